import { checkRows } from "../../support/authorizationMatrix";
import { PEOPLE_ROWS } from "./people";

// Who may call the public functions of accounts and profiles, badges, follows, people search and blocks (the tables of
// convex/tables/people.ts): signed out, with a forged token, as the owner and as another user. The rows are in
// tests/backend/authorization/people.ts; tests/support/authorizationMatrix.ts says what a row proves.

checkRows("authorization matrix: people", PEOPLE_ROWS);
