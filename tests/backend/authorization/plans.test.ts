import { checkRows } from "../../support/authorizationMatrix";
import { PLAN_ROWS } from "./plans";

// Who may call the public functions of coffee plans (convex/tables/plans.ts): signed out, with a forged token, as
// the organiser and as another user. The rows are in tests/backend/authorization/plans.ts;
// tests/support/authorizationMatrix.ts says what a row proves.

checkRows("authorization matrix: plans", PLAN_ROWS);
