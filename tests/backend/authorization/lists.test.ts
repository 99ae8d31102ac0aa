import { checkRows } from "../../support/authorizationMatrix";
import { LIST_ROWS } from "./lists";

// Who may call the public functions of shared lists (convex/tables/lists.ts): signed out, with a forged token, as
// the owner and as another user. The rows are in tests/backend/authorization/lists.ts;
// tests/support/authorizationMatrix.ts says what a row proves.

checkRows("authorization matrix: lists", LIST_ROWS);
