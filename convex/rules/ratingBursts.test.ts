import { describe, expect, it } from "vitest";
import { BURST_ACCOUNTS_SPAN_MS, BURST_WINDOW_MS, isLowRatingBurst, type BurstReview } from "./ratingBursts";

const NOW = 1_800_000_000_000;
const DAY = 24 * 60 * 60 * 1000;

const review = (n: number, overrides: Partial<BurstReview> = {}): BurstReview => ({
  authorId: `author-${n}`,
  authorCreatedAt: NOW - DAY + n * 60_000,
  writtenAt: NOW - n * 60_000,
  overall: 1,
  counted: false,
  ...overrides,
});

describe("isLowRatingBurst", () => {
  it("finds three low ratings by new accounts made close together", () => {
    expect(isLowRatingBurst([review(1), review(2), review(3)])).toBe(true);
    expect(isLowRatingBurst([review(1), review(2)])).toBe(false);
  });

  it("counts each account once, however many low reviews it wrote", () => {
    expect(isLowRatingBurst([review(1), review(1), review(1), review(2)])).toBe(false);
  });

  it("leaves out counted reviews, good ratings and reviews outside the window", () => {
    expect(isLowRatingBurst([review(1), review(2), review(3, { counted: true })])).toBe(false);
    expect(isLowRatingBurst([review(1), review(2), review(3, { overall: 3 })])).toBe(false);
    expect(isLowRatingBurst([review(1), review(2), review(3, { writtenAt: NOW - BURST_WINDOW_MS - DAY })])).toBe(false);
    expect(isLowRatingBurst([review(1), review(2), review(3, { overall: 2 })])).toBe(true);
  });

  it("needs the accounts made within the span of each other", () => {
    const far = { authorCreatedAt: NOW - BURST_ACCOUNTS_SPAN_MS - DAY * 2 };
    expect(isLowRatingBurst([review(1), review(2), review(3, far)])).toBe(false);
    expect(isLowRatingBurst([review(1), review(2), review(3, far), review(4)])).toBe(true);
  });
});
