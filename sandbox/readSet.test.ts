import { describe, expect, it } from "vitest";
import { indexCommit, inRange, isInvalidated, touches, type Change, type Read } from "./readSet";

const review = (shopId: string, rating: number) => ({ _id: "1reviews", _creationTime: 1, shopId, rating });
const change = (before: Change["before"], after: Change["after"], table = "reviews", component = ""): Change => ({
  component,
  table,
  id: "1reviews",
  before,
  after,
});

describe("read sets", () => {
  it("matches index ranges with Convex's ordering", () => {
    const doc = review("shopA", 4);
    expect(inRange(doc, [{ type: "Eq", fieldPath: "shopId", value: "shopA" }])).toBe(true);
    expect(inRange(doc, [{ type: "Eq", fieldPath: "shopId", value: "shopB" }])).toBe(false);
    expect(
      inRange(doc, [
        { type: "Eq", fieldPath: "shopId", value: "shopA" },
        { type: "Gte", fieldPath: "rating", value: 4 },
      ]),
    ).toBe(true);
    expect(inRange(doc, [{ type: "Gt", fieldPath: "rating", value: 4 }])).toBe(false);
    expect(
      inRange(doc, [
        { type: "Lt", fieldPath: "rating", value: 5 },
        { type: "Gt", fieldPath: "rating", value: 3 },
      ]),
    ).toBe(true);
    // A missing field sorts below every value, as undefined does in an index.
    expect(inRange({ _id: "x" }, [{ type: "Lt", fieldPath: "rating", value: 0 }])).toBe(true);
    expect(inRange({ nested: { city: "BOSTON" } }, [{ type: "Eq", fieldPath: "nested.city", value: "BOSTON" }])).toBe(
      true,
    );
  });

  it("a write touches a range when the document was or is now inside it", () => {
    const shopA: Read = {
      component: "",
      kind: "range",
      table: "reviews",
      range: [{ type: "Eq", fieldPath: "shopId", value: "shopA" }],
    };
    expect(touches(shopA, change(null, review("shopA", 5)))).toBe(true); // inserted into it
    expect(touches(shopA, change(review("shopA", 5), null))).toBe(true); // deleted from it
    expect(touches(shopA, change(review("shopA", 5), review("shopB", 5)))).toBe(true); // moved out of it
    expect(touches(shopA, change(null, review("shopB", 5)))).toBe(false);
    expect(touches(shopA, change(null, review("shopA", 5), "photos"))).toBe(false);
    expect(touches(shopA, change(null, review("shopA", 5), "reviews", "feedCounts"))).toBe(false);
  });

  it("document reads see only that document; table reads see every write to the table", () => {
    expect(touches({ component: "", kind: "document", id: "1reviews" }, change(null, review("shopB", 1)))).toBe(true);
    expect(touches({ component: "", kind: "document", id: "2reviews" }, change(null, review("shopB", 1)))).toBe(false);
    expect(touches({ component: "", kind: "table", table: "reviews" }, change(null, review("shopB", 1)))).toBe(true);
    expect(touches({ component: "", kind: "table", table: "shops" }, change(null, review("shopB", 1)))).toBe(false);
  });

  it("a commit invalidates a query when any change touches any read", () => {
    const reads: Read[] = [
      { component: "", kind: "document", id: "9users" },
      { component: "", kind: "range", table: "reviews", range: [{ type: "Eq", fieldPath: "shopId", value: "shopA" }] },
    ];
    expect(isInvalidated(reads, indexCommit([change(null, review("shopB", 1))]))).toBe(false);
    expect(
      isInvalidated(reads, indexCommit([change(null, review("shopB", 1)), change(null, review("shopA", 1))])),
    ).toBe(true);
    expect(isInvalidated([], indexCommit([change(null, review("shopA", 1))]))).toBe(false);
    const userWrite: Change = { component: "", table: "users", id: "9users", before: null, after: { name: "Ava" } };
    expect(isInvalidated(reads, indexCommit([userWrite]))).toBe(true);
    expect(isInvalidated(reads, indexCommit([{ ...userWrite, component: "feedCounts" }]))).toBe(false);
    expect(
      isInvalidated([{ component: "", kind: "table", table: "users" }], indexCommit([{ ...userWrite, id: "8users" }])),
    ).toBe(true);
  });

  it("finds the one change inside a range among many in its table, before or after it", () => {
    const reads: Read[] = [
      {
        component: "",
        kind: "range",
        table: "reviews",
        range: [
          { type: "Eq", fieldPath: "shopId", value: "shopA" },
          { type: "Gte", fieldPath: "rating", value: 3 },
        ],
      },
    ];
    const others = Array.from({ length: 200 }, (_, i) => change(null, review(`shop${i}`, 5)));
    const commit = (...changes: Change[]) => indexCommit([...others, ...changes]);
    expect(isInvalidated(reads, commit())).toBe(false);
    expect(isInvalidated(reads, commit(change(null, review("shopA", 2))))).toBe(false);
    expect(isInvalidated(reads, commit(change(null, review("shopA", 4))))).toBe(true);
    expect(isInvalidated(reads, commit(change(review("shopA", 4), review("shopB", 4))))).toBe(true);
    expect(isInvalidated(reads, commit(change(review("shopB", 4), review("shopA", 4))))).toBe(true);
  });
});
