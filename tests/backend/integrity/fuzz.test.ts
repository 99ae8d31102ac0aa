import fc from "fast-check";
import { makeFunctionReference } from "convex/server";
import type { JSONValue } from "convex/values";
import { beforeAll, beforeEach, afterEach, describe, expect, it, vi } from "vitest";
import schema from "@convex/schema";
import { createBackend, finishScheduled, signUp } from "../../support/backendHarness";
import { insertShop, reviewDoc, snapshotTables } from "../../support/testData";
import { publicFunctions, type PublicFunction } from "../../support/publicFunctions";
import type { SandboxBackend } from "../../../sandbox/backend";
import { arbitraryFor, malformedFor, matches, type IdPool } from "../../support/validatorArbitrary";

// Random and malformed arguments to every public function (mutations and actions above all, queries
// too) must end in one of the app's clear answers: success, a ConvexError whose data is a message,
// or Convex's own argument validation error when the arguments do not match the validator. Never
// an internal error (TypeError, schema mismatch, ...). A refused call leaves the database unchanged.
// New public functions are fuzzed automatically; only the rows below are left out, with the reason.

const EXEMPT: Record<string, string> = {
  "auth:signIn":
    "@convex-dev/auth's endpoint: its own plain Errors ('Invalid credentials') reach the client only as 'Server Error'",
  "auth:signOut": "@convex-dev/auth's endpoint, no arguments",
  "auth:isAuthenticated": "@convex-dev/auth's endpoint, no arguments",
};

/** Tables a refused call may still write, with the reason. */
const WRITES_WHEN_REFUSED: Record<string, { tables: string[]; why: string }> = {
  "account:remove": {
    tables: ["authRateLimits"],
    why: "a wrong password is a failed sign-in to @convex-dev/auth, which counts it to slow guessing",
  },
  "osmImports:start": {
    tables: ["osmImports"],
    why: "an import an earlier run started ends (Overpass unreachable here) while later runs are checked",
  },
};

const RUNS = { mutation: 30, action: 20, query: 12 } as const;
const TABLES = Object.keys(schema.tables);

type Outcome =
  | { kind: "success" }
  | { kind: "clear"; message: string }
  | { kind: "validation"; message: string }
  | { kind: "internal"; message: string };

let backend: SandboxBackend;
let as: Awaited<ReturnType<typeof signUp>>["as"];
let ids: IdPool;
let functions: PublicFunction[];

beforeAll(async () => {
  functions = await publicFunctions();
  backend = await createBackend();
  // A city import's Overpass question is refused at once here (nothing listens on port 9), never sent out.
  process.env.OVERPASS_URL = "http://127.0.0.1:9/api/interpreter";
  const owner = await signUp(backend);
  const other = await signUp(backend);
  as = owner.as;
  // A moderator, so the moderation functions are fuzzed past their role check.
  await backend.t.run((ctx) => ctx.db.patch("users", owner.userId, { role: "moderator" }));
  const shop = await backend.t.run(async (ctx) => (await ctx.db.get("shops", await insertShop(ctx, owner.userId)))!);
  const gone = await backend.t.run(
    async (ctx) =>
      (await ctx.db.get("shops", await insertShop(ctx, other.userId, { name: "Gone", streetAddress: "2 Gone St" })))!,
  );
  const { review, storageId, goneUser, beanEdit } = await backend.t.run(async (ctx) => {
    const reviewId = await ctx.db.insert("reviews", reviewDoc(shop, other.userId));
    await ctx.db.delete(gone._id);
    const goneUser = await ctx.db.insert("users", { name: "Gone" });
    await ctx.db.delete(goneUser);
    const storageId = await ctx.storage.store(new Blob(["not an image"], { type: "text/plain" }));
    const beanEdit = await ctx.db.insert("beanEdits", {
      shopId: shop._id,
      editorId: other.userId,
      editorName: "Other",
      before: [],
      after: [],
    });
    return { review: (await ctx.db.get(reviewId))!, storageId, goneUser, beanEdit };
  });
  ids = {
    users: [owner.userId, other.userId, goneUser],
    shops: [shop._id, gone._id],
    reviews: [review._id],
    beanEdits: [beanEdit],
    _storage: [storageId],
  };
});

beforeEach(() => {
  // Failures the app logs on purpose (e.g. a geocoder that fails) would only add noise.
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "log").mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function run(fn: PublicFunction, args: JSONValue): Promise<Outcome> {
  try {
    const given = args as Record<string, never>;
    if (fn.kind === "query") await as.query(makeFunctionReference<"query">(fn.name), given);
    else if (fn.kind === "mutation") await as.mutation(makeFunctionReference<"mutation">(fn.name), given);
    else await as.action(makeFunctionReference<"action">(fn.name), given);
    return { kind: "success" };
  } catch (error) {
    const data = (error as { data?: unknown }).data;
    if ((error as Error).name === "ConvexError" && typeof data === "string" && data.length > 0)
      return { kind: "clear", message: data };
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    if (error instanceof Error && error.message.startsWith("Validator error")) return { kind: "validation", message };
    // convex-test 0.0.60's argument validator crashes on null where an object is expected
    // (Object.getPrototypeOf(null) in isSimpleObject); a deployment's validator refuses it cleanly.
    if (error instanceof TypeError && error.stack?.includes("validateFunctionArgs"))
      return { kind: "validation", message };
    return { kind: "internal", message };
  }
}

async function check(fn: PublicFunction, args: JSONValue) {
  const watched = TABLES.filter((table) => !WRITES_WHEN_REFUSED[fn.name]?.tables.includes(table));
  const before = await snapshotTables(backend.t, watched);
  const outcome = await run(fn, args);
  const wellTyped = matches(fn.args, args, ids);
  const shown = JSON.stringify(args)?.slice(0, 300);
  expect(outcome.kind, `${fn.name}(${shown}) → ${"message" in outcome ? outcome.message : "success"}`).not.toBe(
    "internal",
  );
  if (wellTyped) {
    // Valid arguments never fail on the way to the database (a schema mismatch is an internal error).
    expect(outcome.kind, `${fn.name}(${shown}) passed the validator but failed inside`).not.toBe("validation");
  } else {
    expect(outcome.kind, `${fn.name}(${shown}) accepted arguments its validator refuses`).toBe("validation");
  }
  if (outcome.kind !== "success") {
    expect(await snapshotTables(backend.t, watched), `${fn.name}(${shown}) was refused but changed the database`).toBe(
      before,
    );
  }
}

describe("fuzzing every public function", () => {
  it("knows every public function", () => {
    expect(functions.length).toBeGreaterThan(10);
    for (const name of Object.keys(EXEMPT)) expect(functions.map((fn) => fn.name)).toContain(name);
  });

  it.each(["mutation", "action", "query"] as const)(
    "every public %s answers random and malformed arguments clearly",
    async (kind) => {
      const targets = functions.filter((fn) => fn.kind === kind && !(fn.name in EXEMPT));
      for (const fn of targets) {
        await fc.assert(
          fc.asyncProperty(fc.oneof(arbitraryFor(fn.args, ids), malformedFor(fn.args, ids)), (args) => check(fn, args)),
          { numRuns: RUNS[kind], seed: Number(process.env.FUZZ_SEED ?? 20261121), endOnFailure: true },
        );
        // The jobs its accepted calls scheduled end here, not while the next function is checked.
        await finishScheduled(backend);
      }
    },
  );
});
