// A function's result as Convex's JSON encoding writes it, without re-encoding what is already JSON.
import { convexToJson, type JSONValue, type Value } from "convex/values";

/** Whether `value` is already its own Convex JSON: no bigint, bytes, NaN, ±Infinity, -0 or undefined inside. */
function isJson(value: unknown): boolean {
  switch (typeof value) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(value) && !Object.is(value, -0);
    case "object": {
      if (value === null) return true;
      if (Array.isArray(value)) return value.every(isJson);
      if (Object.getPrototypeOf(value) !== Object.prototype) return false;
      for (const key in value) if (!isJson((value as Record<string, unknown>)[key])) return false;
      return true;
    }
    default:
      return false;
  }
}

/**
 * `convexToJson` for a value convex-test decoded from a function's own JSON: objects already have
 * their fields in Convex's (sorted) order, so a value holding only JSON types is its own encoding.
 */
export function wireJson(value: Value): JSONValue {
  return isJson(value) ? (value as JSONValue) : convexToJson(value);
}
