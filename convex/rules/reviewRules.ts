// What a review must hold before it is saved; the add-review form checks the same rules first.
import { PROCESSES, REVIEW_DRINKS, REVIEW_MILKS, ROASTS, TEMPS, isOneOf } from "./catalog";
import { MAX_PHOTOS_PER_REVIEW } from "./imageTypes";
import { MESSAGES } from "./messages";
import { RATING_MAX, RATING_MIN } from "./reviews";
import type { FieldProblem } from "./validation";

export const REVIEW_TEXT_MAX = 5000;

/**
 * A review as written. The ratings and text are asked for; the drink details are optional, and an
 * unanswered one (absent, or "" as older reviews store an unknown roast) counts as nothing
 * (docs/product.md §5).
 */
export type ReviewDraft = {
  bev?: string;
  milk?: string;
  temp?: string;
  roast?: string;
  process?: string;
  flavoring?: boolean;
  drinkRating: number;
  shopRating: number;
  staffRating: number;
  text: string;
};

/** The rating fields with the words a person reads ("Please rate the coffee ..."). */
export const RATING_FIELDS = [
  ["drinkRating", "coffee"],
  ["shopRating", "vibe"],
  ["staffRating", "staff"],
] as const satisfies readonly [keyof ReviewDraft, string][];

/** The drink details, each optional, but one of its list when answered. */
const DETAIL_CHOICES = [
  ["bev", "drink", REVIEW_DRINKS],
  ["milk", "milk", REVIEW_MILKS],
  ["temp", "temperature", TEMPS],
  ["roast", "roast", ROASTS],
  ["process", "process", PROCESSES],
] as const satisfies readonly [keyof ReviewDraft, string, readonly string[]][];

export type ReviewDetail = (typeof DETAIL_CHOICES)[number][0];

/** A detail's answer, or undefined when it went unanswered (absent or blank). */
export function answered(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === "" ? undefined : value;
}

/**
 * The draft as stored: every detail key present, unanswered ones undefined, so an edit that clears
 * a detail removes it (a patch drops undefined fields).
 */
export function storedDetails<Draft extends ReviewDraft>(draft: Draft): Draft {
  const details = Object.fromEntries(DETAIL_CHOICES.map(([key]) => [key, answered(draft[key])]));
  return { ...draft, ...details, flavoring: draft.flavoring };
}

export function isRating(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= RATING_MIN && value <= RATING_MAX;
}

/** The first problem with a review, in form order (ratings, text, details), and the field it is about; null when it can be saved. */
export function reviewProblem(draft: ReviewDraft, photoCount = 0): FieldProblem<keyof ReviewDraft | "photos"> | null {
  for (const [key, what] of RATING_FIELDS) {
    if (!isRating(draft[key])) return { field: key, message: MESSAGES.reviewRating(what) };
  }
  if (draft.text.length > REVIEW_TEXT_MAX)
    return { field: "text", message: MESSAGES.textTooLong("Review", REVIEW_TEXT_MAX) };
  for (const [key, label, options] of DETAIL_CHOICES) {
    const value = answered(draft[key]);
    if (value !== undefined && !isOneOf(options, value)) return { field: key, message: MESSAGES.badChoice(label) };
  }
  if (photoCount > MAX_PHOTOS_PER_REVIEW) return { field: "photos", message: MESSAGES.tooManyPhotos };
  return null;
}

/** reviewProblem's message alone. */
export function reviewError(draft: ReviewDraft, photoCount = 0): string | null {
  return reviewProblem(draft, photoCount)?.message ?? null;
}

/** The reviewer's favourites stored with the review (docs/product.md §3 user_fav_*); profiles have no process. */
export function favouritesAtWritingTime(user: {
  cafeDrink?: string;
  cafeTemp?: string;
  cafeMilk?: string;
  selectedRoast?: string;
}) {
  return {
    userFavDrink: user.cafeDrink ?? "",
    userFavTemp: user.cafeTemp ?? "",
    userFavMilk: user.cafeMilk ?? "",
    userFavRoast: user.selectedRoast ?? "",
    userFavProcess: "",
  };
}

/** The next running number of a shop's reviews (docs/product.md §3 reviews.number: count per shop plus one). */
export function nextReviewNumber(newest: { number: number } | null): number {
  return (newest?.number ?? 0) + 1;
}
