import { expect } from "vitest";
import { MESSAGES } from "@convex/rules/messages";
import type { Caller, Fixture, Row } from "../../support/authorizationMatrix";
import { tomorrow } from "../../support/planData";

// The authorization matrix's rows for coffee plans (convex/tables/plans.ts): convex/plans.ts and
// convex/planMembers.ts. tests/backend/authorization/plans.test.ts runs them; the plans they act on are the
// organiser's (tests/support/planFixture.ts). `other` is in none of them.

const organiser = (f: Fixture) => f.plans.organiser;
/** `other` is refused with `message`. */
const refusedFor = (message: string) => async (f: Fixture, call: Caller, args: Record<string, string | null>) => {
  expect(await call(f.other, args)).toMatchObject({ status: "error", errorData: message });
};

export const PLAN_ROWS: Record<string, Row> = {
  "plans:create": {
    args: (f) => ({
      title: "Coffee?",
      shopIds: f.plans.open.shopIds,
      times: [tomorrow()],
      invitees: [],
    }),
    otherUser: "makes a plan the caller organises; invitees must be people the caller follows (plan-invites.test.ts)",
  },
  "plans:get": {
    args: (f) => ({ planId: f.plans.open.planId }),
    caller: organiser,
    otherUser: (f, call) => refusedFor(MESSAGES.planNotFound)(f, call, { planId: f.plans.open.planId }),
  },
  "plans:mine": {
    args: () => ({}),
    caller: organiser,
    otherUser: async (f, call) => {
      expect(JSON.stringify(await call(f.other, {}))).not.toContain(f.plans.open.planId);
    },
  },
  "plans:vote": {
    args: (f) => ({ planId: f.plans.open.planId, optionId: f.plans.open.shops[0]!, answer: "yes" }),
    caller: organiser,
    otherUser: (f, call) =>
      refusedFor(MESSAGES.planNotFound)(f, call, {
        planId: f.plans.open.planId,
        optionId: f.plans.open.shops[0]!,
        answer: "no",
      }),
  },
  "plans:decide": {
    args: (f) => ({
      planId: f.plans.decidable.planId,
      shopOptionId: f.plans.decidable.shops[1]!,
      timeOptionId: f.plans.decidable.times[0]!,
    }),
    caller: organiser,
    otherUser: (f, call) =>
      refusedFor(MESSAGES.planOrganiserOnly)(f, call, {
        planId: f.plans.open.planId,
        shopOptionId: f.plans.open.shops[0]!,
        timeOptionId: f.plans.open.times[0]!,
      }),
  },
  "plans:cancel": {
    args: (f) => ({ planId: f.plans.doomed.planId }),
    caller: organiser,
    otherUser: (f, call) => refusedFor(MESSAGES.planOrganiserOnly)(f, call, { planId: f.plans.open.planId }),
  },
  "planMembers:invite": {
    args: (f) => ({ planId: f.plans.open.planId, userIds: [f.plans.invitee] }),
    caller: organiser,
    otherUser: async (f, call) => {
      expect(await call(f.other, { planId: f.plans.open.planId, userIds: [f.owner.userId] })).toMatchObject({
        status: "error",
        errorData: MESSAGES.planOrganiserOnly,
      });
    },
  },
  "planMembers:createLink": {
    args: (f) => ({ planId: f.plans.open.planId }),
    caller: organiser,
    otherUser: (f, call) => refusedFor(MESSAGES.planOrganiserOnly)(f, call, { planId: f.plans.open.planId }),
  },
  "planMembers:revokeLink": {
    args: (f) => ({ planId: f.plans.open.planId }),
    caller: organiser,
    otherUser: (f, call) => refusedFor(MESSAGES.planOrganiserOnly)(f, call, { planId: f.plans.joinable.planId }),
  },
  "planMembers:joinByLink": {
    args: (f) => ({ token: f.plans.token }),
    caller: organiser,
    otherUser:
      "whoever holds the secret joins, as the organiser means; a wrong or revoked one is refused (plan-links.test.ts)",
  },
  "planMembers:leave": {
    args: (f) => ({ planId: f.plans.open.planId }),
    caller: (f) => f.plans.member,
    otherUser: (f, call) => refusedFor(MESSAGES.planNotFound)(f, call, { planId: f.plans.decidable.planId }),
  },
};
