import { describe, expect, it } from "vitest";
import { MESSAGES } from "./messages";
import { favouritesAtWritingTime, nextReviewNumber, reviewError, type ReviewDraft } from "./reviewRules";

const draft: ReviewDraft = {
  bev: "Latte",
  milk: "Oat",
  temp: "Hot",
  roast: "Medium",
  process: "Washed",
  flavoring: false,
  drinkRating: 5,
  shopRating: 4,
  staffRating: 1,
  text: "Lovely.",
};

describe("reviewError", () => {
  it("accepts a complete review, and unknown roast and process", () => {
    expect(reviewError(draft)).toBeNull();
    expect(reviewError({ ...draft, roast: "", process: "" })).toBeNull();
    expect(reviewError({ ...draft, text: "x".repeat(5000) }, 10)).toBeNull();
  });

  it("accepts ratings and text alone: every drink detail is optional, milk for an espresso too", () => {
    const { drinkRating, shopRating, staffRating, text } = draft;
    expect(reviewError({ drinkRating, shopRating, staffRating, text })).toBeNull();
    expect(reviewError({ drinkRating, shopRating, staffRating, text: "" })).toBeNull();
    expect(reviewError({ ...draft, bev: "Espresso", milk: undefined })).toBeNull();
    expect(reviewError({ ...draft, bev: "", milk: "", temp: "" })).toBeNull();
  });

  it("still requires the three ratings, before any detail", () => {
    expect(reviewError({ shopRating: 4, staffRating: 4, text: "", drinkRating: Number.NaN })).toBe(
      MESSAGES.reviewRating("coffee"),
    );
    expect(reviewError({ ...draft, bev: "Frappuccino", staffRating: 0 })).toBe(MESSAGES.reviewRating("staff"));
  });

  it("refuses an answered detail that is not one of its choices", () => {
    expect(reviewError({ ...draft, bev: "Frappuccino" })).toBe(MESSAGES.badChoice("drink"));
    expect(reviewError({ ...draft, milk: "Cashew" })).toBe(MESSAGES.badChoice("milk"));
    expect(reviewError({ ...draft, temp: "Warm" })).toBe(MESSAGES.badChoice("temperature"));
    expect(reviewError({ ...draft, roast: "light" })).toBe(MESSAGES.badChoice("roast"));
    expect(reviewError({ ...draft, process: "Honey" })).toBe(MESSAGES.badChoice("process"));
  });

  it("wants whole-number ratings from 1 to 5", () => {
    expect(reviewError({ ...draft, drinkRating: 0 })).toBe(MESSAGES.reviewRating("coffee"));
    expect(reviewError({ ...draft, shopRating: 6 })).toBe(MESSAGES.reviewRating("vibe"));
    expect(reviewError({ ...draft, staffRating: 2.5 })).toBe(MESSAGES.reviewRating("staff"));
    expect(reviewError({ ...draft, staffRating: Number.NaN })).toBe(MESSAGES.reviewRating("staff"));
  });

  it("limits the text to 5,000 characters and the photos to 10", () => {
    expect(reviewError({ ...draft, text: "x".repeat(5001) })).toBe(MESSAGES.textTooLong("Review", 5000));
    expect(reviewError(draft, 11)).toBe(MESSAGES.tooManyPhotos);
  });
});

describe("review bookkeeping", () => {
  it("numbers a shop's reviews from 1", () => {
    expect(nextReviewNumber(null)).toBe(1);
    expect(nextReviewNumber({ number: 7 })).toBe(8);
  });

  it("copies the profile favourites, with no process", () => {
    expect(
      favouritesAtWritingTime({ cafeDrink: "Cortado", cafeTemp: "Hot", cafeMilk: "Oat", selectedRoast: "Dark" }),
    ).toEqual({
      userFavDrink: "Cortado",
      userFavTemp: "Hot",
      userFavMilk: "Oat",
      userFavRoast: "Dark",
      userFavProcess: "",
    });
    expect(favouritesAtWritingTime({}).userFavDrink).toBe("");
  });
});
