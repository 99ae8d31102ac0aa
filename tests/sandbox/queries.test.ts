// The sandbox answers index lookups from its own document index (sandbox/documentIndex.ts); inside
// a mutation they must still see the mutation's own writes, as convex-test and a deployment do.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import type { RunningSandbox } from "../../sandbox/server";
import { startTestSandbox } from "../support/sandboxInProcess";

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox?.close();
});

describe("index lookups inside a mutation", () => {
  it("see the mutation's own writes that hold the range's values, and only those", async () => {
    const [ana, bo, cy] = await sandbox.backend.t.run(async (ctx) => {
      const ids: Id<"users">[] = [];
      for (const lastName of ["Ana", "Bo", "Cy"])
        ids.push(await ctx.db.insert("users", { firstName: "Index", lastName, email: `${lastName}@index.test` }));
      // Committed before the mutation below: Ana follows Bo.
      await ctx.db.insert("follows", { followerId: ids[0], followeeId: ids[1] });
      return ids;
    });

    const seen = await sandbox.backend.t.run(async (ctx) => {
      const followersOf = async (followeeId: Id<"users">) =>
        (
          await ctx.db
            .query("follows")
            .withIndex("by_followee", (q) => q.eq("followeeId", followeeId))
            .collect()
        )
          .map((row) => row.followerId)
          .sort();
      const follows = async (followerId: Id<"users">, followeeId: Id<"users">) =>
        (
          await ctx.db
            .query("follows")
            .withIndex("by_follower_followee", (q) => q.eq("followerId", followerId).eq("followeeId", followeeId))
            .collect()
        ).length;
      await ctx.db.insert("follows", { followerId: cy, followeeId: bo });
      const cyFollowsAna = await ctx.db.insert("follows", { followerId: cy, followeeId: ana });
      const before = {
        ofBo: await followersOf(bo),
        ofAna: await followersOf(ana),
        cyAna: await follows(cy, ana),
        cyBo: await follows(cy, bo),
      };
      // One write moves out of a range and into another; the committed row moves too.
      await ctx.db.patch("follows", cyFollowsAna, { followeeId: cy });
      const committed = (await ctx.db
        .query("follows")
        .withIndex("by_follower_followee", (q) => q.eq("followerId", ana).eq("followeeId", bo))
        .unique())!;
      await ctx.db.patch("follows", committed._id, { followeeId: cy });
      const after = {
        ofBo: await followersOf(bo),
        ofAna: await followersOf(ana),
        ofCy: await followersOf(cy),
        anaBo: await follows(ana, bo),
      };
      return { before, after };
    });

    expect(seen.before).toEqual({ ofBo: [ana, cy].sort(), ofAna: [cy], cyAna: 1, cyBo: 1 });
    expect(seen.after).toEqual({ ofBo: [cy], ofAna: [], ofCy: [ana, cy].sort(), anaBo: 0 });
  });
});
