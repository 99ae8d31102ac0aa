import { v } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { bestOption, shopLetter, type Tally } from "../rules/plans";
import { planAnswer, planJoin, planStatus } from "../tables/plans";
import { membersOf, optionsOf, votesOf } from "./plans";

// What the plan queries answer: the tallies are counted from the vote documents at read time, so no vote ever
// writes a shared total.

const tallyValidator = v.object({ yes: v.number(), maybe: v.number(), no: v.number() });
const votesValidator = v.array(v.object({ userId: v.id("users"), answer: planAnswer }));

export const planViewValidator = v.object({
  _id: v.id("plans"),
  title: v.string(),
  status: planStatus,
  ended: v.boolean(),
  endsAt: v.number(),
  organiserId: v.id("users"),
  organiserName: v.string(),
  chosenShopId: v.optional(v.id("shops")),
  chosenTime: v.optional(v.number()),
  /** The invite link's secret: for the organiser only, while a link is open. */
  linkToken: v.optional(v.string()),
  shops: v.array(
    v.object({
      optionId: v.id("planOptions"),
      shopId: v.id("shops"),
      letter: v.string(),
      name: v.string(),
      streetAddress: v.string(),
      city: v.string(),
      state: v.string(),
      lat: v.number(),
      lng: v.number(),
      tally: tallyValidator,
      votes: votesValidator,
    }),
  ),
  times: v.array(
    v.object({ optionId: v.id("planOptions"), time: v.number(), tally: tallyValidator, votes: votesValidator }),
  ),
  members: v.array(v.object({ userId: v.id("users"), name: v.string(), joinedBy: planJoin, answered: v.boolean() })),
  /** The options the votes favour (rules/plans.ts bestOption), when anyone said yes or maybe. */
  bestShop: v.optional(v.id("planOptions")),
  bestTime: v.optional(v.id("planOptions")),
});

export const planSummaryValidator = v.object({
  _id: v.id("plans"),
  title: v.string(),
  status: planStatus,
  ended: v.boolean(),
  endsAt: v.number(),
  isOrganiser: v.boolean(),
  chosenTime: v.optional(v.number()),
  chosenShopName: v.optional(v.string()),
});

type Vote = { userId: Id<"users">; answer: "yes" | "maybe" | "no" };

function tallyOf(votes: Vote[]): Tally {
  const tally = { yes: 0, maybe: 0, no: 0 };
  for (const vote of votes) tally[vote.answer]++;
  return tally;
}

/** Everyone in the plan whose account stands, with their names. */
async function liveMembers(ctx: Pick<QueryCtx, "db">, planId: Id<"plans">) {
  // In the order they came, the organiser first.
  const rows = (await membersOf(ctx, planId)).sort((a, b) => a._creationTime - b._creationTime);
  const users = await Promise.all(rows.map((row) => ctx.db.get("users", row.userId)));
  return rows.flatMap((row, i) => {
    const user = users[i];
    return user && user.deletedAt === undefined
      ? [{ userId: row.userId, name: user.name ?? "", joinedBy: row.joinedBy }]
      : [];
  });
}

/** The votes of each option, counted (the members' only: someone who left or was erased counts for nothing). */
async function countedOptions(ctx: Pick<QueryCtx, "db">, planId: Id<"plans">, memberIds: Set<Id<"users">>) {
  const [options, votes] = await Promise.all([optionsOf(ctx, planId), votesOf(ctx, planId)]);
  const byOption = new Map<Id<"planOptions">, Vote[]>();
  for (const vote of votes) {
    if (!memberIds.has(vote.userId)) continue;
    byOption.set(vote.optionId, [...(byOption.get(vote.optionId) ?? []), { userId: vote.userId, answer: vote.answer }]);
  }
  return options.map((option) => {
    const optionVotes = byOption.get(option._id) ?? [];
    return { option, votes: optionVotes, tally: tallyOf(optionVotes) };
  });
}

/** The plan as its page shows it to `viewerId` (a member). */
export async function planView(ctx: Pick<QueryCtx, "db">, plan: Doc<"plans">, viewerId: Id<"users">) {
  const members = await liveMembers(ctx, plan._id);
  const counted = await countedOptions(ctx, plan._id, new Set(members.map((m) => m.userId)));
  const shopOptions = counted.flatMap(({ option, ...rest }) => (option.kind === "shop" ? [{ option, ...rest }] : []));
  const shopDocs = await Promise.all(shopOptions.map(({ option }) => ctx.db.get("shops", option.shopId)));
  const shops = shopOptions.flatMap(({ option, votes, tally }, i) => {
    const shop = shopDocs[i];
    if (!shop) return [];
    const { name, streetAddress, city, state, lat, lng } = shop;
    const letter = shopLetter(i);
    return [
      { optionId: option._id, shopId: shop._id, letter, name, streetAddress, city, state, lat, lng, tally, votes },
    ];
  });
  const times = counted
    .flatMap(({ option, votes, tally }) =>
      option.kind === "time" ? [{ optionId: option._id, time: option.time, tally, votes }] : [],
    )
    .sort((a, b) => a.time - b.time);
  const answered = new Set(counted.flatMap(({ votes }) => votes.map((vote) => vote.userId)));
  const organiser = members.find((m) => m.userId === plan.organiserId);
  return {
    _id: plan._id,
    title: plan.title,
    status: plan.status,
    ended: plan.ended,
    endsAt: plan.endsAt,
    organiserId: plan.organiserId,
    organiserName: organiser?.name ?? "",
    ...(plan.chosenShopId ? { chosenShopId: plan.chosenShopId } : {}),
    ...(plan.chosenTime ? { chosenTime: plan.chosenTime } : {}),
    ...(viewerId === plan.organiserId && plan.linkToken ? { linkToken: plan.linkToken } : {}),
    shops,
    times,
    members: members.map((member) => ({ ...member, answered: answered.has(member.userId) })),
    ...bestOf("bestShop", shops),
    ...bestOf("bestTime", times),
  };
}

function bestOf<K extends string>(key: K, options: { optionId: Id<"planOptions">; tally: Tally }[]) {
  const best = bestOption(options);
  return (best ? { [key]: best.optionId } : {}) as Partial<Record<K, Id<"planOptions">>>;
}

/** The best shop and time by the votes, for the organiser's "Use the best by votes". */
export async function bestChoice(ctx: Pick<QueryCtx, "db">, plan: Doc<"plans">) {
  const members = await liveMembers(ctx, plan._id);
  const counted = await countedOptions(ctx, plan._id, new Set(members.map((m) => m.userId)));
  const withTally = counted.map(({ option, tally }) => ({ option, tally }));
  const times = withTally.filter(({ option }) => option.kind === "time");
  times.sort((a, b) => (a.option.kind === "time" && b.option.kind === "time" ? a.option.time - b.option.time : 0));
  return {
    shop: bestOption(withTally.filter(({ option }) => option.kind === "shop"))?.option ?? null,
    time: bestOption(times)?.option ?? null,
  };
}

/** A plan as "My plans" lists it. */
export async function planSummary(ctx: Pick<QueryCtx, "db">, plan: Doc<"plans">, viewerId: Id<"users">) {
  const shop = plan.chosenShopId ? await ctx.db.get("shops", plan.chosenShopId) : null;
  return {
    _id: plan._id,
    title: plan.title,
    status: plan.status,
    ended: plan.ended,
    endsAt: plan.endsAt,
    isOrganiser: plan.organiserId === viewerId,
    ...(plan.chosenTime ? { chosenTime: plan.chosenTime } : {}),
    ...(shop ? { chosenShopName: shop.name } : {}),
  };
}
