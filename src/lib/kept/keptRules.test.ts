import { describe, expect, it } from "vitest";
import {
  KEPT_MAX_AGE_MS,
  KEPT_PER_QUERY,
  keptKey,
  keptKeyParts,
  keysToDrop,
  stableJson,
  tokenOwner,
  type KeptEntry,
} from "@/lib/kept/keptRules";

const token = (payload: object) =>
  ["e30", btoa(JSON.stringify(payload)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_"), "sig"].join(".");

describe("the offline copy's keys", () => {
  it("name the same result whatever the order of its arguments", () => {
    expect(keptKey("u1", "shops:panel", { id: "a", x: 1 })).toBe(keptKey("u1", "shops:panel", { x: 1, id: "a" }));
    expect(stableJson({ b: { d: 1, c: 2 }, a: [2, 1] })).toBe('{"a":[2,1],"b":{"c":2,"d":1}}');
  });

  it("keep one person's results apart from another's", () => {
    expect(keptKey("u1", "users:me", {})).not.toBe(keptKey("u2", "users:me", {}));
    expect(keptKeyParts(keptKey("u2", "saved:mine", { list: "wantToTry" }))).toEqual({
      owner: "u2",
      query: "saved:mine",
    });
    expect(keptKeyParts("someone else's key")).toBeNull();
  });
});

describe("whose copy a session is", () => {
  it("is the user id in the token's subject", () => {
    expect(tokenOwner(token({ sub: "k17abc|s9" }))).toBe("k17abc");
  });

  it("is no one for no token or a token that is not a JWT", () => {
    expect(tokenOwner(null)).toBeNull();
    expect(tokenOwner("not-a-token")).toBeNull();
    expect(tokenOwner("a.!!!.c")).toBeNull();
    expect(tokenOwner(token({ iss: "x" }))).toBeNull();
  });
});

describe("what is dropped", () => {
  const now = 1_800_000_000_000;
  const entry = (ageMs: number): KeptEntry => ({ savedAt: now - ageMs, value: null });

  it("drops results older than the limit and keeps the rest", () => {
    const old = keptKey("u1", "users:me", {});
    const fresh = keptKey("u1", "saved:mine", {});
    expect(
      keysToDrop(
        [
          [old, entry(KEPT_MAX_AGE_MS + 1)],
          [fresh, entry(KEPT_MAX_AGE_MS - 1)],
        ],
        now,
      ),
    ).toEqual([old]);
  });

  it("keeps only the newest shops of each person, and leaves keys it did not make", () => {
    const shops: [string, KeptEntry][] = Array.from({ length: KEPT_PER_QUERY + 2 }, (_, i) => [
      keptKey("u1", "shops:panel", { id: `s${i}` }),
      entry(i * 1000),
    ]);
    const other: [string, KeptEntry][] = [[keptKey("u2", "shops:panel", { id: "s0" }), entry(1e9)]];
    const foreign: [string, KeptEntry][] = [["unrelated", entry(KEPT_MAX_AGE_MS * 2)]];
    const dropped = keysToDrop([...shops, ...other, ...foreign], now);
    expect(dropped.sort()).toEqual([shops[KEPT_PER_QUERY]![0], shops[KEPT_PER_QUERY + 1]![0]].sort());
  });
});
