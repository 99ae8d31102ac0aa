import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { FOLLOWED_REVIEWERS_LIMIT, PEOPLE_SEARCH_LIMIT, SUGGESTION_LIMIT } from "@convex/rules/people";
import { createBackend, finishScheduled, signUp } from "../../support/backendHarness";
import { REVIEW, insertShop } from "../../support/testData";
import type { SandboxBackend } from "../../../sandbox/backend";

const userDoc = (backend: SandboxBackend, userId: Id<"users">) => backend.t.run((ctx) => ctx.db.get(userId));
/** A person's follow counts as `viewer` sees them on their profile. */
const countsOf = async (viewer: Awaited<ReturnType<typeof signUp>>, userId: Id<"users">) =>
  (await viewer.as.query(api.people.profile, { userId }))!.counts;

describe("people search", () => {
  it("finds people by name, whatever the case, from part of a word, never the caller", async () => {
    const backend = await createBackend();
    const me = await signUp(backend, { firstName: "Ava", lastName: "Searcher" });
    const ava = await signUp(backend, { firstName: "Ava", lastName: "Chen", yourCity: "Boston", yourState: "MA" });
    await signUp(backend, { firstName: "Benjamin", lastName: "Ortiz" });
    const names = async (text: string) => (await me.as.query(api.search.people, { text })).map((person) => person.name);

    expect(await names("ava")).toEqual(["Ava Chen"]);
    expect(await names("AVA CH")).toEqual(["Ava Chen"]);
    expect(await names("benj")).toEqual(["Benjamin Ortiz"]);
    expect(await names("  ")).toEqual([]);
    expect(await names("nobody")).toEqual([]);
    const [match] = await me.as.query(api.search.people, { text: "chen" });
    expect(match).toEqual({ _id: ava.userId, name: "Ava Chen", home: "Boston, MA", reviewCount: 0 });
  });

  it("ranks fuller matches first, lists at most the limit, and follows renames", async () => {
    const backend = await createBackend();
    const me = await signUp(backend);
    for (let i = 0; i < PEOPLE_SEARCH_LIMIT + 3; i++)
      await signUp(backend, { firstName: "Sam", lastName: `Brewer${i}` });
    const cleo = await signUp(backend, { firstName: "Cleo", lastName: "Sam" });
    const found = await me.as.query(api.search.people, { text: "sam brewer1" });
    expect(found).toHaveLength(PEOPLE_SEARCH_LIMIT);
    // As a deployment's search index returns them: both words (brewer1 whole, then begun), then the
    // equal matches of "sam" alone, newest first, so Cleo Sam comes third.
    expect(found.map((person) => person.name)).toEqual([
      "Sam Brewer1",
      "Sam Brewer10",
      "Cleo Sam",
      "Sam Brewer9",
      "Sam Brewer8",
      "Sam Brewer7",
      "Sam Brewer6",
      "Sam Brewer5",
    ]);
    expect(found[2]!._id).toBe(cleo.userId);

    await cleo.as.mutation(api.users.updateProfile, { firstName: "Cleopatra" });
    expect((await me.as.query(api.search.people, { text: "cleopat" })).map((person) => person.name)).toEqual([
      "Cleopatra Sam",
    ]);
  });

  it("refuses signed-out callers", async () => {
    const backend = await createBackend();
    await expect(backend.t.query(api.search.people, { text: "ava" })).rejects.toThrow(MESSAGES.signedOut);
    await expect(backend.t.query(api.people.suggestions, {})).rejects.toThrow(MESSAGES.signedOut);
  });
});

