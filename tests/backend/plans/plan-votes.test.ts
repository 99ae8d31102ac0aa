import { afterEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { PLAN_END_DELAY, planDecidedText } from "@convex/rules/plans";
import { createBackend, finishScheduled, signUp } from "../../support/backendHarness";
import { outcomeOf } from "../../support/listWrites";
import { organiserWithPlan } from "../../support/planWrites";

afterEach(() => vi.useRealTimers());

describe("voting on a coffee plan", () => {
  it("counts each person's yes, maybe or no from their own vote, and a change of mind replaces it", async () => {
    const backend = await createBackend();
    const { organiser, invited, planId, shops, times } = await organiserWithPlan(backend);
    const [ann, ben] = invited as [(typeof invited)[0], (typeof invited)[0]];
    const vote = (who: typeof ann, optionId: (typeof shops)[0]["optionId"], answer: "yes" | "maybe" | "no") =>
      who.as.mutation(api.plans.vote, { planId, optionId, answer });
    await vote(ann, shops[0]!.optionId, "yes");
    await vote(ben, shops[0]!.optionId, "maybe");
    await vote(ben, shops[1]!.optionId, "yes");
    await vote(organiser, shops[1]!.optionId, "yes");
    await vote(ann, times[1]!.optionId, "no");
    await vote(ann, times[1]!.optionId, "yes");
    const view = await ann.as.query(api.plans.get, { planId });
    expect(view.shops.map((shop) => shop.tally)).toEqual([
      { yes: 1, maybe: 1, no: 0 },
      { yes: 2, maybe: 0, no: 0 },
      { yes: 0, maybe: 0, no: 0 },
    ]);
    expect(view.times[1]!.votes).toEqual([{ userId: ann.userId, answer: "yes" }]);
    expect(view.members.map((m) => m.answered)).toEqual([true, true, true]);
    expect([view.bestShop, view.bestTime]).toEqual([shops[1]!.optionId, times[1]!.optionId]);
    expect(await backend.t.run(async (ctx) => (await ctx.db.query("planVotes").collect()).length)).toBe(5);
  });

  it("refuses an outsider, an option of another plan, and a vote once the organiser chose", async () => {
    const backend = await createBackend();
    const { organiser, invited, planId, shops, times } = await organiserWithPlan(backend);
    const other = await organiserWithPlan(backend);
    const outsider = await signUp(backend);
    const ann = invited[0]!;
    expect(
      await outcomeOf(outsider.as.mutation(api.plans.vote, { planId, optionId: shops[0]!.optionId, answer: "yes" })),
    ).toBe(MESSAGES.planNotFound);
    expect(
      await outcomeOf(ann.as.mutation(api.plans.vote, { planId, optionId: other.shops[0]!.optionId, answer: "yes" })),
    ).toBe(MESSAGES.planOptionUnknown);

    await organiser.as.mutation(api.plans.decide, {
      planId,
      shopOptionId: shops[2]!.optionId,
      timeOptionId: times[0]!.optionId,
    });
    expect(
      await outcomeOf(ann.as.mutation(api.plans.vote, { planId, optionId: shops[0]!.optionId, answer: "yes" })),
    ).toBe(MESSAGES.planVotingClosed);
  });

  it("refuses every change once the plan has ended, and the hourly job marks it ended", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["Date"] });
    const backend = await createBackend();
    const { organiser, invited, planId, shops, times } = await organiserWithPlan(backend);
    vi.setSystemTime(times[1]!.time + PLAN_END_DELAY + 1);
    expect(
      await outcomeOf(invited[0]!.as.mutation(api.plans.vote, { planId, optionId: shops[0]!.optionId, answer: "no" })),
    ).toBe(MESSAGES.planEnded);
    expect(await outcomeOf(organiser.as.mutation(api.plans.decide, { planId }))).toBe(MESSAGES.planEnded);
    expect(await outcomeOf(organiser.as.mutation(api.planMembers.createLink, { planId }))).toBe(MESSAGES.planEnded);
    expect((await organiser.as.query(api.plans.get, { planId })).ended).toBe(false);
    await backend.t.mutation(internal.plans.endDue, {});
    expect((await organiser.as.query(api.plans.mine, {}))[0]).toMatchObject({ _id: planId, ended: true });
  });
});

describe("the organiser's choice", () => {
  it("takes the best by the votes, closes the plan a day after its time, and tells everyone in it", async () => {
    const backend = await createBackend();
    const { organiser, invited, planId, shops, times } = await organiserWithPlan(backend);
    expect(await outcomeOf(organiser.as.mutation(api.plans.decide, { planId }))).toBe(MESSAGES.planNoVotesYet);
    expect(await outcomeOf(invited[0]!.as.mutation(api.plans.decide, { planId }))).toBe(MESSAGES.planOrganiserOnly);
    await invited[0]!.as.mutation(api.plans.vote, { planId, optionId: shops[2]!.optionId, answer: "yes" });
    await invited[1]!.as.mutation(api.plans.vote, { planId, optionId: times[0]!.optionId, answer: "maybe" });
    await organiser.as.mutation(api.plans.decide, { planId });
    const view = await invited[1]!.as.query(api.plans.get, { planId });
    expect(view).toMatchObject({
      status: "decided",
      chosenShopId: shops[2]!.shopId,
      chosenTime: times[0]!.time,
      endsAt: times[0]!.time + PLAN_END_DELAY,
    });
    await finishScheduled(backend);
    for (const friend of invited) {
      const page = await friend.as.query(api.notifications.list, { paginationOpts: { numItems: 5, cursor: null } });
      expect(page.page[0]).toMatchObject({
        kind: "plan",
        planId,
        statement: planDecidedText("Saturday catch-up", "Bean 2"),
        planTime: times[0]!.time,
      });
    }
  });

  it("refuses a shop given as the time, or an option of another plan", async () => {
    const backend = await createBackend();
    const { organiser, planId, shops, times } = await organiserWithPlan(backend);
    const other = await organiserWithPlan(backend);
    const decide = (shopOptionId: (typeof shops)[0]["optionId"], timeOptionId: (typeof shops)[0]["optionId"]) =>
      outcomeOf(organiser.as.mutation(api.plans.decide, { planId, shopOptionId, timeOptionId }));
    expect(await decide(times[0]!.optionId, shops[0]!.optionId)).toBe(MESSAGES.planOptionUnknown);
    expect(await decide(other.shops[0]!.optionId, times[0]!.optionId)).toBe(MESSAGES.planOptionUnknown);
    expect((await organiser.as.query(api.plans.get, { planId })).status).toBe("open");
  });
});
