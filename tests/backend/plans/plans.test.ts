import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { MAX_PLAN_MEMBERS, PLAN_END_DELAY, planInvitedText } from "@convex/rules/plans";
import { createBackend, finishScheduled, signUp } from "../../support/backendHarness";
import { outcomeOf } from "../../support/listWrites";
import { tomorrow } from "../../support/planData";
import { organiserWithPlan, planShops } from "../../support/planWrites";

describe("making a coffee plan", () => {
  it("puts the organiser and the invited in it, tells the invited, and lists it as theirs", async () => {
    const backend = await createBackend();
    const { organiser, invited, planId, shops, times } = await organiserWithPlan(backend);
    const view = await invited[0]!.as.query(api.plans.get, { planId });
    expect(view).toMatchObject({ title: "Saturday catch-up", status: "open", organiserName: expect.any(String) });
    expect(shops.map((shop) => [shop.letter, shop.name])).toEqual([
      ["A", "Bean 0"],
      ["B", "Bean 1"],
      ["C", "Bean 2"],
    ]);
    expect(times.map((time) => time.time)).toEqual([tomorrow(0), tomorrow(1)]);
    expect(view.endsAt).toBe(tomorrow(1) + PLAN_END_DELAY);
    expect(view.members.map((m) => [m.joinedBy, m.answered])).toEqual([
      ["organiser", false],
      ["invite", false],
      ["invite", false],
    ]);
    expect(view.linkToken).toBeUndefined();

    await finishScheduled(backend);
    const page = await invited[0]!.as.query(api.notifications.list, { paginationOpts: { numItems: 5, cursor: null } });
    const notice = page.page.find((row) => row.kind === "plan");
    expect(notice).toMatchObject({
      kind: "plan",
      planId,
      statement: planInvitedText("Olive Organiser", "Saturday catch-up"),
    });
    expect((await invited[1]!.as.query(api.plans.mine, {})).map((plan) => plan._id)).toEqual([planId]);
    expect((await organiser.as.query(api.plans.mine, {}))[0]).toMatchObject({ _id: planId, isOrganiser: true });
  });

  it("refuses a bad draft with its message, and invites only people the organiser follows, never across a block", async () => {
    const backend = await createBackend();
    const olive = await signUp(backend);
    const [stranger, friend] = [await signUp(backend), await signUp(backend)];
    const shopIds = await planShops(backend, olive.userId, 2);
    const make = (overrides: Record<string, unknown>) =>
      outcomeOf(
        olive.as.mutation(api.plans.create, {
          title: "Coffee",
          shopIds,
          times: [tomorrow()],
          invitees: [],
          ...overrides,
        }),
      );
    expect(await make({ title: "x".repeat(81) })).toBe(MESSAGES.planTitleTooLong(80));
    expect(await make({ title: " \u200b " })).toBe(MESSAGES.planTitleRequired);
    expect(await make({ shopIds: shopIds.slice(0, 1) })).toBe(MESSAGES.planShopCount(2, 5));
    expect(await make({ shopIds: [shopIds[0], shopIds[0]] })).toBe(MESSAGES.planShopTwice);
    expect(await make({ times: [Date.now() - 60_000] })).toBe(MESSAGES.planTimePast);
    expect(await make({ times: [] })).toBe(MESSAGES.planTimeCount(1, 4));
    expect(await make({ invitees: [stranger.userId] })).toBe(MESSAGES.planInviteNotFollowed);
    expect(await make({ invitees: [olive.userId] })).toBe(MESSAGES.planInviteSelf);
    await olive.as.mutation(api.follows.follow, { userId: friend.userId });
    // A block ends the follow, so the person blocked or blocking can't be invited.
    await friend.as.mutation(api.blocks.block, { userId: olive.userId });
    expect(await make({ invitees: [friend.userId] })).toBe(MESSAGES.planInviteNotFollowed);
    await backend.t.run((ctx) => ctx.db.delete("shops", shopIds[1]!));
    expect(await make({})).toBe(MESSAGES.planShopGone);
    expect(await backend.t.run((ctx) => ctx.db.query("plans").collect())).toEqual([]);
  });

  it("keeps a plan to its members, and to at most MAX_PLAN_MEMBERS people", async () => {
    const backend = await createBackend();
    const { organiser, planId } = await organiserWithPlan(backend, { friends: 1 });
    const outsider = await signUp(backend);
    expect(await outcomeOf(outsider.as.query(api.plans.get, { planId }))).toBe(MESSAGES.planNotFound);
    expect(await outcomeOf(outsider.as.query(api.plans.get, { planId: "not-an-id" }))).toBe(MESSAGES.planNotFound);
    const crowd = [];
    for (let i = 0; i < MAX_PLAN_MEMBERS - 2; i++) {
      const friend = await signUp(backend);
      await organiser.as.mutation(api.follows.follow, { userId: friend.userId });
      crowd.push(friend.userId);
    }
    await organiser.as.mutation(api.planMembers.invite, { planId, userIds: crowd });
    await organiser.as.mutation(api.follows.follow, { userId: outsider.userId });
    expect(await outcomeOf(organiser.as.mutation(api.planMembers.invite, { planId, userIds: [outsider.userId] }))).toBe(
      MESSAGES.planFull(MAX_PLAN_MEMBERS),
    );
    expect((await organiser.as.query(api.plans.get, { planId })).members).toHaveLength(MAX_PLAN_MEMBERS);
  });
});