describe("follow counts and lists", () => {
  it("counts followers and following once per follow, the followee's just after the follow, and back down on unfollow", async () => {
    const backend = await createBackend();
    const ann = await signUp(backend);
    const bob = await signUp(backend);
    const cy = await signUp(backend);
    expect(await countsOf(ann, bob.userId)).toEqual({ followers: 0, following: 0 });

    await ann.as.mutation(api.follows.follow, { userId: bob.userId });
    await ann.as.mutation(api.follows.follow, { userId: bob.userId });
    await cy.as.mutation(api.follows.follow, { userId: bob.userId });
    await bob.as.mutation(api.follows.follow, { userId: ann.userId });
    // The followee's count follows a moment later (convex/totals.ts, decision 25).
    await finishScheduled(backend);
    expect(await countsOf(ann, bob.userId)).toEqual({ followers: 2, following: 1 });
    expect(await countsOf(bob, ann.userId)).toEqual({ followers: 1, following: 1 });

    await ann.as.mutation(api.follows.unfollow, { userId: bob.userId });
    await ann.as.mutation(api.follows.unfollow, { userId: bob.userId });
    await finishScheduled(backend);
    expect(await countsOf(ann, bob.userId)).toEqual({ followers: 1, following: 1 });
    expect(await countsOf(ann, ann.userId)).toEqual({ followers: 1, following: 0 });
    // An id that is no user's has no counts.
    const gone = await backend.t.run(async (ctx) => {
      const id = await ctx.db.insert("users", { name: "Gone" });
      await ctx.db.delete(id);
      return id;
    });
    expect(await ann.as.query(api.people.profile, { userId: gone })).toBeNull();
  });

  it("lists followers and following newest first, a page at a time", async () => {
    const backend = await createBackend();
    const star = await signUp(backend, { firstName: "Star", lastName: "Barista" });
    const fans = [];
    for (let i = 0; i < 3; i++) {
      const fan = await signUp(backend, { firstName: "Fan", lastName: `Number${i}` });
      await fan.as.mutation(api.follows.follow, { userId: star.userId });
      await star.as.mutation(api.follows.follow, { userId: fan.userId });
      fans.push(fan);
    }
    const first = await fans[0]!.as.query(api.follows.followers, {
      userId: star.userId,
      paginationOpts: { numItems: 2, cursor: null },
    });
    expect(first.page.map((person) => person.name)).toEqual(["Fan Number2", "Fan Number1"]);
    expect(first.isDone).toBe(false);
    const rest = await fans[0]!.as.query(api.follows.followers, {
      userId: star.userId,
      paginationOpts: { numItems: 2, cursor: first.continueCursor },
    });
    expect(rest.page).toEqual([{ userId: fans[0]!.userId, name: "Fan Number0" }]);

    const following = await star.as.query(api.follows.following, {
      userId: star.userId,
      paginationOpts: { numItems: 10, cursor: null },
    });
    expect(following.page.map((person) => person.userId)).toEqual(fans.map((fan) => fan.userId).reverse());
    // The same for everyone, a visitor too, as the profile they are on (decision 39: no session read).
    const asVisitor = await backend.t.query(api.follows.following, {
      userId: star.userId,
      paginationOpts: { numItems: 10, cursor: null },
    });
    expect(asVisitor.page).toEqual(following.page);
  });
});

