import { describe, expect, it } from "vitest";
import { RESUBMIT_WINDOW_MS, holdsAll, isResubmission } from "./resubmission";

describe("a submission sent again", () => {
  const stored = { _creationTime: 1_000, shopId: "s1", text: "Great", photos: ["p1"] };

  it("is the stored one when every submitted field matches, within the window", () => {
    expect(isResubmission(stored, { shopId: "s1", text: "Great", photos: ["p1"] }, 1_000 + RESUBMIT_WINDOW_MS)).toBe(
      true,
    );
  });

  it("is new when a field differs, when it comes later, or when nothing was stored", () => {
    expect(isResubmission(stored, { shopId: "s1", text: "Great!", photos: ["p1"] }, 2_000)).toBe(false);
    expect(isResubmission(stored, { shopId: "s1", text: "Great", photos: [] }, 2_000)).toBe(false);
    expect(isResubmission(stored, { shopId: "s1", text: "Great", photos: ["p1"] }, 1_001 + RESUBMIT_WINDOW_MS)).toBe(
      false,
    );
    expect(isResubmission(null, { shopId: "s1", text: "Great", photos: ["p1"] }, 2_000)).toBe(false);
  });

  it("an edit that changes nothing holds every value already, whenever it comes", () => {
    expect(holdsAll(stored, { text: "Great", photos: ["p1"] })).toBe(true);
    expect(holdsAll(stored, { text: "Great", photos: ["p1", "p2"] })).toBe(false);
    expect(holdsAll(stored, { text: "Great", editedAt: 5 })).toBe(false);
  });
});
