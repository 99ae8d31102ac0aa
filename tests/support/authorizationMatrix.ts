import type { JSONValue } from "convex/values";
import { beforeAll, describe, expect, it } from "vitest";
import type { Doc, Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import type { CallResult, SandboxBackend } from "../../sandbox/backend";
import { createBackend, establish, finishScheduled, signUp } from "./backendHarness";
import { createListWorld, type ListWorld } from "./listFixture";
import { createPlanWorld, type PlanWorld } from "./planFixture";
import { publicFunctions, type PublicFunction } from "./publicFunctions";
import { insertShop, pngBytes, reviewDoc, storeFile, uploadPhoto } from "./testData";

// The authorization matrix (docs/product.md §6, docs/QUALITY.md): every public function of convex/
// has a row. A row says how to call it with valid arguments, and proves that a signed-out caller is refused and, where it
// touches one user's own data, that another user is refused or cannot affect the owner. The rows are kept by domain,
// as convex/tables/ keeps the tables: tests/backend/authorization/ holds people.ts, shops.ts, reviews.ts, activity.ts
// and moderation.ts, and tests/backend/authorization/<domain>.test.ts runs each with `checkRows`.
// tests/backend/authorization/matrix.test.ts joins them: a public function without a row fails its first test, so
// every new function must be added to its domain's rows.

export type Actor = Awaited<ReturnType<typeof signUp>>;
export type Fixture = {
  backend: SandboxBackend;
  owner: Actor;
  other: Actor;
  shop: Doc<"shops">;
  review: Doc<"reviews">;
  /** Another review of the owner's, to delete; and one of the other user's, for the owner to vote on. */
  doomed: Doc<"reviews">;
  theirReview: Doc<"reviews">;
  /** Someone for the owner to block and unblock, so owner and other stay free to follow each other. */
  stranger: Actor;
  /** An account that deletes itself (account:remove). */
  leaver: Actor;
  /** An edit of the shop's bean list, to restore. */
  beanEdit: Id<"beanEdits">;
  /** The owner's photo uploads: one to register, one to discard, one another user tries to discard. */
  files: { registered: Id<"_storage">; spare: Id<"_storage">; kept: Id<"_storage"> };
  /** Shared lists of their own owner (tests/support/listFixture.ts). */
  lists: ListWorld;
  /** The owner's comments: on the other's review, on their own review, and one to delete. */
  comments: { onTheirs: Id<"comments">; onOwn: Id<"comments">; doomed: Id<"comments"> };
  /** Coffee plans of their own organiser (tests/support/planFixture.ts). */
  plans: PlanWorld;
};

export type Row =
  | { exempt: string }
  | {
      args: (f: Fixture) => Record<string, JSONValue>;
      /** Default: refused with 'Please log in to continue.'. Otherwise why a null answer is right. */
      signedOutNull?: string;
      /** Why a signed-out caller may read it: the same for every viewer, it reads no session (a shared cache). */
      signedOutReads?: string;
      /** Who the successful call is made as (default: the owner), for a call that would end the fixture's owner. */
      caller?: (f: Fixture) => Actor;
      /** Acts as `other` and proves the owner's data is out of reach, or says why that does not apply. */
      otherUser: string | ((f: Fixture, call: Caller) => Promise<void>);
    };

export type Caller = (who: Actor | null, args: Record<string, JSONValue>) => Promise<CallResult>;

export const PUBLIC_TO_SIGNED_IN =
  "readable by every signed-in user (docs/product.md §6: anyone signed in can open any shop or profile)";
export const OPEN_TO_VISITORS =
  "a visitor following a shared shop or profile link reads it too (decision 15); it holds nothing private and reads no session, so a deployment caches one result for all viewers";
export const SAME_FOR_EVERYONE =
  "the same for every viewer and holds nothing private: it reads no session, so a deployment caches one result for all viewers";

/** A user's badges: the rows that add shops and reviews check that they count on the caller's, never the owner's. */
export const badgesOf = (f: Fixture, who: Actor) =>
  f.backend.t.run((ctx) =>
    ctx.db
      .query("badges")
      .withIndex("by_user", (q) => q.eq("userId", who.userId))
      .unique(),
  );

/**
 * The world the rows run in: an owner (also a moderator) and another user, both established, a shop with reviews by each,
 * an edit of its bean list, the owner's uploads, a stranger to block and an account that deletes itself.
 */
export async function createFixture(): Promise<Fixture> {
  const backend = await createBackend();
  const owner = await signUp(backend);
  const other = await signUp(backend);
  // Established, so their votes and presence count and the rows can see them.
  await establish(backend, owner.userId);
  await establish(backend, other.userId);
  const shop = await backend.t.run(async (ctx) => (await ctx.db.get("shops", await insertShop(ctx, owner.userId)))!);
  const review = await backend.t.run(
    async (ctx) => (await ctx.db.get(await ctx.db.insert("reviews", reviewDoc(shop, owner.userId))))!,
  );
  const doomed = await backend.t.run(
    async (ctx) => (await ctx.db.get(await ctx.db.insert("reviews", reviewDoc(shop, owner.userId))))!,
  );
  const theirReview = await backend.t.run(
    async (ctx) => (await ctx.db.get(await ctx.db.insert("reviews", reviewDoc(shop, other.userId))))!,
  );
  const beanEdit = await backend.t.run((ctx) =>
    ctx.db.insert("beanEdits", {
      shopId: shop._id,
      editorId: other.userId,
      editorName: "Other",
      before: [{ name: "Kept", roast: "Dark", notes: "", origin: "" }],
      after: [],
    }),
  );
  const files = {
    registered: await storeFile(backend, pngBytes(1), "image/png"),
    spare: await uploadPhoto(backend, owner, pngBytes(2)),
    kept: await uploadPhoto(backend, owner, pngBytes(3)),
  };
  const stranger = await signUp(backend);
  const leaver = await signUp(backend);
  // The owner is also a moderator (the moderation rows run as them); a reported shop for them to act on.
  await backend.t.run((ctx) => ctx.db.patch(owner.userId, { role: "moderator" }));
  await backend.call(
    "mutation",
    "reports:create",
    { kind: "shop", itemId: shop._id, reason: "wrongInfo" },
    other.token,
  );
  const lists = await createListWorld(backend, shop);
  // The owner has been to the shop they reviewed (its row inserted as reviews.create would mark it).
  await backend.t.run((ctx) => ctx.db.insert("savedShops", { userId: owner.userId, shopId: shop._id, list: "been" }));
  const comment = (reviewId: Id<"reviews">, text: string) =>
    backend.t.run((ctx) =>
      ctx.db.insert("comments", { reviewId, authorId: owner.userId, threadAt: Date.now(), text, mentions: [] }),
    );
  const comments = {
    onTheirs: await comment(theirReview._id, "Owner's words"),
    onOwn: await comment(review._id, "Owner on own review"),
    doomed: await comment(theirReview._id, "To delete"),
  };
  return {
    backend,
    owner,
    other,
    stranger,
    leaver,
    shop,
    review,
    doomed,
    theirReview,
    beanEdit,
    files,
    lists,
    plans: await createPlanWorld(backend),
    comments,
  };
}

/** Calls a public function by name as `who` (null: signed out). */
export function callerOf(f: Fixture, fn: PublicFunction): Caller {
  return (who, args) => f.backend.call(fn.kind, fn.name, args, who?.token ?? null);
}

/**
 * One test for each row that is not exempt: signed out, with a forged token, as the owner and as another user. The
 * rows of one domain run in their order against one fixture, made before the first.
 */
export function checkRows(title: string, matrix: Record<string, Row>): void {
  let functions: PublicFunction[];
  let f: Fixture;
  const caller = (fn: PublicFunction) => callerOf(f, fn);

  beforeAll(async () => {
    functions = await publicFunctions();
    f = await createFixture();
  });

  describe(title, () => {
    const rows = Object.entries(matrix).filter(
      (entry): entry is [string, Exclude<Row, { exempt: string }>] => !("exempt" in entry[1]),
    );

    it.each(rows)("%s: refuses a signed-out caller, works for its owner, keeps other users out", async (name, row) => {
      const fn = functions.find((candidate) => candidate.name === name);
      expect(fn, `${name} is not a public function`).toBeDefined();
      const call = caller(fn!);
      // The jobs of the rows before have ended: a count a job was still writing would differ between the calls.
      await finishScheduled(f.backend);

      const signedOut = await call(null, row.args(f));
      if (row.signedOutNull) expect(signedOut).toEqual({ status: "success", value: null });
      else if (row.signedOutReads) expect(signedOut).toEqual(await call(f.owner, row.args(f)));
      else expect(signedOut).toMatchObject({ status: "error", errorData: MESSAGES.signedOut });

      // A forged or expired token is no better than none.
      const forged = await f.backend.call(fn!.kind, name, row.args(f), `${f.owner.token.slice(0, -4)}AAAA`);
      expect(forged.status).toBe("error");

      expect(await call(row.caller?.(f) ?? f.owner, row.args(f))).toMatchObject({ status: "success" });

      if (typeof row.otherUser === "function") await row.otherUser(f, call);
      else expect(row.otherUser.length).toBeGreaterThan(10);
    });
  });
}
