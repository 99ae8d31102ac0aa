import type { Row } from "../../support/authorizationMatrix";
import { ACTIVITY_ROWS } from "./activity";
import { IMPORT_ROWS } from "./imports";
import { COMMENT_ROWS } from "./comments";
import { LIST_ROWS } from "./lists";
import { MODERATION_ROWS } from "./moderation";
import { PEOPLE_ROWS } from "./people";
import { PLAN_ROWS } from "./plans";
import { REVIEW_ROWS } from "./reviews";
import { SHOP_ROWS } from "./shops";

/** Every domain's rows of the authorization matrix together: one row for each public function. */
export const MATRIX: Record<string, Row> = {
  ...PEOPLE_ROWS,
  ...SHOP_ROWS,
  ...REVIEW_ROWS,
  ...ACTIVITY_ROWS,
  ...MODERATION_ROWS,
  ...LIST_ROWS,
  ...IMPORT_ROWS,
  ...COMMENT_ROWS,
  ...PLAN_ROWS,
};
