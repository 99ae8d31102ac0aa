import { describe, expect, it } from "vitest";
import { ESTABLISHED_AFTER_MS, establishedFrom, isEstablished } from "./trust";

const NOW = 1_800_000_000_000;

describe("established accounts", () => {
  it("takes an account old enough and with a review of its own", () => {
    expect(isEstablished({ _creationTime: NOW - ESTABLISHED_AFTER_MS, reviewCount: 1 }, NOW)).toBe(true);
  });

  it.each([
    ["brand new, with reviews", { _creationTime: NOW - 60_000, reviewCount: 5 }],
    ["old enough, without a review", { _creationTime: NOW - 10 * ESTABLISHED_AFTER_MS, reviewCount: 0 }],
    ["old enough, review count unknown", { _creationTime: NOW - 10 * ESTABLISHED_AFTER_MS }],
    ["a moment too young", { _creationTime: NOW - ESTABLISHED_AFTER_MS + 1, reviewCount: 1 }],
    ["marked established from a later time", { _creationTime: NOW - 60_000, establishedAt: NOW + 1 }],
  ])("not: %s", (_, user) => {
    expect(isEstablished(user, NOW)).toBe(false);
  });

  it("takes an account marked established", () => {
    expect(isEstablished({ _creationTime: NOW - 60_000, establishedAt: NOW - 1 }, NOW)).toBe(true);
  });

  it("says from when, or null while there is no review", () => {
    expect(establishedFrom({ _creationTime: NOW, reviewCount: 2 })).toBe(NOW + ESTABLISHED_AFTER_MS);
    expect(establishedFrom({ _creationTime: NOW, reviewCount: 0 })).toBeNull();
    expect(establishedFrom({ _creationTime: NOW, establishedAt: 0 })).toBe(0);
  });
});
