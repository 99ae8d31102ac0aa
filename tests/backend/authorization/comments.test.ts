import { checkRows } from "../../support/authorizationMatrix";
import { COMMENT_ROWS } from "./comments";

// Who may call the public functions of comments and cheers (convex/tables/conversations.ts): signed out, with a
// forged token, as the owner and as another user. The rows are in tests/backend/authorization/comments.ts.

checkRows("authorization matrix: comments and cheers", COMMENT_ROWS);
