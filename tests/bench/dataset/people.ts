import type { Doc, Id } from "@convex/_generated/dataModel";
import { DRINKS, PROFILE_MILKS, ROASTS, TEMPS } from "@convex/rules/catalog";
import type { Sizes } from "../dataset";
import { inBatches, type Seeding } from "./seeding";

// The data set's people: users, who follows whom, and the counters kept with them (badges and the
// people fields).

/** Users and their (empty) badges. */
export async function insertUsers({ t, pick, sized }: Seeding, sizes: Sizes): Promise<Id<"users">[]> {
  const userDocs = Array.from({ length: sizes.users }, (_, i) => ({
    name: `Bench User${i}`,
    email: `bench${i}@brewmap.test`,
    firstName: "Bench",
    lastName: `User${i}`,
    isActive: true,
    selectedRoast: pick(ROASTS),
    cafeDrink: pick(DRINKS),
    cafeMilk: pick(PROFILE_MILKS),
    cafeTemp: pick(TEMPS),
    favCafe: "",
    homeDrink: pick(DRINKS),
    homeMilk: pick(PROFILE_MILKS),
    homeTemp: pick(TEMPS),
    yourCity: "",
    yourState: "",
    about: "",
    // Long-standing members: their votes and presence count (rules/trust.ts), the costly case.
    establishedAt: 0,
  }));
  const users: Id<"users">[] = [];
  await inBatches(t, userDocs, 1000, async (ctx, doc) => users.push(await ctx.db.insert("users", sized("users", doc))));
  return users;
}

/** Follows: unique random pairs. One very social user follows sizes.heavyFollows people; the rest at random. */
export async function insertFollows({ t, rand, sized }: Seeding, sizes: Sizes, users: Id<"users">[]) {
  const pairs = new Set<string>(Array.from({ length: sizes.heavyFollows }, (_, i) => `0:${i + 1}`));
  while (pairs.size < sizes.follows) {
    const a = Math.floor(rand() * users.length);
    const b = Math.floor(rand() * users.length);
    if (a !== b) pairs.add(`${a}:${b}`);
  }
  const following = new Map<Id<"users">, number>();
  const followers = new Map<Id<"users">, number>();
  const followeesOf = new Map<Id<"users">, Id<"users">[]>();
  await inBatches(t, [...pairs], 4000, (ctx, pair) => {
    const [follower, followee] = pair.split(":").map((i) => users[Number(i)]!);
    following.set(follower!, (following.get(follower!) ?? 0) + 1);
    followers.set(followee!, (followers.get(followee!) ?? 0) + 1);
    followeesOf.set(follower!, [...(followeesOf.get(follower!) ?? []), followee!]); // ~10 each
    return ctx.db.insert("follows", sized("follows", { followerId: follower!, followeeId: followee! }));
  });
  const keenestFollower = [...following.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  const typicalFollower = [...following.entries()].sort((a, b) => a[1] - b[1])[Math.floor(following.size / 2)]![0];
  return { follows: pairs.size, following, followers, followeesOf, keenestFollower, typicalFollower };
}

/** Badge counters that match the records, and the people fields kept with each user. */
export async function insertBadges(
  { t, sized }: Seeding,
  users: Id<"users">[],
  shops: Doc<"shops">[],
  counts: {
    perUser: Map<Id<"users">, number>;
    followers: Map<Id<"users">, number>;
    following: Map<Id<"users">, number>;
  },
) {
  const { perUser, followers, following } = counts;
  const cafes = new Map<Id<"users">, Doc<"shops">[]>();
  for (const shop of shops) cafes.set(shop.submittedBy, [...(cafes.get(shop.submittedBy) ?? []), shop]);
  await inBatches(t, users, 2000, async (ctx, userId) => {
    const added = cafes.get(userId) ?? [];
    // The people fields kept with them (convex/model/people.ts); home: the city of the user's first shop.
    await ctx.db.patch("users", userId, {
      reviewCount: perUser.get(userId) ?? 0,
      following: following.get(userId) ?? 0,
      ...(added[0] ? { homeKey: `${added[0].state}|${added[0].city}` } : {}),
    });
    // The follower count in its own row (convex/model/followerCounts.ts), as the follow jobs keep it.
    if (followers.get(userId)) await ctx.db.insert("followerCounts", { userId, followers: followers.get(userId)! });
    return ctx.db.insert(
      "badges",
      sized("badges", {
        userId,
        cafes: added.length,
        photos: 0,
        reviews: perUser.get(userId) ?? 0,
        cities: [...new Set(added.map((s) => `${s.city}, ${s.state}`))],
      }),
    );
  });
}
