import { checkRows } from "../../support/authorizationMatrix";
import { IMPORT_ROWS } from "./imports";

// Who may call the city import's functions: signed out, with a forged token, as the owner (a moderator) and as
// another user. The rows are in tests/backend/authorization/imports.ts.

checkRows("authorization matrix: city imports", IMPORT_ROWS);
