import { api, internal } from "@convex/_generated/api";
import { createBackend, establish, finishScheduled, signUp } from "./backendHarness";
import { tomorrow } from "./planData";
import { editShopAs } from "./shopWrites";
import { REVIEW, insertShop, shopInput, uploadPhoto } from "./testData";

// An account that has done a bit of everything the app records about a person: Leo adds a shop, reviews
// with a photo, votes, follows and is followed, saves, blocks and is blocked, reports and is reported,
// edits a shop and a bean list, owns a shared list and edits another, organises a coffee plan and votes in another, leaves an upload unattached, gets notifications and feed rows, has a
// review hidden by a moderator and is suspended. A table a person owns gets a row here too
// (docs/changing-it.md), so tests/backend/accounts/personal-data.test.ts can see it erased.

export async function busyAccount() {
  const backend = await createBackend();
  const leo = await signUp(backend, { firstName: "Leo", lastName: "Leaving" });
  const sam = await signUp(backend, { firstName: "Sam", lastName: "Staying" });
  const mod = await signUp(backend, { firstName: "Mo", lastName: "Moderator" });
  for (const user of [leo, sam, mod]) await establish(backend, user.userId);
  await backend.t.mutation(internal.moderation.grant, { email: mod.params.email });

  const samShop = await backend.t.run((ctx) => insertShop(ctx, sam.userId, { name: "Sam's Shop" }));
  const leoShop = await leo.as.mutation(api.shops.create, shopInput({ name: "Leo's Find", streetAddress: "9 Ln" }));
  await leo.as.mutation(api.follows.follow, { userId: sam.userId });
  await sam.as.mutation(api.follows.follow, { userId: leo.userId });
  const photo = await uploadPhoto(backend, leo);
  const leoReview = await leo.as.mutation(api.reviews.create, { shopId: samShop, ...REVIEW, photos: [photo] });
  const hidden = await leo.as.mutation(api.reviews.create, { shopId: leoShop._id, ...REVIEW, photos: [] });
  await uploadPhoto(backend, leo); // never attached
  const samReview = await sam.as.mutation(api.reviews.create, { shopId: leoShop._id, ...REVIEW, photos: [] });
  await sam.as.mutation(api.helpfulVotes.set, { reviewId: leoReview, helpful: true });
  await leo.as.mutation(api.helpfulVotes.set, { reviewId: samReview, helpful: true });
  // Leo comments on Sam's review (mentioning Sam) and cheers it; Sam comments on Leo's and cheers Leo's shop.
  await leo.as.mutation(api.comments.add, { reviewId: samReview, text: "Nice one @Sam", mentions: [] });
  await leo.as.mutation(api.cheers.set, { targetId: samReview, cheered: true });
  await sam.as.mutation(api.comments.add, { reviewId: leoReview, text: "Agreed!", mentions: [] });
  await sam.as.mutation(api.cheers.set, { targetId: leoShop._id, cheered: true });
  await leo.as.mutation(api.saved.set, { shopId: samShop, list: "favourite", saved: true });
  await leo.as.mutation(api.blocks.block, { userId: mod.userId });
  await mod.as.mutation(api.blocks.block, { userId: leo.userId });
  const report = { reason: "other", note: "Just testing" };
  await leo.as.mutation(api.reports.create, { kind: "review", itemId: samReview, ...report });
  await sam.as.mutation(api.reports.create, { kind: "review", itemId: hidden, ...report });
  await editShopAs(backend, leo, leoShop._id, { hours: "Daily 7am-5pm" });
  // Leo's own list, and Sam's, which Leo edits and adds to (Sam follows Leo, so may invite him).
  const list = { description: "", visibility: "friends" as const, ranked: false };
  const leoList = await leo.as.mutation(api.lists.create, { title: "Leo's picks", ...list });
  await leo.as.mutation(api.listEntries.add, { listId: leoList, shopId: samShop, note: "Great flat white" });
  const samList = await sam.as.mutation(api.lists.create, { title: "Sam's picks", ...list });
  await sam.as.mutation(api.lists.inviteEditor, { listId: samList, userId: leo.userId });
  await leo.as.mutation(api.listEntries.add, { listId: samList, shopId: leoShop._id });
  // Leo's coffee plan with Sam in it, and Sam's, which Leo is invited to; Leo votes in both.
  const plan = { shopIds: [samShop, leoShop._id], times: [tomorrow()] };
  const leoPlan = await leo.as.mutation(api.plans.create, { title: "Leo's coffee", ...plan, invitees: [sam.userId] });
  const samPlan = await sam.as.mutation(api.plans.create, { title: "Sam's coffee", ...plan, invitees: [leo.userId] });
  for (const planId of [leoPlan, samPlan]) {
    const [option] = (await leo.as.query(api.plans.get, { planId })).shops;
    await leo.as.mutation(api.plans.vote, { planId, optionId: option!.optionId, answer: "yes" });
  }
  const beans = [{ name: "Leo's Lot", roast: "Light", notes: "", origin: "" }];
  await leo.as.mutation(api.beans.save, { shopId: samShop, beans });
  await finishScheduled(backend);
  await mod.as.mutation(api.moderation.act, { subject: `review:${samReview}`, action: "dismiss", reason: "Fine." });
  await mod.as.mutation(api.moderation.act, { subject: `review:${hidden}`, action: "hide", reason: "Off topic." });
  await backend.t.run((ctx) =>
    ctx.db.insert("suspensions", { userId: leo.userId, moderatorId: mod.userId, reason: "Spam" }),
  );
  await finishScheduled(backend);
  return { backend, leo, sam, mod };
}
