import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { MAX_PLAN_MEMBERS, planCancelledText, planOrganiserLeftText } from "@convex/rules/plans";
import { createBackend, finishScheduled, signUp } from "../../support/backendHarness";
import { outcomeOf } from "../../support/listWrites";
import { organiserWithPlan } from "../../support/planWrites";

/** The person's notices about plans, newest first. */
const planNotices = async (who: Awaited<ReturnType<typeof signUp>>) =>
  (await who.as.query(api.notifications.list, { paginationOpts: { numItems: 10, cursor: null } })).page
    .filter((row) => row.kind === "plan")
    .map((row) => row.statement);

describe("a plan's invite link", () => {
  it("lets whoever holds it join once; a revoked, replaced or made-up link is refused", async () => {
    const backend = await createBackend();
    const { organiser, planId } = await organiserWithPlan(backend, { friends: 0 });
    const [cam, dee] = [await signUp(backend), await signUp(backend)];
    const first = await organiser.as.mutation(api.planMembers.createLink, { planId });
    expect((await organiser.as.query(api.plans.get, { planId })).linkToken).toBe(first);
    expect(await cam.as.mutation(api.planMembers.joinByLink, { token: first })).toBe(planId);
    expect(await cam.as.mutation(api.planMembers.joinByLink, { token: first })).toBe(planId);
    const view = await cam.as.query(api.plans.get, { planId });
    expect(view.members.map((m) => m.joinedBy)).toEqual(["organiser", "link"]);
    expect(view.linkToken).toBeUndefined();

    const second = await organiser.as.mutation(api.planMembers.createLink, { planId });
    expect(await outcomeOf(dee.as.mutation(api.planMembers.joinByLink, { token: first }))).toBe(
      MESSAGES.planLinkInvalid,
    );
    await organiser.as.mutation(api.planMembers.revokeLink, { planId });
    expect(await outcomeOf(dee.as.mutation(api.planMembers.joinByLink, { token: second }))).toBe(
      MESSAGES.planLinkInvalid,
    );
    expect(await outcomeOf(dee.as.mutation(api.planMembers.joinByLink, { token: "x".repeat(24) }))).toBe(
      MESSAGES.planLinkInvalid,
    );
    expect(await outcomeOf(dee.as.mutation(api.planMembers.joinByLink, { token: "" }))).toBe(MESSAGES.planLinkInvalid);
    // Those who joined stay.
    expect((await cam.as.query(api.plans.get, { planId })).members).toHaveLength(2);
  });

  it("reads as a dead link across a block, and refuses a full plan", async () => {
    const backend = await createBackend();
    const { organiser, planId } = await organiserWithPlan(backend, { friends: 0 });
    const blocked = await signUp(backend);
    await organiser.as.mutation(api.blocks.block, { userId: blocked.userId });
    const token = await organiser.as.mutation(api.planMembers.createLink, { planId });
    expect(await outcomeOf(blocked.as.mutation(api.planMembers.joinByLink, { token }))).toBe(MESSAGES.planLinkInvalid);
    await backend.t.run(async (ctx) => {
      for (let i = 1; i < MAX_PLAN_MEMBERS; i++)
        await ctx.db.insert("planMembers", {
          planId,
          userId: await ctx.db.insert("users", { name: "Filler" }),
          joinedBy: "link",
        });
    });
    const late = await signUp(backend);
    expect(await outcomeOf(late.as.mutation(api.planMembers.joinByLink, { token }))).toBe(
      MESSAGES.planFull(MAX_PLAN_MEMBERS),
    );
  });
});

describe("leaving and ending a plan", () => {
  it("lets a member leave with their votes; the organiser cancels instead, and everyone is told", async () => {
    const backend = await createBackend();
    const { organiser, invited, planId, shops } = await organiserWithPlan(backend);
    const [ann, ben] = invited as [(typeof invited)[0], (typeof invited)[0]];
    await ann.as.mutation(api.plans.vote, { planId, optionId: shops[0]!.optionId, answer: "yes" });
    await ann.as.mutation(api.planMembers.leave, { planId });
    expect(await outcomeOf(ann.as.query(api.plans.get, { planId }))).toBe(MESSAGES.planNotFound);
    expect((await ben.as.query(api.plans.get, { planId })).shops[0]!.tally.yes).toBe(0);
    expect(await outcomeOf(organiser.as.mutation(api.planMembers.leave, { planId }))).toBe(MESSAGES.planOrganiserStays);

    await organiser.as.mutation(api.plans.cancel, { planId });
    expect(await outcomeOf(ben.as.query(api.plans.get, { planId }))).toBe(MESSAGES.planGone);
    await finishScheduled(backend);
    expect(await planNotices(ben)).toContain(planCancelledText("Saturday catch-up"));
    expect(await backend.t.run(async (ctx) => (await ctx.db.query("planMembers").collect()).length)).toBe(0);
  });

  it("goes with an organiser who deletes their account: gone at once, members told, rows erased", async () => {
    const backend = await createBackend();
    const { organiser, invited, planId, shops } = await organiserWithPlan(backend);
    const theirs = await organiserWithPlan(backend, { friends: 0 });
    const token = await theirs.organiser.as.mutation(api.planMembers.createLink, { planId: theirs.planId });
    await organiser.as.mutation(api.planMembers.joinByLink, { token });
    await organiser.as.mutation(api.plans.vote, {
      planId: theirs.planId,
      optionId: theirs.shops[0]!.optionId,
      answer: "yes",
    });
    await invited[0]!.as.mutation(api.plans.vote, { planId, optionId: shops[0]!.optionId, answer: "yes" });

    await organiser.as.action(api.account.remove, { password: organiser.params.password });
    expect(await outcomeOf(invited[0]!.as.query(api.plans.get, { planId }))).toBe(MESSAGES.planGone);
    expect(await invited[0]!.as.query(api.plans.mine, {})).toEqual([]);
    await finishScheduled(backend);
    expect(await planNotices(invited[1]!)).toContain(planOrganiserLeftText("Saturday catch-up"));
    const left = await backend.t.run(async (ctx) => ({
      plans: (await ctx.db.query("plans").collect()).map((plan) => plan._id),
      members: (await ctx.db.query("planMembers").collect()).map((m) => m.userId),
      votes: (await ctx.db.query("planVotes").collect()).length,
    }));
    expect(left).toEqual({ plans: [theirs.planId], members: [theirs.organiser.userId], votes: 0 });
  });
});
