// `npm run bench`: the user-facing calls that different people make at the same moment, each pair
// checked for what Convex's optimistic concurrency would do with them on a deployment: a pair
// conflicts when one call's reads meet the other's writes (sandbox/conflicts.ts). Budget: none do.
import type { JSONValue } from "convex/values";
import { afterAll, describe, expect, it } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import type { Identity, SandboxBackend } from "../../sandbox/backend";
import { conflicts, footprint, jobConflicts, type Footprint } from "../../sandbox/conflicts";
import { createBackend, establish, finishScheduled, newUserParams, signUp } from "../support/backendHarness";
import { insertPlan } from "../support/planData";
import { insertReview, insertShop, REVIEW } from "../support/testData";
import { bucketForFile } from "../support/bucketForFile";
import { conversationPairs } from "./conversationConflicts";
import { tilePairs } from "./mapConflicts";

// With the photo bucket configured, as a deployment serving 10,000 people would be: the jobs that publish the
// map's regions and the shops' panels (decisions 40 and 42) are in each call's footprint.
bucketForFile();

export type Person = { userId: Id<"users">; identity: Identity };
export type Call = { kind: "mutation" | "action"; path: string; args: JSONValue; as: Person | null };
export type Pair = { name: string; setUp: (backend: SandboxBackend) => Promise<[Call, Call]> };

async function person(backend: SandboxBackend): Promise<Person> {
  const { userId, token } = await signUp(backend);
  await establish(backend, userId);
  const identity = await backend.identity(token);
  if (identity === null || identity === "invalid") throw new Error("no identity");
  return { userId, identity };
}

const shopAt = (backend: SandboxBackend, ownerId: Id<"users">, lat: number, lng: number, name: string) =>
  backend.t.run((ctx) => insertShop(ctx, ownerId, { name, streetAddress: `${name} St`, lat, lng }));
const review = (shopId: Id<"shops">, as: Person): Call => ({
  kind: "mutation",
  path: "reviews:create",
  args: { shopId, ...REVIEW, photos: [] },
  as,
});

