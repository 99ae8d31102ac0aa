import { beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@convex/rules/messages";
import { callerOf, createFixture, type Fixture, type Row } from "../../support/authorizationMatrix";
import { signUp } from "../../support/backendHarness";
import { publicFunctions, type PublicFunction } from "../../support/publicFunctions";
import { MATRIX } from "./index";

// The authorization matrix as a whole (docs/product.md §6, tests/support/authorizationMatrix.ts): the rows of every
// domain in tests/backend/authorization/ together. A public function without a row in one of them fails the first
// test, so every new function must be added; a suspended account is refused every public mutation and action the rows
// can call, and an account whose email is not verified exactly the ones that post, vote, follow or report.

let functions: PublicFunction[];
let f: Fixture;

beforeAll(async () => {
  functions = await publicFunctions();
  f = await createFixture();
});

function caller(fn: PublicFunction) {
  return callerOf(f, fn);
}

describe("suspended accounts", () => {
  it("are refused every public mutation and action but deleting themselves, whatever it is asked", async () => {
    const suspended = await signUp(f.backend);
    await f.backend.t.run((ctx) =>
      ctx.db.insert("suspensions", { userId: suspended.userId, moderatorId: f.owner.userId, reason: "Spam" }),
    );
    // A suspended account may still delete itself (docs/product.md §6), and call what a visitor may
    // (a read-only action, decision 30): logged out, it could anyway.
    const mutations = functions.filter((fn) => {
      const row = MATRIX[fn.name]!;
      return fn.kind !== "query" && fn.name !== "account:remove" && !("exempt" in row) && !row.signedOutReads;
    });
    expect(mutations.length).toBeGreaterThan(20);
    expect(mutations.filter((fn) => fn.kind === "action").length).toBeGreaterThan(2);
    for (const fn of mutations) {
      const row = MATRIX[fn.name] as Exclude<Row, { exempt: string }>;
      expect(await caller(fn)(suspended, row.args(f)), fn.name).toMatchObject({
        status: "error",
        errorData: MESSAGES.suspended,
      });
    }
  });
});

/** What an account whose email is not verified may not do (decision 26): post, vote, follow and report. */
const POSTING = [
  "beans:restore",
  "beans:save",
  "cheers:set",
  "comments:add",
  "comments:edit",
  "follows:follow",
  "helpfulVotes:set",
  "listEntries:add",
  "listEntries:setNote",
  "lists:create",
  "lists:createFrom",
  "lists:update",
  "photos:generateUploadUrl",
  "photos:startUpload",
  "plans:create",
  "reports:create",
  "reviews:create",
  "reviews:update",
  "shops:create",
  "shops:update",
];

describe("accounts whose email is not verified", () => {
  it("are refused posting, voting, following and reporting, and nothing else for that reason", async () => {
    const unverified = await signUp(f.backend, {}, { verified: false });
    const mutations = functions.filter((fn) => fn.kind === "mutation" && !("exempt" in MATRIX[fn.name]!));
    const refused: string[] = [];
    for (const fn of mutations) {
      const row = MATRIX[fn.name] as Exclude<Row, { exempt: string }>;
      const result = (await caller(fn)(unverified, row.args(f))) as { errorData?: unknown };
      if (result.errorData === MESSAGES.verifyEmailFirst) refused.push(fn.name);
    }
    expect(refused.sort()).toEqual(POSTING);
  });
});

describe("authorization matrix", () => {
  it("has a row for every public function, and no row for a function that is gone", () => {
    const names = functions.map((fn) => fn.name);
    expect(
      names.filter((name) => !(name in MATRIX)),
      "public functions missing from the matrix",
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((name) => !names.includes(name)),
      "rows without a function",
    ).toEqual([]);
  });
});
