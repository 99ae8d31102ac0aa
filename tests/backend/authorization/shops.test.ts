import { checkRows } from "../../support/authorizationMatrix";
import { SHOP_ROWS } from "./shops";

// Who may call the public functions of shops and their edit history, the map, shop search, bean lists, saved shops and
// place names (the tables of convex/tables/shops.ts): signed out, with a forged token, as the owner and as another
// user. The rows are in tests/backend/authorization/shops.ts; tests/support/authorizationMatrix.ts says what a row
// proves.

checkRows("authorization matrix: shops", SHOP_ROWS);
