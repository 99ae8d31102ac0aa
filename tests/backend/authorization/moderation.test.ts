import { checkRows } from "../../support/authorizationMatrix";
import { MODERATION_ROWS } from "./moderation";

// Who may call the public functions of reports, the author's hidden reviews and the moderators' queue, log and actions
// (the tables of convex/tables/moderation.ts): signed out, with a forged token, as the owner and as another user. The
// rows are in tests/backend/authorization/moderation.ts; tests/support/authorizationMatrix.ts says what a row proves.

checkRows("authorization matrix: moderation", MODERATION_ROWS);
