import { describe, expect, it } from "vitest";
import { STALE_PUBLISH_MS, changeCounted, publishEnded } from "./edgeFiles";

describe("publishing a file from its row", () => {
  const now = 1_000_000;

  it("starts a publish with a row's first change, and none while one is under way", () => {
    expect(changeCounted(null, now)).toEqual({ changes: 1, publishingSince: now, startPublish: true });
    expect(changeCounted({ changes: 3 }, now)).toEqual({ changes: 4, publishingSince: now, startPublish: true });
    const underWay = { changes: 4, publishingSince: now - 1_000 };
    expect(changeCounted(underWay, now)).toEqual({ changes: 5, publishingSince: now - 1_000, startPublish: false });
  });

  it("takes over a publish that never ended", () => {
    const stale = { changes: 4, publishingSince: now - STALE_PUBLISH_MS };
    expect(changeCounted(stale, now)).toEqual({ changes: 5, publishingSince: now, startPublish: true });
  });

  it("publishes again when changes came after the snapshot, and is done otherwise", () => {
    expect(publishEnded({ changes: 5, publishingSince: now - 9 }, 4, now)).toEqual({
      again: true,
      publishingSince: now,
    });
    expect(publishEnded({ changes: 5, publishingSince: now - 9 }, 5, now)).toEqual({
      again: false,
      publishingSince: undefined,
    });
  });
});
