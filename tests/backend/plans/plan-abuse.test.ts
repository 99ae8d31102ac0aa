import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { MAX_PLAN_MEMBERS, PLAN_LINK_LENGTH } from "@convex/rules/plans";
import { createBackend, signUp } from "../../support/backendHarness";
import { outcomeOf } from "../../support/listWrites";
import { tomorrow } from "../../support/planData";
import { organiserWithPlan } from "../../support/planWrites";

// Attacks on coffee plans (docs/quality/archive/security-log.md, coffee plans): guessing invite links,
// flooding votes, and oversized arguments.

const TOO_MANY = /^Too many requests/;

describe("attacks on coffee plans", () => {
  // A refused call writes nothing, its rate-limit bucket included, so the limit does not count wrong guesses: the
  // secret's 143 bits are the defence, as a list's are.
  it("guessing links: 200 random secrets are all refused alike and join nothing", async () => {
    const backend = await createBackend();
    const { planId, organiser } = await organiserWithPlan(backend, { friends: 0 });
    await organiser.as.mutation(api.planMembers.createLink, { planId });
    const guesser = await signUp(backend);
    const digits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    const guess = () => Array.from({ length: PLAN_LINK_LENGTH }, () => digits[Math.floor(Math.random() * 62)]).join("");
    const outcomes = [];
    for (let i = 0; i < 200; i++)
      outcomes.push(String(await outcomeOf(guesser.as.mutation(api.planMembers.joinByLink, { token: guess() }))));
    expect(outcomes.filter((o) => o === MESSAGES.planLinkInvalid)).toHaveLength(200);
    expect((await organiser.as.query(api.plans.get, { planId })).members).toHaveLength(1);
  });

  it("a vote flood: 200 changes at once keep one answer per person and option, and stop at the burst", async () => {
    const backend = await createBackend();
    const { invited, planId, shops } = await organiserWithPlan(backend, { friends: 1 });
    const ann = invited[0]!;
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        outcomeOf(
          ann.as.mutation(api.plans.vote, {
            planId,
            optionId: shops[i % 3]!.optionId,
            answer: i % 2 ? "yes" : "no",
          }),
        ),
      ),
    );
    expect(outcomes.filter((o) => o === "ok")).toHaveLength(120);
    expect(outcomes.filter((o) => TOO_MANY.test(String(o)))).toHaveLength(80);
    const votes = await backend.t.run((ctx) => ctx.db.query("planVotes").collect());
    expect(votes).toHaveLength(3);
  });

  it("oversized arguments are refused by their count before anything is read", async () => {
    const backend = await createBackend();
    const { organiser, planId, shopIds } = await organiserWithPlan(backend, { friends: 0 });
    const many = <T>(value: T, n: number) => Array.from({ length: n }, () => value);
    const create = (overrides: Record<string, unknown>) =>
      outcomeOf(
        organiser.as.mutation(api.plans.create, {
          title: "Flood",
          shopIds,
          times: [tomorrow()],
          invitees: [],
          ...overrides,
        }),
      );
    expect(await create({ title: "x".repeat(10_000) })).toBe(MESSAGES.planTitleTooLong(80));
    expect(await create({ shopIds: many(shopIds[0]!, 5_000) })).toBe(MESSAGES.planShopCount(2, 5));
    expect(await create({ times: many(tomorrow(), 5_000) })).toBe(MESSAGES.planTimeCount(1, 4));
    expect(await create({ invitees: many(organiser.userId, 5_000) })).toBe(MESSAGES.planInviteSelf);
    const strangers = await backend.t.run(async (ctx) => {
      const ids: Id<"users">[] = [];
      for (let i = 0; i < 100; i++) ids.push(await ctx.db.insert("users", { name: `Stranger ${i}` }));
      return ids;
    });
    expect(await outcomeOf(organiser.as.mutation(api.planMembers.invite, { planId, userIds: strangers }))).toBe(
      MESSAGES.planFull(MAX_PLAN_MEMBERS),
    );
  });
});
