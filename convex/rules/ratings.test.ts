import { describe, expect, it } from "vitest";
import {
  NO_RATINGS,
  formatRating,
  markerRating,
  packMarkerRatings,
  ratedText,
  ratingDescription,
  ratingsSummary,
  reviewCount,
  reviewOverall,
  shortRating,
  unpackMarkerRating,
  withReview,
} from "./ratings";

const review = (drinkRating: number, shopRating: number, staffRating: number) => ({
  drinkRating,
  shopRating,
  staffRating,
});

describe("ratings summary", () => {
  it("has none without reviews", () => {
    expect(ratingsSummary(undefined)).toBeNull();
    expect(ratingsSummary(null)).toBeNull();
    expect(ratingsSummary(NO_RATINGS)).toBeNull();
    expect(markerRating(undefined)).toEqual({ rating: 0, reviews: 0 });
  });

  it("adds and takes away a review's Coffee, Vibe and Staff exactly", () => {
    const one = withReview(undefined, review(5, 4, 3), 1);
    expect(one).toEqual({ reviews: 1, coffee: 5, vibe: 4, staff: 3 });
    const two = withReview(one, review(2, 5, 5), 1);
    expect(two).toEqual({ reviews: 2, coffee: 7, vibe: 9, staff: 8 });
    expect(withReview(two, review(2, 5, 5), -1)).toEqual(one);
    expect(withReview(one, review(5, 4, 3), -1)).toEqual(NO_RATINGS);
  });

  it("averages each rating and the three together, rounded to one decimal", () => {
    expect(ratingsSummary({ reviews: 1, coffee: 5, vibe: 4, staff: 3 })).toEqual({
      reviews: 1,
      coffee: 5,
      vibe: 4,
      staff: 3,
      overall: 4,
    });
    // 7/2 = 3.5, 9/2 = 4.5, 8/2 = 4; overall 24/6 = 4.
    expect(ratingsSummary({ reviews: 2, coffee: 7, vibe: 9, staff: 8 })).toEqual({
      reviews: 2,
      coffee: 3.5,
      vibe: 4.5,
      staff: 4,
      overall: 4,
    });
    // 13/3 = 4.333, 11/3 = 3.667, 14/3 = 4.667; overall 38/9 = 4.222.
    expect(ratingsSummary({ reviews: 3, coffee: 13, vibe: 11, staff: 14 })).toEqual({
      reviews: 3,
      coffee: 4.3,
      vibe: 3.7,
      staff: 4.7,
      overall: 4.2,
    });
  });

  it("rounds halves up without floating point drift, and the overall from the sums, not the rounded averages", () => {
    // 87/20 = 4.35 (4.3499… in floating point) → 4.4; 85/20 = 4.25 → 4.3.
    expect(ratingsSummary({ reviews: 20, coffee: 87, vibe: 85, staff: 81 })).toMatchObject({
      coffee: 4.4,
      vibe: 4.3,
      staff: 4.1,
    });
    // 4.35, 4.35, 4.05 average exactly 4.25 → 4.3.
    expect(ratingsSummary({ reviews: 20, coffee: 87, vibe: 87, staff: 81 })!.overall).toBe(4.3);
    // 4.14, 4.14, 4.17 average 4.15 → 4.2; the rounded averages (4.1, 4.1, 4.2) would give 4.1.
    expect(ratingsSummary({ reviews: 100, coffee: 414, vibe: 414, staff: 417 })).toEqual({
      reviews: 100,
      coffee: 4.1,
      vibe: 4.1,
      staff: 4.2,
      overall: 4.2,
    });
  });

  it("gives one review's overall rating to one decimal, each sum of ratings its own value (sorting by rating)", () => {
    expect(reviewOverall(review(5, 5, 5))).toBe(5);
    expect(reviewOverall(review(5, 4, 4))).toBe(4.3);
    expect(reviewOverall(review(5, 5, 4))).toBe(4.7);
    expect(reviewOverall(review(1, 1, 2))).toBe(1.3);
    const overalls = Array.from({ length: 13 }, (_, i) =>
      reviewOverall(review(1 + Math.floor((i + 0) / 3), 1 + Math.floor((i + 1) / 3), 1 + Math.floor((i + 2) / 3))),
    );
    expect(new Set(overalls).size).toBe(13);
    expect([...overalls].sort((a, b) => a - b)).toEqual(overalls);
  });

  it("reads for people", () => {
    expect(formatRating(4)).toBe("4.0");
    expect(formatRating(4.3)).toBe("4.3");
    expect(reviewCount(1)).toBe("1 review");
    expect(reviewCount(12)).toBe("12 reviews");
    expect(reviewCount(1200)).toBe("1,200 reviews");
    expect(ratedText({ overall: 4.3, reviews: 12 })).toBe("rated 4.3 out of 5 from 12 reviews");
    expect(ratingDescription({ overall: 4.3, reviews: 12 })).toBe("Rated 4.3 out of 5 from 12 reviews");
    expect(ratingDescription({ overall: 5, reviews: 1 })).toBe("Rated 5.0 out of 5 from 1 review");
    expect(shortRating({ overall: 4.3, reviews: 12 })).toBe("4.3 (12)");
  });
});

describe("marker ratings column", () => {
  it("packs each marker's rating and review count into 4 bytes and reads them back", () => {
    const ratings = [
      { rating: 4.3, reviews: 12 },
      { rating: 0, reviews: 0 },
      { rating: 1, reviews: 1 },
      { rating: 5, reviews: 3_000_000 },
      markerRating({ reviews: 3, coffee: 13, vibe: 11, staff: 14 }),
    ];
    const column = packMarkerRatings(ratings);
    expect(column.byteLength).toBe(4 * ratings.length);
    expect(ratings.map((_, i) => unpackMarkerRating(column, i))).toEqual([
      ...ratings.slice(0, 4),
      { rating: 4.2, reviews: 3 },
    ]);
  });

  it("reads no rating past the column's end or without a column (tiles written before ratings)", () => {
    expect(unpackMarkerRating(undefined, 0)).toEqual({ rating: 0, reviews: 0 });
    expect(unpackMarkerRating(packMarkerRatings([{ rating: 4, reviews: 2 }]), 1)).toEqual({ rating: 0, reviews: 0 });
    expect(unpackMarkerRating(new ArrayBuffer(0), 0)).toEqual({ rating: 0, reviews: 0 });
  });

  it("keeps a rating without reviews at none, and out-of-range values inside the column", () => {
    const column = packMarkerRatings([
      { rating: 4, reviews: 0 },
      { rating: 9, reviews: 2 },
      { rating: 3, reviews: -4 },
    ]);
    expect([0, 1, 2].map((i) => unpackMarkerRating(column, i))).toEqual([
      { rating: 0, reviews: 0 },
      { rating: 5, reviews: 2 },
      { rating: 0, reviews: 0 },
    ]);
  });
});