const PAIRS: Pair[] = [
  {
    name: "two reviews of one shop",
    setUp: async (backend) => {
      const [owner, a, b] = [await person(backend), await person(backend), await person(backend)];
      const shopId = await shopAt(backend, owner.userId, 42.35, -71.06, "Shared Cup");
      return [review(shopId, a), review(shopId, b)];
    },
  },
  {
    name: "reviews of two shops in one map tile",
    setUp: async (backend) => {
      const [owner, a, b] = [await person(backend), await person(backend), await person(backend)];
      const first = await shopAt(backend, owner.userId, 42.3512, -71.0612, "First Cup");
      const second = await shopAt(backend, owner.userId, 42.3514, -71.0614, "Second Cup");
      return [review(first, a), review(second, b)];
    },
  },
  {
    name: "two follows of one person",
    setUp: async (backend) => {
      const [star, a, b] = [await person(backend), await person(backend), await person(backend)];
      const follow = (as: Person): Call => ({
        kind: "mutation",
        path: "follows:follow",
        args: { userId: star.userId },
        as,
      });
      return [follow(a), follow(b)];
    },
  },
  {
    name: "two Helpful votes on one review",
    setUp: async (backend) => {
      const [writer, a, b] = [await person(backend), await person(backend), await person(backend)];
      const reviewId = await backend.t.run(async (ctx) =>
        insertReview(ctx, await insertShop(ctx, writer.userId), writer.userId),
      );
      const vote = (as: Person): Call => ({
        kind: "mutation",
        path: "helpfulVotes:set",
        args: { reviewId, helpful: true },
        as,
      });
      return [vote(a), vote(b)];
    },
  },
  {
    name: "a review and a presence join on one shop",
    setUp: async (backend) => {
      const [owner, a, b] = [await person(backend), await person(backend), await person(backend)];
      const shopId = await shopAt(backend, owner.userId, 42.35, -71.06, "Busy Cup");
      return [
        review(shopId, a),
        { kind: "mutation", path: "presence:join", args: { shopId, sessionId: crypto.randomUUID() }, as: b },
      ];
    },
  },
  {
    name: "a review and a beans edit on one shop",
    setUp: async (backend) => {
      const [owner, a, b] = [await person(backend), await person(backend), await person(backend)];
      const shopId = await shopAt(backend, owner.userId, 42.35, -71.06, "Bean Cup");
      const beans = [{ name: "Kochere", roast: "Light", notes: "jasmine", origin: "Ethiopia" }];
      return [review(shopId, a), { kind: "mutation", path: "beans:save", args: { shopId, beans }, as: b }];
    },
  },
  {
    name: "two sign-ups",
    setUp: async () => {
      const signUpCall = (): Call => ({
        kind: "action",
        path: "auth:signIn",
        args: { provider: "password", params: { ...newUserParams(), flow: "signUp" } },
        as: null,
      });
      return [signUpCall(), signUpCall()];
    },
  },
  {
    name: "two saves of one shop",
    setUp: async (backend) => {
      const [owner, a, b] = [await person(backend), await person(backend), await person(backend)];
      const shopId = await shopAt(backend, owner.userId, 42.35, -71.06, "Saved Cup");
      const save = (as: Person): Call => ({
        kind: "mutation",
        path: "saved:set",
        args: { shopId, list: "wantToTry", saved: true },
        as,
      });
      return [save(a), save(b)];
    },
  },
  {
    name: "two editors adding shops to one list",
    setUp: async (backend) => {
      const { owner, editor, listId } = await sharedList(backend);
      const [first, second] = [
        await shopAt(backend, owner.userId, 42.35, -71.06, "Listed One"),
        await shopAt(backend, owner.userId, 42.36, -71.07, "Listed Two"),
      ];
      const add = (as: Person, shopId: Id<"shops">): Call => ({
        kind: "mutation",
        path: "listEntries:add",
        args: { listId, shopId },
        as,
      });
      return [add(owner, first), add(editor, second)];
    },
  },
  {
    name: "two editors moving entries of one list",
    setUp: async (backend) => {
      const { owner, editor, entries } = await sharedList(backend);
      const [a, b, c, d] = entries;
      const move = (as: Person, entryId: string, after: string | null, before: string | null): Call => ({
        kind: "mutation",
        path: "listEntries:move",
        args: { entryId, after, before },
        as,
      });
      // Both saw a, b, c, d: one drops d between a and b, the other drops c at the top, above a. (Dropping an
      // entry next to one the other is moving at that moment reads what the other writes: Convex retries it.)
      return [move(owner, d!, a!, b!), move(editor, c!, null, a!)];
    },
  },
  {
    name: "two people voting on one plan, on the same option",
    setUp: async (backend) => {
      const { a, b, plan } = await planOfThree(backend);
      return [vote(a, plan.planId, plan.shops[0]!, "yes"), vote(b, plan.planId, plan.shops[0]!, "no")];
    },
  },
  {
    name: "a vote on a plan while another person joins it by its link",
    setUp: async (backend) => {
      const { a, plan } = await planOfThree(backend);
      const joiner = await person(backend);
      return [
        vote(a, plan.planId, plan.times[0]!, "maybe"),
        { kind: "mutation", path: "planMembers:joinByLink", args: { token: PLAN_LINK }, as: joiner },
      ];
    },
  },
  ...conversationPairs(person),
  ...tilePairs(person),
];

const PLAN_LINK = "ConflictConflictConflict";

/** An open plan of an organiser with two people in it, its link open (written straight into the database). */
async function planOfThree(backend: SandboxBackend) {
  const [organiser, a, b] = [await person(backend), await person(backend), await person(backend)];
  const plan = await backend.t.run((ctx) =>
    insertPlan(ctx, organiser.userId, { members: [a.userId, b.userId], linkToken: PLAN_LINK }),
  );
  return { organiser, a, b, plan };
}

