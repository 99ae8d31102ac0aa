// The cost rows in two halves of about equal time, each measured by its own bench file on its own data set
// (tests/bench/cost-shops.test.ts, tests/bench/cost-people.test.ts), so `npm run bench` runs them side by side.
import { ACCOUNT_ROWS, ACCOUNT_WORST_CASES } from "./account";
import type { Row, WorstCase } from "./budgets";
import { COMMENT_ROWS } from "./comments";
import { FEED_ROWS, FEED_WORST_CASES } from "./feed";
import { IMPORT_ROWS } from "./imports";
import { LIST_ROWS } from "./lists";
import { MAP_ROWS, MAP_WORST_CASES } from "./map";
import { MODERATION_ROWS } from "./moderation";
import { PANEL_ROWS, PANEL_WORST_CASES } from "./panel";
import { PEOPLE_ROWS, PEOPLE_WORST_CASES } from "./people";
import { PLAN_ROWS } from "./plans";
import { REVIEW_ROWS, REVIEW_WORST_CASES } from "./reviews";
import { SHOP_ROWS, SHOP_WORST_CASES } from "./shops";

export type Half = { domains: Record<string, Row>[]; cases: WorstCase[] };

export const SHOP_HALF: Half = {
  domains: [SHOP_ROWS, MAP_ROWS, PANEL_ROWS, REVIEW_ROWS, MODERATION_ROWS, IMPORT_ROWS, COMMENT_ROWS, PLAN_ROWS],
  cases: [...REVIEW_WORST_CASES, ...MAP_WORST_CASES, ...SHOP_WORST_CASES, ...PANEL_WORST_CASES],
};

export const PEOPLE_HALF: Half = {
  domains: [ACCOUNT_ROWS, PEOPLE_ROWS, FEED_ROWS, LIST_ROWS],
  cases: [...ACCOUNT_WORST_CASES, ...FEED_WORST_CASES, ...PEOPLE_WORST_CASES],
};

/** Every function's row, and every further case, across both halves. */
export const ALL_DOMAINS = [...SHOP_HALF.domains, ...PEOPLE_HALF.domains];
export const ALL_CASES = [...SHOP_HALF.cases, ...PEOPLE_HALF.cases];
