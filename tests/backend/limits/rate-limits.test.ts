import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { RATE_LIMITS, type RateLimitName } from "@convex/model/rateLimits";
import { MESSAGES } from "@convex/rules/messages";
import type { SandboxBackend } from "../../../sandbox/backend";
import { createBackend, establish, signUp } from "../../support/backendHarness";
import { insertPlan, tomorrow, type PlanRows } from "../../support/planData";
import { conversationSpenders } from "../../support/commentWrites";
import { startCityImport } from "../../support/importWrites";
import { editShopAs } from "../../support/shopWrites";
import { REVIEW, insertReview, insertShop, pngBytes, shopInput, storeFile } from "../../support/testData";

type Actor = Awaited<ReturnType<typeof signUp>>;

/**
 * One entry per limit: how one call spends one unit as `actor`. Every limit in
 * convex/model/rateLimits.ts must have an entry (checked below), so a new limit comes with its proof.
 */
const SPENDERS: Record<
  RateLimitName,
  ((backend: SandboxBackend, actor: Actor, i: number) => Promise<unknown>) | "pending"
> = {
  geocode: (_backend, actor, i) =>
    actor.as.action(api.geocoding.geocodeCity, { query: i % 2 ? "Boston MA" : "Portland ME" }),
  // Established, so the new-account allowance (below) does not run out first.
  createReview: async (backend, actor) => {
    await establish(backend, actor.userId);
    const shopId = await backend.t.run((ctx) => insertShop(ctx, actor.userId));
    return actor.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [] });
  },
  upload: (_backend, actor) => actor.as.mutation(api.photos.generateUploadUrl, {}),
  // Follow and unfollow alternate, as a toggling script would; both spend the same limit.
  follow: async (backend, actor, i) => {
    const target = (targets.get(backend) ?? targets.set(backend, await signUp(backend)).get(backend))!;
    return actor.as.mutation(i % 2 ? api.follows.unfollow : api.follows.follow, { userId: target.userId });
  },
  createShop: async (backend, actor) => {
    await establish(backend, actor.userId);
    return actor.as.mutation(api.shops.create, shopInput());
  },
  // A new account adding shops: its daily allowance runs out long before the shop limit.
  newAccountPosts: (_backend, actor) => actor.as.mutation(api.shops.create, shopInput()),
  // Each edit changes the hours, starting from the version it read, as the edit form does.
  editShop: async (backend, actor, i) => {
    const shopId = (shops.get(backend) ??
      shops.set(backend, await backend.t.run((ctx) => insertShop(ctx, actor.userId))).get(backend))!;
    return editShopAs(backend, actor, shopId, { hours: `Daily ${i % 12}am-5pm` });
  },
  saveBeans: async (backend, actor, i) => {
    const shopId = (shops.get(backend) ??
      shops.set(backend, await backend.t.run((ctx) => insertShop(ctx, actor.userId))).get(backend))!;
    return actor.as.mutation(api.beans.save, {
      shopId,
      beans: [{ name: `Lot ${i}`, roast: "Light", notes: "cherry", origin: "Kenya" }],
    });
  },
  updateProfile: (_backend, actor, i) => actor.as.mutation(api.users.updateProfile, { favCafe: `Cafe number ${i}` }),
  // Each edit changes the text of the actor's own review, as the edit form does.
  editReview: async (backend, actor, i) => {
    const reviewId = reviews.get(actor.userId) ?? (await ownReview(backend, actor));
    return actor.as.mutation(api.reviews.update, { reviewId, ...REVIEW, text: `Edit number ${i}`, photos: [] });
  },
  // Blocking and unblocking one person, as a toggling script would; both spend the same limit.
  block: async (backend, actor, i) => {
    const target = (targets.get(backend) ?? targets.set(backend, await signUp(backend)).get(backend))!;
    return actor.as.mutation(i % 2 ? api.blocks.unblock : api.blocks.block, { userId: target.userId });
  },
  // Marking someone else's review helpful and taking it back, as a toggling script would.
  helpfulVote: async (backend, actor, i) => {
    const target = (targets.get(backend) ?? targets.set(backend, await signUp(backend)).get(backend))!;
    const reviewId = reviews.get(target.userId) ?? (await ownReview(backend, target));
    return actor.as.mutation(api.helpfulVotes.set, { reviewId, helpful: i % 2 === 0 });
  },
  ...conversationSpenders(theirs),
  // Reporting one new shop after another (one report per item, so each call needs its own).
  report: async (backend, actor) => {
    const target = (targets.get(backend) ?? targets.set(backend, await signUp(backend)).get(backend))!;
    const shopId = await backend.t.run((ctx) => insertShop(ctx, target.userId));
    return actor.as.mutation(api.reports.create, { kind: "shop", itemId: shopId, reason: "spam" });
  },
  // Guessing the password on the delete-account form: each wrong guess is refused and counts.
  deleteAccount: (_backend, actor, i) =>
    actor.as.action(api.account.remove, { password: `guess-${i}` }).catch((error: { data?: unknown }) => {
      if (error.data !== MESSAGES.wrongPassword) throw error;
    }),
  // Signing up with one email again and again: the first creates the account, the rest are refused as
  // failed sign-ups, and all count.
  signUpPerEmail: (backend, actor) =>
    backend.t
      .action(api.auth.signIn, {
        provider: "password",
        params: { ...actor.params, email: `again-${actor.userId}@brewmap.test`, flow: "signUp" },
      })
      .catch((error: { data?: unknown }) => {
        if (error.data !== MESSAGES.signupFailed) throw error;
      }),
  // Saving one shop to a list and taking it off, as a toggling script would.
  saveShop: async (backend, actor, i) => {
    const shopId = (shops.get(backend) ??
      shops.set(backend, await backend.t.run((ctx) => insertShop(ctx, actor.userId))).get(backend))!;
    return actor.as.mutation(api.saved.set, { shopId, list: "wantToTry", saved: i % 2 === 0 });
  },
  markRead: (_backend, actor, i) => actor.as.mutation(api.notifications.markRead, { upTo: i }),
  discardUploads: (_backend, actor) => actor.as.mutation(api.photos.discardUploads, { storageIds: [] }),
  // Registering one's own upload again and again (harmless to the upload, each call still counts).
  registerUpload: async (backend, actor) => {
    const storageId = files.get(actor.userId) ?? (await storeFile(backend, pngBytes(files.size), "image/png"));
    files.set(actor.userId, storageId);
    return actor.as.action(api.photos.registerUpload, { storageId });
  },
  // A moderator dismissing the reports on one shop again and again (a refused act would count nothing:
  // its mutation is undone with the limit's unit).
  moderate: async (backend, actor) => {
    const target = (targets.get(backend) ?? targets.set(backend, await signUp(backend)).get(backend))!;
    let shopId = shops.get(backend);
    if (shopId === undefined) {
      shopId = await backend.t.run((ctx) => insertShop(ctx, actor.userId));
      shops.set(backend, shopId);
      await target.as.mutation(api.reports.create, { kind: "shop", itemId: shopId, reason: "spam" });
    }
    await backend.t.run((ctx) => ctx.db.patch("users", actor.userId, { role: "moderator" }));
    return actor.as.mutation(api.moderation.act, { subject: `shop:${shopId}`, action: "dismiss", reason: "Checked" });
  },
  cityImport: startCityImport,
  // Making lists; renaming one's own list; noting one entry again and again (decision 32).
  createList: (_backend, actor, i) =>
    actor.as.mutation(api.lists.create, { title: `List ${i}`, description: "", visibility: "private", ranked: false }),
  editList: async (backend, actor, i) =>
    actor.as.mutation(api.lists.update, { listId: (await ownList(backend, actor)).listId, title: `Renamed ${i}` }),
  listEntry: async (backend, actor, i) =>
    actor.as.mutation(api.listEntries.setNote, { entryId: (await ownList(backend, actor)).entryId, note: `Note ${i}` }),
  // Making plans; the organiser opening a new link again and again; one voter changing their mind.
  createPlan: async (backend, actor, i) =>
    actor.as.mutation(api.plans.create, {
      title: `Plan ${i}`,
      shopIds: (await ownPlan(backend, actor)).shopIds,
      times: [tomorrow()],
      invitees: [],
    }),
  editPlan: async (backend, actor) =>
    actor.as.mutation(api.planMembers.createLink, { planId: (await ownPlan(backend, actor)).planId }),
  planVote: async (backend, actor, i) => {
    const plan = await ownPlan(backend, actor);
    return actor.as.mutation(api.plans.vote, {
      planId: plan.planId,
      optionId: plan.shops[0]!,
      answer: i % 2 ? "yes" : "no",
    });
  },
  // Refuses quietly (the panel is forgotten when its beats stop): proved in rate-limit-coverage.test.ts.
  leavePresence: "pending",
  // A moderator vouching for one member again and again (convex/trust.ts).
  vouch: async (backend, actor) => {
    await backend.t.run((ctx) => ctx.db.patch(actor.userId, { role: "moderator" }));
    const target = (targets.get(backend) ?? targets.set(backend, await signUp(backend)).get(backend))!;
    return actor.as.mutation(api.trust.establish, { userId: target.userId });
  },
  // Refuses nothing (the follow or vote still happens; only the notification is left out): proved in
  // activity/notification-abuse.test.ts.
  notifyPerActor: "pending",
  // Refuses quietly (the viewer is just not counted): proved in activity/presence.test.ts.
  heartbeat: "pending",
  // Spent only 3 minutes apart (one code per address at a time): proved in accounts/lockout-attacks.test.ts.
  verificationEmails: "pending",
  // One bucket for all visitors together (key "visitors"), not per user: proved in map/visitors.test.ts.
  visitorCitySearch: "pending",
};

