import type { JSONValue } from "convex/values";
import { expect } from "vitest";
import { MESSAGES } from "@convex/rules/messages";
import type { Caller, Fixture, Row } from "../../support/authorizationMatrix";

// The authorization matrix's rows for city imports from OpenStreetMap (convex/osmImports.ts): moderators only.
// tests/backend/authorization/imports.test.ts runs them; tests/support/authorizationMatrix.ts says what a row proves.

/** A member is refused, and no import is started and none previewed changes state. */
async function refusedToMember(f: Fixture, call: Caller, args: Record<string, JSONValue>) {
  const snapshot = () =>
    f.backend.t.run(async (ctx) => {
      const imports = await ctx.db.query("osmImports").collect();
      return {
        count: imports.length,
        previewed: imports.filter((row) => row.status === "previewed").map((row) => row._id),
      };
    });
  const before = await snapshot();
  expect(await call(f.other, args)).toMatchObject({ status: "error", errorData: MESSAGES.moderatorsOnly });
  expect(await snapshot()).toEqual(before);
}

const AREA = { south: 42.35, west: -71.07, north: 42.36, east: -71.05 };

export const IMPORT_ROWS: Record<string, Row> = {
  "osmImports:start": {
    args: () => ({ area: AREA }),
    otherUser: (f, call) => refusedToMember(f, call, { area: AREA }),
  },
  "osmImports:cancel": {
    args: (f) => ({ importId: f.imports.toCancel }),
    otherUser: (f, call) => refusedToMember(f, call, { importId: f.imports.toConfirm }),
  },
  "osmImports:confirm": {
    args: (f) => ({ importId: f.imports.toConfirm }),
    otherUser: (f, call) => refusedToMember(f, call, { importId: f.imports.toConfirm }),
  },
  "osmImports:latest": { args: () => ({}), otherUser: (f, call) => refusedToMember(f, call, {}) },
};