describe("people to follow", () => {
  async function reviewer(
    backend: SandboxBackend,
    shopId: Id<"shops">,
    reviews: number,
    profile: { firstName: string; yourCity?: string; yourState?: string },
  ) {
    const user = await signUp(backend, { lastName: "Reviewer", ...profile });
    for (let i = 0; i < reviews; i++)
      await user.as.mutation(api.reviews.create, {
        shopId,
        ...REVIEW,
        text: `Visit ${i} by ${profile.firstName}.`,
        photos: [],
      });
    return user;
  }

  it("suggests the most active reviewers of the viewer's city first, then of anywhere, never those followed or oneself", async () => {
    const backend = await createBackend();
    const me = await signUp(backend, { firstName: "Viewer", yourCity: " boston ", yourState: "ma" });
    const shopId = await backend.t.run((ctx) => insertShop(ctx, me.userId));
    const local1 = await reviewer(backend, shopId, 1, { firstName: "LocalOne", yourCity: "Boston", yourState: "MA" });
    const local3 = await reviewer(backend, shopId, 3, { firstName: "LocalThree", yourCity: "BOSTON", yourState: "MA" });
    const far4 = await reviewer(backend, shopId, 4, { firstName: "FarFour", yourCity: "Denver", yourState: "CO" });
    await signUp(backend, { firstName: "Quiet", yourCity: "Boston", yourState: "MA" }); // no reviews: not suggested
    await me.as.mutation(api.reviews.create, { shopId, ...REVIEW, text: "My own.", photos: [] });

    const ids = async () => (await me.as.query(api.people.suggestions, {})).map((person) => person._id);
    expect(await ids()).toEqual([local3.userId, local1.userId, far4.userId]);
    await me.as.mutation(api.follows.follow, { userId: local3.userId });
    expect(await ids()).toEqual([local1.userId, far4.userId]);

    // Moving city changes who is local.
    await me.as.mutation(api.users.updateProfile, { yourCity: "Denver", yourState: "CO" });
    expect((await ids())[0]).toBe(far4.userId);
  });

  it(`suggests at most ${SUGGESTION_LIMIT}`, async () => {
    const backend = await createBackend();
    const me = await signUp(backend, { firstName: "Viewer" });
    const shopId = await backend.t.run((ctx) => insertShop(ctx, me.userId));
    for (let i = 0; i < SUGGESTION_LIMIT + 2; i++) await reviewer(backend, shopId, 1, { firstName: `Active${i}` });
    expect(await me.as.query(api.people.suggestions, {})).toHaveLength(SUGGESTION_LIMIT);
  });

  it("keeps a user's review count with their badge counter", async () => {
    const backend = await createBackend();
    const me = await signUp(backend, { yourCity: "Boston", yourState: "MA" });
    expect(await userDoc(backend, me.userId)).toMatchObject({
      following: 0,
      reviewCount: 0,
      homeKey: "MA|BOSTON",
    });
    const shopId = await backend.t.run((ctx) => insertShop(ctx, me.userId));
    await me.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [] });
    expect(await userDoc(backend, me.userId)).toMatchObject({ reviewCount: 1 });
    await me.as.mutation(api.users.updateProfile, { yourCity: "Cambridge" });
    expect(await userDoc(backend, me.userId)).toMatchObject({ homeKey: "MA|CAMBRIDGE" });
  });
});

describe("followed reviewers of a shop", () => {
  it("names the people the viewer follows who reviewed the shop, at most the limit", async () => {
    const backend = await createBackend();
    const me = await signUp(backend);
    const shopId = await backend.t.run((ctx) => insertShop(ctx, me.userId));
    const otherShop = await backend.t.run((ctx) =>
      insertShop(ctx, me.userId, { name: "Other", streetAddress: "2 Other St" }),
    );
    expect(await me.as.query(api.people.followedReviewers, { shopId })).toEqual({ people: [], more: false });

    const stranger = await signUp(backend, { firstName: "Stranger" });
    await stranger.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [] });
    const friends = [];
    for (let i = 0; i <= FOLLOWED_REVIEWERS_LIMIT; i++) {
      const friend = await signUp(backend, { firstName: "Friend", lastName: `No${i}` });
      await me.as.mutation(api.follows.follow, { userId: friend.userId });
      friends.push(friend);
    }
    await friends[0]!.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [] });
    await friends[1]!.as.mutation(api.reviews.create, { shopId: otherShop, ...REVIEW, photos: [] });
    expect(await me.as.query(api.people.followedReviewers, { shopId })).toEqual({
      people: [{ userId: friends[0]!.userId, name: "Friend No0" }],
      more: false,
    });

    for (const friend of friends.slice(1))
      await friend.as.mutation(api.reviews.create, { shopId, ...REVIEW, text: "Me too.", photos: [] });
    const all = await me.as.query(api.people.followedReviewers, { shopId });
    expect(all.people).toHaveLength(FOLLOWED_REVIEWERS_LIMIT);
    expect(all.more).toBe(true);
    expect(all.people.map((person) => person.userId)).not.toContain(stranger.userId);
    await expect(backend.t.query(api.people.followedReviewers, { shopId })).rejects.toThrow(MESSAGES.signedOut);
  });
});