const vote = (as: Person, planId: string, optionId: string, answer: string): Call => ({
  kind: "mutation",
  path: "plans:vote",
  args: { planId, optionId, answer },
  as,
});

/** A list with four entries, its owner and an editor (written straight into the database). */
async function sharedList(backend: SandboxBackend) {
  const [owner, editor] = [await person(backend), await person(backend)];
  const shops: Id<"shops">[] = [];
  for (let i = 0; i < 4; i++) shops.push(await shopAt(backend, owner.userId, 42.3 + i / 100, -71, `Entry ${i}`));
  const { listId, entries } = await backend.t.run(async (ctx) => {
    const listId = await ctx.db.insert("lists", {
      ownerId: owner.userId,
      title: "Shared",
      description: "",
      visibility: "private",
      ranked: true,
    });
    await ctx.db.insert("listEditors", { listId, userId: editor.userId });
    const entries: string[] = [];
    for (const [i, shopId] of shops.entries())
      entries.push(await ctx.db.insert("listEntries", { listId, shopId, note: "", orderKey: `a${i}` }));
    return { listId, entries };
  });
  return { owner, editor, listId, entries };
}

const rows: { name: string; where: string[]; jobs: string[]; reads: number[]; writes: number[] }[] = [];

afterAll(() => {
  const table = [
    "| calls at the same moment | reads (first, second) | writes (first, second) | a call conflicts on | a job conflicts on |",
    "|---|---:|---:|---|---|",
    ...rows.map(
      (row) =>
        `| ${row.name} | ${row.reads.join(", ")} | ${row.writes.join(", ")} | ${row.where.join(", ") || "none"} | ${row.jobs.join(", ") || "none"} |`,
    ),
  ].join("\n");
  console.log(
    `\nConflicts (npm run bench, tests/bench/conflicts.test.ts), ${new Date().toISOString().slice(0, 10)}:\n\n${table}\n`,
  );
});

describe("user-facing calls made at the same moment by different people", () => {
  it.each(PAIRS)("$name do not conflict", async ({ name, setUp }) => {
    const backend = await createBackend();
    const [first, second] = await setUp(backend);
    await finishScheduled(backend);
    const run = async (call: Call): Promise<Footprint> => {
      const ran = await footprint(backend, call.kind, call.path, call.args, call.as?.identity ?? null, () =>
        finishScheduled(backend),
      );
      expect(ran.result.status, `${call.path}: ${JSON.stringify(ran.result)}`).toBe("success");
      return ran;
    };
    const [a, b] = [await run(first), await run(second)];
    const where = conflicts(a, b);
    const jobs = jobConflicts(a, b);
    rows.push({
      name,
      where,
      jobs,
      reads: [a.reads.length, b.reads.length],
      writes: [a.writes.length, b.writes.length],
    });
    expect(where, name).toEqual([]);
  });
});

// The one conflict plans allow: the organiser's choice rewrites the plan, which every vote reads to see that
// voting is open. Convex then runs the vote again, and the vote is refused with a message that says why.
describe("the organiser deciding while someone votes", () => {
  it("conflicts on the plan alone, and the vote run again is refused clearly", async () => {
    const backend = await createBackend();
    const { organiser, a, plan } = await planOfThree(backend);
    const decide: Call = {
      kind: "mutation",
      path: "plans:decide",
      args: { planId: plan.planId, shopOptionId: plan.shops[1]!, timeOptionId: plan.times[0]! },
      as: organiser,
    };
    const ballot = vote(a, plan.planId, plan.shops[0]!, "yes");
    const ran = (call: Call) => footprint(backend, call.kind, call.path, call.args, call.as?.identity ?? null);
    const [first, second] = [await ran(ballot), await ran(decide)];
    expect(second.result.status).toBe("success");
    expect(conflicts(first, second)).toEqual([expect.stringContaining("plans")]);
    const retried = await ran(ballot);
    expect(retried.result).toMatchObject({ status: "error", errorData: MESSAGES.planVotingClosed });
  });
});
