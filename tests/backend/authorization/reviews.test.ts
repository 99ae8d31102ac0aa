import { checkRows } from "../../support/authorizationMatrix";
import { REVIEW_ROWS } from "./reviews";

// Who may call the public functions of reviews, Helpful votes, photos and uploads, and the recommendations read from
// reviews (the tables of convex/tables/reviews.ts): signed out, with a forged token, as the owner and as another user.
// The rows are in tests/backend/authorization/reviews.ts; tests/support/authorizationMatrix.ts says what a row proves.

checkRows("authorization matrix: reviews", REVIEW_ROWS);
