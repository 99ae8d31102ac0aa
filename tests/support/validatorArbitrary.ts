import fc from "fast-check";
import type { JSONValue } from "convex/values";
import type { ValidatorJson } from "./publicFunctions";

/** Ids the fuzzer may use, per table: real ones from the fixture and ones of deleted documents. */
export type IdPool = Record<string, string[]>;

// Text an attacker or a clumsy paste would send: empty, blank, huge, markup, scripts, odd Unicode.
const NASTY_STRINGS = [
  "",
  " ",
  "\t\n",
  "x".repeat(10_000),
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "'; DROP TABLE shops; --",
  "\u0000",
  "🙂☕️",
  "e\u0301",
  "\u202eevil",
  "__proto__",
  "constructor",
  "MA",
  "BOSTON",
  "Latte",
  "Medium",
  "Hot",
  "https://example.com",
];

const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
);

const nastyNumber = fc.oneof(
  fc.integer({ min: -10, max: 10 }),
  fc.double(),
  fc.constantFrom(0, -0, 1, 5, 6, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 0.5, Number.NaN, Infinity, -Infinity),
);

/** `paginationOptsValidator`: its cursors are Convex's opaque tokens, so only the page size is fuzzed. */
function isPaginationOpts(validator: ValidatorJson): boolean {
  return validator.type === "object" && "numItems" in validator.value && "cursor" in validator.value;
}

const paginationOpts = fc.record({
  numItems: fc.oneof(
    fc.integer({ min: -5, max: 20 }),
    fc.constantFrom(0, 0.5, 1e6, Number.MAX_SAFE_INTEGER, Number.NaN, Infinity),
  ),
  cursor: fc.constant(null),
}) as fc.Arbitrary<JSONValue>;

/** Values that match `validator`, chosen to be awkward. */
export function arbitraryFor(validator: ValidatorJson, ids: IdPool): fc.Arbitrary<JSONValue> {
  if (isPaginationOpts(validator)) return paginationOpts;
  switch (validator.type) {
    case "null":
      return fc.constant(null);
    case "number":
      return nastyNumber as fc.Arbitrary<JSONValue>;
    case "boolean":
      return fc.boolean();
    case "string":
      return nastyString;
    case "literal":
      return fc.constant(validator.value);
    case "id": {
      const pool = ids[validator.tableName] ?? [];
      return pool.length ? fc.constantFrom(...pool) : fc.constant("no-such-table-id");
    }
    case "array":
      return fc.array(arbitraryFor(validator.value, ids), { maxLength: 6 });
    case "union":
      return fc.oneof(...validator.value.map((member) => arbitraryFor(member, ids)));
    case "object": {
      const entries = Object.entries(validator.value);
      const record: Record<string, fc.Arbitrary<JSONValue>> = {};
      for (const [key, field] of entries) record[key] = arbitraryFor(field.fieldType, ids);
      // Optional fields are left out at random.
      const requiredKeys = entries.filter(([, field]) => !field.optional).map(([key]) => key);
      return fc.record(record, { requiredKeys }) as fc.Arbitrary<JSONValue>;
    }
    case "record":
      return fc.dictionary(nastyString, arbitraryFor(validator.values.fieldType, ids), {
        maxKeys: 4,
      }) as fc.Arbitrary<JSONValue>;
    default:
      return fc.jsonValue() as fc.Arbitrary<JSONValue>;
  }
}

/** Arguments that are wrong: random JSON, or a valid shape with one field of the wrong type or missing. */
export function malformedFor(validator: ValidatorJson, ids: IdPool): fc.Arbitrary<JSONValue> {
  const randomJson = fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 5 }),
  );
  if (validator.type !== "object" || Object.keys(validator.value).length === 0)
    return randomJson as fc.Arbitrary<JSONValue>;
  const keys = Object.keys(validator.value);
  const broken = fc
    .tuple(
      arbitraryFor(validator, ids),
      fc.constantFrom(...keys),
      fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 1 })),
    )
    .map(([valid, key, replacement]) => {
      const copy = { ...(valid as Record<string, JSONValue>) };
      if (replacement === undefined) delete copy[key];
      else copy[key] = replacement as JSONValue;
      return copy as JSONValue;
    });
  return fc.oneof(randomJson as fc.Arbitrary<JSONValue>, broken);
}

/** Whether `value` passes `validator`, as Convex checks arguments (ids: a string that names the table). */
export function matches(validator: ValidatorJson, value: unknown, ids: IdPool): boolean {
  switch (validator.type) {
    case "any":
      return true;
    case "null":
      return value === null;
    case "number":
      return typeof value === "number";
    case "bigint":
      return typeof value === "bigint";
    case "boolean":
      return typeof value === "boolean";
    case "string":
      return typeof value === "string";
    case "bytes":
      return value instanceof ArrayBuffer;
    case "literal":
      return value === validator.value;
    case "id":
      return typeof value === "string" && (ids[validator.tableName] ?? []).includes(value);
    case "array":
      return Array.isArray(value) && value.every((item) => matches(validator.value, item, ids));
    case "union":
      return validator.value.some((member) => matches(member, value, ids));
    case "record":
      return (
        typeof value === "object" &&
        value !== null &&
        !Array.isArray(value) &&
        Object.values(value).every((item) => matches(validator.values.fieldType, item, ids))
      );
    case "object": {
      if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
      const record = value as Record<string, unknown>;
      if (Object.keys(record).some((key) => !(key in validator.value))) return false;
      return Object.entries(validator.value).every(([key, field]) =>
        record[key] === undefined ? field.optional : matches(field.fieldType, record[key], ids),
      );
    }
  }
}
