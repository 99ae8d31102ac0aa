import { checkRows } from "../../support/authorizationMatrix";
import { ACTIVITY_ROWS } from "./activity";

// Who may call the public functions of notifications, the people looking at a shop and the feed (the tables of
// convex/tables/activity.ts, and presence): signed out, with a forged token, as the owner and as another
// user. The rows are in tests/backend/authorization/activity.ts; tests/support/authorizationMatrix.ts says what a row
// proves.

checkRows("authorization matrix: activity", ACTIVITY_ROWS);
