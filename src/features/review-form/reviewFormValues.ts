import type { ReviewDraft } from "@convex/rules/reviewRules";

/** The add-review form as typed: choices as strings, ratings as "" until picked. */
export type ReviewFormValues = {
  bev: string;
  milk: string;
  flavoring: "Yes" | "No";
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
  flavoring: "No",
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
  return {
    bev: values.bev,
    milk: values.milk,
    temp: values.temp,
    roast: values.roast,
    process: values.process,
    flavoring: values.flavoring === "Yes",
    drinkRating: rating(values.drinkRating),
    shopRating: rating(values.shopRating),
    staffRating: rating(values.staffRating),
    text: values.text.trim(),
  };
}

/** A stored review as the form shows it, to edit. */
export function formValuesOf(review: ReviewDraft): ReviewFormValues {
  return {
    bev: review.bev,
    milk: review.milk,
    flavoring: review.flavoring ? "Yes" : "No",
    temp: review.temp,
    roast: review.roast,
    process: review.process,
    drinkRating: String(review.drinkRating),
    shopRating: String(review.shopRating),
    staffRating: String(review.staffRating),
    text: review.text,
  };
}
