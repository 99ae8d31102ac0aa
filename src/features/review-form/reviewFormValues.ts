import type { ReviewDraft } from "@convex/rules/reviewRules";

/** The add-review form as typed: choices and ratings as strings, "" until picked (a detail may stay so). */
export type ReviewFormValues = {
  bev: string;
  milk: string;
  flavoring: "" | "Yes" | "No";
  temp: string;
  roast: string;
  process: string;
  drinkRating: string;
  shopRating: string;
  staffRating: string;
  text: string;
};

export const EMPTY_REVIEW: ReviewFormValues = {
  bev: "",
  milk: "",
  flavoring: "",
  temp: "",
  roast: "",
  process: "",
  drinkRating: "",
  shopRating: "",
  staffRating: "",
  text: "",
};

export function toDraft(values: ReviewFormValues): ReviewDraft {
  const rating = (value: string) => (value === "" ? Number.NaN : Number(value));
  const detail = (value: string) => (value === "" ? undefined : value); // unanswered: left out
  return {
    bev: detail(values.bev),
    milk: detail(values.milk),
    temp: detail(values.temp),
    roast: detail(values.roast),
    process: detail(values.process),
    flavoring: values.flavoring === "" ? undefined : values.flavoring === "Yes",
    drinkRating: rating(values.drinkRating),
    shopRating: rating(values.shopRating),
    staffRating: rating(values.staffRating),
    text: values.text.trim(),
  };
}

/** A stored review as the form shows it, to edit. */
export function formValuesOf(review: ReviewDraft): ReviewFormValues {
  return {
    bev: review.bev ?? "",
    milk: review.milk ?? "",
    flavoring: review.flavoring === undefined ? "" : review.flavoring ? "Yes" : "No",
    temp: review.temp ?? "",
    roast: review.roast ?? "",
    process: review.process ?? "",
    drinkRating: String(review.drinkRating),
    shopRating: String(review.shopRating),
    staffRating: String(review.staffRating),
    text: review.text,
  };
}

/** How many drink details are answered (the folded section's summary). */
export function answeredDetails(values: ReviewFormValues): number {
  return [values.bev, values.milk, values.flavoring, values.temp, values.roast, values.process].filter(Boolean).length;
}