/** Each user's open plan of two shops and a time, written straight into the database (spending no limit). */
const plans = new Map<Id<"users">, PlanRows>();
async function ownPlan(backend: SandboxBackend, actor: Actor) {
  const made = plans.get(actor.userId) ?? (await backend.t.run((ctx) => insertPlan(ctx, actor.userId)));
  plans.set(actor.userId, made);
  return made;
}

/** Each user's list with one entry, written straight into the database (spending no limit). */
const lists = new Map<Id<"users">, { listId: Id<"lists">; entryId: Id<"listEntries"> }>();
async function ownList(backend: SandboxBackend, actor: Actor) {
  const known = lists.get(actor.userId);
  if (known) return known;
  const made = await backend.t.run(async (ctx) => {
    const list = {
      ownerId: actor.userId,
      title: "Mine",
      description: "",
      visibility: "private" as const,
      ranked: false,
    };
    const listId = await ctx.db.insert("lists", list);
    const shopId = await insertShop(ctx, actor.userId);
    const entryId = await ctx.db.insert("listEntries", {
      listId,
      shopId,
      note: "",
      orderKey: "a0",
      addedBy: actor.userId,
    });
    return { listId, entryId };
  });
  lists.set(actor.userId, made);
  return made;
}

/** The shop the edit and bean proofs change, one per backend. */
const shops = new Map<SandboxBackend, Awaited<ReturnType<typeof insertShop>>>();

