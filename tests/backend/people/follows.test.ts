import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, signUp } from "../../support/backendHarness";

describe("follows", () => {
  it("follows and unfollows, and following twice is harmless", async () => {
    const backend = await createBackend();
    const ann = await signUp(backend);
    const bob = await signUp(backend);

    expect(await ann.as.query(api.follows.isFollowing, { userId: bob.userId })).toBe(false);
    await ann.as.mutation(api.follows.follow, { userId: bob.userId });
    await ann.as.mutation(api.follows.follow, { userId: bob.userId });
    expect(await ann.as.query(api.follows.isFollowing, { userId: bob.userId })).toBe(true);
    // Following is one-way.
    expect(await bob.as.query(api.follows.isFollowing, { userId: ann.userId })).toBe(false);
    const rows = await backend.t.run((ctx) =>
      ctx.db
        .query("follows")
        .withIndex("by_followee", (q) => q.eq("followeeId", bob.userId))
        .collect(),
    );
    expect(rows).toEqual([expect.objectContaining({ followerId: ann.userId, followeeId: bob.userId })]);

    await ann.as.mutation(api.follows.unfollow, { userId: bob.userId });
    await ann.as.mutation(api.follows.unfollow, { userId: bob.userId });
    expect(await ann.as.query(api.follows.isFollowing, { userId: bob.userId })).toBe(false);
  });

  it("refuses following oneself", async () => {
    const backend = await createBackend();
    const ann = await signUp(backend);
    await expect(ann.as.mutation(api.follows.follow, { userId: ann.userId })).rejects.toThrow(
      MESSAGES.cannotFollowSelf,
    );
    expect(await ann.as.query(api.follows.isFollowing, { userId: ann.userId })).toBe(false);
  });

  it("refuses unknown users", async () => {
    const backend = await createBackend();
    const ann = await signUp(backend);
    const shopLikeId = await backend.t.run((ctx) =>
      ctx.db.insert("geocodeCache", { key: "x", result: null, provider: "test" }),
    );
    await expect(ann.as.mutation(api.follows.follow, { userId: "not-a-user" })).rejects.toThrow(MESSAGES.userNotFound);
    await expect(ann.as.mutation(api.follows.follow, { userId: shopLikeId })).rejects.toThrow(MESSAGES.userNotFound);
    await expect(ann.as.mutation(api.follows.unfollow, { userId: "not-a-user" })).rejects.toThrow(
      MESSAGES.userNotFound,
    );
    expect(await ann.as.query(api.follows.isFollowing, { userId: "not-a-user" })).toBe(false);
  });

  it("refuses signed-out calls", async () => {
    const backend = await createBackend();
    const bob = await signUp(backend);
    await expect(backend.t.mutation(api.follows.follow, { userId: bob.userId })).rejects.toThrow(MESSAGES.signedOut);
    await expect(backend.t.mutation(api.follows.unfollow, { userId: bob.userId })).rejects.toThrow(MESSAGES.signedOut);
    await expect(backend.t.query(api.follows.isFollowing, { userId: bob.userId })).rejects.toThrow(MESSAGES.signedOut);
  });

  it("only changes the caller's own follows", async () => {
    const backend = await createBackend();
    const ann = await signUp(backend);
    const bob = await signUp(backend);
    const cy = await signUp(backend);
    await ann.as.mutation(api.follows.follow, { userId: cy.userId });
    // Bob unfollowing Cy touches only Bob's (absent) row, never Ann's.
    await bob.as.mutation(api.follows.unfollow, { userId: cy.userId });
    expect(await ann.as.query(api.follows.isFollowing, { userId: cy.userId })).toBe(true);
  });
});
