// Coffee plans (docs/product.md, "Coffee plans"): the limits of a plan, the best option by the votes, when a
// plan ends, and the sentences people read. Pure, shared by convex/plans.ts and the plan screens.
import { MESSAGES } from "./messages";
import { cleanText } from "./text";

export const PLAN_TITLE_MAX = 80;
export const MIN_PLAN_SHOPS = 2;
export const MAX_PLAN_SHOPS = 5;
export const MIN_PLAN_TIMES = 1;
export const MAX_PLAN_TIMES = 4;
/** People in one plan, the organiser included: small enough that a plan's page reads every vote at once. */
export const MAX_PLAN_MEMBERS = 20;
/** Options of one plan at most, so votes of one plan at most MAX_PLAN_MEMBERS × MAX_PLAN_OPTIONS. */
export const MAX_PLAN_OPTIONS = MAX_PLAN_SHOPS + MAX_PLAN_TIMES;
export const MAX_PLAN_VOTES = MAX_PLAN_MEMBERS * MAX_PLAN_OPTIONS;
/** Plans one person is in that "My plans" shows (newest first), and open plans one person organises at most. */
export const MAX_LISTED_PLANS = 50;
export const MAX_OPEN_PLANS = 20;
/** Characters of an invite link's secret: 24 base-62 characters, about 143 bits (as a list's). */
export const PLAN_LINK_LENGTH = 24;
/** A plan ends a day after its time: the chosen one, or the last candidate if nobody chose. */
export const PLAN_END_DELAY = 24 * 60 * 60 * 1000;
/** Candidate times reach at most a year ahead. */
export const PLAN_TIME_AHEAD = 365 * 24 * 60 * 60 * 1000;
/** Plans the ending job marks per batch. */
export const PLAN_END_BATCH = 50;

export const PLAN_ANSWERS = ["yes", "maybe", "no"] as const;
export type PlanAnswer = (typeof PLAN_ANSWERS)[number];
/** What an answer weighs when the app proposes the best option: yes 2, maybe 1, no 0. */
export const ANSWER_SCORE: Record<PlanAnswer, number> = { yes: 2, maybe: 1, no: 0 };

export type PlanDraft = { title: string; shopIds: string[]; times: number[] };

/** A title as stored: invisible characters gone, ends trimmed. */
export const tidyPlanTitle = (title: string): string => cleanText(title);

export function planTitleProblem(title: string): string | null {
  if (title === "") return MESSAGES.planTitleRequired;
  if (title.length > PLAN_TITLE_MAX) return MESSAGES.planTitleTooLong(PLAN_TITLE_MAX);
  return null;
}

/** The first problem with a (tidied) draft at time `now`, or null. */
export function planProblem(draft: PlanDraft, now: number): string | null {
  const title = planTitleProblem(draft.title);
  if (title !== null) return title;
  if (draft.shopIds.length < MIN_PLAN_SHOPS || draft.shopIds.length > MAX_PLAN_SHOPS)
    return MESSAGES.planShopCount(MIN_PLAN_SHOPS, MAX_PLAN_SHOPS);
  if (new Set(draft.shopIds).size !== draft.shopIds.length) return MESSAGES.planShopTwice;
  if (draft.times.length < MIN_PLAN_TIMES || draft.times.length > MAX_PLAN_TIMES)
    return MESSAGES.planTimeCount(MIN_PLAN_TIMES, MAX_PLAN_TIMES);
  if (draft.times.some((time) => !Number.isFinite(time) || time <= now)) return MESSAGES.planTimePast;
  if (draft.times.some((time) => time > now + PLAN_TIME_AHEAD)) return MESSAGES.planTimeTooFar;
  if (new Set(draft.times).size !== draft.times.length) return MESSAGES.planTimeTwice;
  return null;
}

/** When a plan ends: a day after the chosen time, or a day after its last candidate time if never decided. */
export function planEnd(plan: { chosenTime?: number }, times: number[]): number {
  return (plan.chosenTime ?? Math.max(...times)) + PLAN_END_DELAY;
}

export type Tally = { yes: number; maybe: number; no: number };

export const scoreOf = (tally: Tally): number => tally.yes * ANSWER_SCORE.yes + tally.maybe * ANSWER_SCORE.maybe;

/**
 * The option the votes favour: the highest score (yes 2, maybe 1); on a tie, more yes, then fewer no, then
 * the one listed first (shops in the organiser's order, times earliest first). Null when nobody said yes or maybe.
 */
export function bestOption<T extends { tally: Tally }>(options: T[]): T | null {
  let best: T | null = null;
  for (const option of options) {
    if (scoreOf(option.tally) === 0) continue;
    if (best === null || beats(option.tally, best.tally)) best = option;
  }
  return best;
}

function beats(a: Tally, b: Tally): boolean {
  if (scoreOf(a) !== scoreOf(b)) return scoreOf(a) > scoreOf(b);
  if (a.yes !== b.yes) return a.yes > b.yes;
  return a.no < b.no;
}

/** "3 yes · 1 maybe · 2 no", leaving out nobody's answers; "No votes yet" when empty. */
export function tallyText(tally: Tally): string {
  const parts = PLAN_ANSWERS.filter((answer) => tally[answer] > 0).map((answer) => `${tally[answer]} ${answer}`);
  return parts.length === 0 ? "No votes yet" : parts.join(" · ");
}

/** A shop's letter on the plan and its map: A to E in the organiser's order. */
export const shopLetter = (index: number): string => String.fromCharCode(65 + index);

/** What a plan's notification says (the time of a decision is added by the screen, in the reader's zone). */
export const planInvitedText = (organiser: string, title: string): string =>
  `${organiser} invited you to plan a coffee: ${title}`;
export const planDecidedText = (title: string, shopName: string): string => `${title}: ${shopName}`;
export const planCancelledText = (title: string): string => `${title}: the organiser cancelled this plan.`;
export const planOrganiserLeftText = (title: string): string =>
  `${title}: the organiser deleted their account, so the plan is gone.`;

/** "Sat, Nov 28, 10:00 AM": a plan's time in the reader's own time zone. */
export const planTimeText = (time: number): string =>
  new Date(time).toLocaleString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