/** The file each user's registration proof registers. */
const files = new Map<Id<"users">, Id<"_storage">>();

/** The user the follow proof follows and unfollows, one per backend. */
const targets = new Map<SandboxBackend, Actor>();

/** Each user's review the edit and vote proofs use, written straight into the database (spending no limit). */
const reviews = new Map<Id<"users">, Id<"reviews">>();
/** The review of the backend's target person (someone else's, to comment on and cheer). */
async function theirs(backend: SandboxBackend): Promise<Id<"reviews">> {
  const target = (targets.get(backend) ?? targets.set(backend, await signUp(backend)).get(backend))!;
  return reviews.get(target.userId) ?? (await ownReview(backend, target));
}
async function ownReview(backend: SandboxBackend, actor: Actor): Promise<Id<"reviews">> {
  const reviewId = await backend.t.run(async (ctx) =>
    insertReview(ctx, await insertShop(ctx, actor.userId), actor.userId),
  );
  reviews.set(actor.userId, reviewId);
  return reviewId;
}

const RATE_LIMITED = /^Too many requests\. Please try again in (\d+) seconds\.$/;

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const data = (error as { data?: unknown }).data;
    return typeof data === "string" ? data : String(error);
  }
  throw new Error("expected the call to be refused");
}

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {}); // reset codes are logged without AUTH_RESEND_KEY
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("rate limits", () => {
  it("has a proof for every limit", () => {
    expect(Object.keys(SPENDERS).sort()).toEqual(Object.keys(RATE_LIMITS).sort());
  });

  const active = Object.entries(SPENDERS).filter(([, spend]) => spend !== "pending") as [
    RateLimitName,
    (backend: SandboxBackend, actor: Actor, i: number) => Promise<unknown>,
  ][];

  it.each(active)(
    "%s: allows its burst, then says when to try again, per user, and refills with time",
    async (name, spend) => {
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["Date"] });
      const backend = await createBackend();
      const [actor, other] = [await signUp(backend), await signUp(backend)];
      const { capacity, rate, period } = RATE_LIMITS[name];

      for (let i = 0; i < capacity; i++) await spend(backend, actor, i);
      const message = await refusal(spend(backend, actor, capacity));
      const seconds = Number(RATE_LIMITED.exec(message)?.[1]);
      expect(message).toBe(MESSAGES.rateLimited(seconds));
      // One unit comes back every period / rate.
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(Math.ceil(period / rate / 1000));

      // Someone else is not held back by it.
      await spend(backend, other, 0);

      // After the wait it tells, the same user may go again.
      vi.setSystemTime(Date.now() + seconds * 1000 + 10);
      await spend(backend, actor, capacity + 1);
    },
  );

  it("sends one reset code per email a few minutes, whatever its case, before looking the account up", async () => {
    const backend = await createBackend();
    const email = "nobody-here@brewmap.test";
    const reset = (address: string) =>
      backend.t.action(api.auth.signIn, { provider: "password", params: { flow: "reset", email: address } }).then(
        () => "answered",
        (error: { data?: unknown }) => String(error.data),
      );
    // Unknown account: answered as for any account, and the request still counts.
    expect(await reset(email)).toBe("answered");
    expect(await reset(` ${email.toUpperCase()} `)).toBe(MESSAGES.codeSentRecently);
    expect(await reset("someone-else@brewmap.test")).toBe("answered");
  });
});
