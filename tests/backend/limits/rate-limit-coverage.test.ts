import type { JSONValue } from "convex/values";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { RATE_LIMITS, rateLimitValue, type RateLimitName } from "@convex/model/rateLimits";
import { MESSAGES } from "@convex/rules/messages";
import { callerOf, createFixture, type Fixture, type Row } from "../../support/authorizationMatrix";
import { createBackend, establish, signUp } from "../../support/backendHarness";
import { publicFunctions, type PublicFunction } from "../../support/publicFunctions";
import { insertShop, shopInput } from "../../support/testData";
import { MATRIX } from "../authorization";

// Every public write spends a rate limit (convex/model/rateLimits.ts). The table below names, for each
// public mutation and action, the limits one call spends as the caller; a new public write without an
// entry fails the first test, and each entry is checked by calling the function (with its row of the
// authorization matrix) and seeing that limit's bucket for the caller go down by one.

type Spends = RateLimitName[] | { elsewhere: string };

const SPENDS: Record<string, Spends> = {
  "account:remove": ["deleteAccount"],
  "auth:signIn": {
    elsewhere:
      "@convex-dev/auth's endpoint: sign-ups spend signUpPerEmail and reset requests passwordReset, per email " +
      "(rate-limits.test.ts); sign-ins and reset codes wait growing delays per email (accounts/auth-attacks.test.ts)",
  },
  "auth:signOut": { elsewhere: "ends only the caller's own session, which a repeat cannot find again" },
  "beans:restore": ["saveBeans"],
  "beans:save": ["saveBeans"],
  "blocks:block": ["block"],
  "blocks:unblock": ["block"],
  "follows:follow": ["follow"],
  "follows:unfollow": ["follow"],
  "geocoding:geocodeAddress": ["geocode"],
  "geocoding:geocodeCity": ["geocode"],
  "geocoding:geocodeCityAsVisitor": {
    elsewhere: "visitorCitySearch, shared by every visitor under the key 'visitors' (map/visitors.test.ts)",
  },
  "geocoding:suggestCities": ["geocode"],
  "geocoding:suggestCitiesAsVisitor": {
    elsewhere: "visitorCitySearch, shared by every visitor under the key 'visitors' (map/visitors.test.ts)",
  },
  "geocoding:townAt": ["geocode"],
  "helpfulVotes:set": ["helpfulVote"],
  "comments:add": ["comment"],
  "comments:edit": ["editComment"],
  "comments:remove": ["editComment"],
  "cheers:set": ["cheer"],
  "listEntries:add": ["listEntry"],
  "listEntries:move": ["listEntry"],
  "listEntries:remove": ["listEntry"],
  "listEntries:setNote": ["listEntry"],
  "lists:create": ["createList"],
  "lists:createFrom": ["createList"],
  "lists:createLink": ["editList"],
  "lists:inviteEditor": ["editList"],
  "lists:joinByLink": ["editList"],
  "lists:remove": ["editList"],
  "lists:removeEditor": ["editList"],
  "lists:revokeLink": ["editList"],
  "lists:update": ["editList"],
  "moderation:act": ["moderate"],
  "notifications:markRead": ["markRead"],
  "osmImports:cancel": ["moderate"],
  "osmImports:confirm": ["moderate"],
  "osmImports:start": ["cityImport"],
  "planMembers:createLink": ["editPlan"],
  "planMembers:invite": ["editPlan"],
  "planMembers:joinByLink": ["editPlan"],
  "planMembers:leave": ["editPlan"],
  "planMembers:revokeLink": ["editPlan"],
  "plans:cancel": ["editPlan"],
  "plans:create": ["createPlan"],
  "plans:decide": ["editPlan"],
  "plans:vote": ["planVote"],
  "photos:discardUploads": ["discardUploads"],
  "photos:generateUploadUrl": ["upload"],
  "photos:startUpload": ["upload"],
  "photos:registerUpload": ["registerUpload"],
  "presence:join": ["heartbeat"],
  "presence:leave": ["leavePresence"],
  "presence:listJoin": ["heartbeat"],
  "presence:listLeave": ["leavePresence"],
  "reports:create": ["report"],
  "reviews:create": ["createReview"],
  "reviews:remove": ["editReview"],
  "reviews:update": ["editReview"],
  "saved:set": ["saveShop"],
  "shops:create": ["createShop"],
  "shops:update": ["editShop"],
  "trust:establish": ["vouch"],
  "users:updateProfile": ["updateProfile"],
};

/** Where the matrix's arguments would be refused here: its shop stands at the default address already. */
const ARGS: Record<string, () => Record<string, JSONValue>> = {
  "shops:create": () => shopInput({ streetAddress: "12 Bucket Lane" }),
};

let writes: PublicFunction[];
let f: Fixture;

beforeAll(async () => {
  writes = (await publicFunctions()).filter((fn) => fn.kind !== "query");
  f = await createFixture();
});

describe("every public write spends a rate limit", () => {
  it("names the limits of every public mutation and action, and nothing else", () => {
    const names = writes.map((fn) => fn.name);
    expect(
      names.filter((name) => !(name in SPENDS)),
      "public writes without a limit",
    ).toEqual([]);
    expect(
      Object.keys(SPENDS).filter((name) => !names.includes(name)),
      "entries without a function",
    ).toEqual([]);
  });

  const spending = Object.entries(SPENDS).filter((entry): entry is [string, RateLimitName[]] =>
    Array.isArray(entry[1]),
  );

  it.each(spending)("%s spends %s for its caller", async (name, limits) => {
    const fn = writes.find((candidate) => candidate.name === name)!;
    const row = MATRIX[name] as Exclude<Row, { exempt: string }>;
    const who = row.caller?.(f) ?? f.owner;
    const left = () =>
      f.backend.t.run(async (ctx) => Promise.all(limits.map((limit) => rateLimitValue(ctx, limit, who.userId))));
    const before = await left();
    const result = await callerOf(f, fn)(who, ARGS[name]?.() ?? row.args(f));
    expect(result, JSON.stringify(result)).toMatchObject({ status: "success" });
    const after = await left();
    // One unit spent; a unit comes back at most every second, so the call's own time adds a fraction.
    limits.forEach((limit, i) => expect(before[i]! - after[i]!, limit).toBeGreaterThan(0.5));
    limits.forEach((limit, i) => expect(before[i]! - after[i]!, limit).toBeLessThanOrEqual(1));
  });
});

describe("a flood of the small writes", () => {
  /** Sends `calls` at once; how many were answered and how many refused with 'Too many requests…'. */
  async function flood(calls: Promise<unknown>[]): Promise<{ accepted: number; refused: number }> {
    const outcomes = await Promise.allSettled(calls);
    const refused = outcomes.filter(
      (outcome) =>
        outcome.status === "rejected" && /^Too many requests/.test(String((outcome.reason as { data?: unknown }).data)),
    ).length;
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled").length + refused).toBe(calls.length);
    return { accepted: calls.length - refused, refused };
  }

  it("accepts a burst of 100 calls only up to each limit's capacity", async () => {
    const backend = await createBackend();
    const ann = await signUp(backend);
    await establish(backend, ann.userId);
    const shopId = await backend.t.run((ctx) => insertShop(ctx, ann.userId));
    const times = (call: (i: number) => Promise<unknown>) => flood(Array.from({ length: 100 }, (_, i) => call(i)));

    const saved = await times((i) => ann.as.mutation(api.saved.set, { shopId, list: "favourite", saved: i % 2 === 0 }));
    const read = await times((i) => ann.as.mutation(api.notifications.markRead, { upTo: i }));
    const discarded = await times(() => ann.as.mutation(api.photos.discardUploads, { storageIds: [] }));
    expect({ saved, read, discarded }).toEqual({
      saved: { accepted: RATE_LIMITS.saveShop.capacity, refused: 100 - RATE_LIMITS.saveShop.capacity },
      read: { accepted: RATE_LIMITS.markRead.capacity, refused: 100 - RATE_LIMITS.markRead.capacity },
      discarded: { accepted: RATE_LIMITS.discardUploads.capacity, refused: 100 - RATE_LIMITS.discardUploads.capacity },
    });

    // Leaving a panel refuses quietly (the session stops counting when its time is up): past the bucket a
    // call returns before it touches presence.
    const sessionId = crypto.randomUUID();
    await ann.as.mutation(api.presence.join, { shopId, sessionId });
    const left = await times(() => ann.as.mutation(api.presence.leave, { shopId, sessionId }));
    expect(left).toEqual({ accepted: 100, refused: 0 });
    const units = await backend.t.run((ctx) => rateLimitValue(ctx, "leavePresence", ann.userId));
    expect(units).toBeLessThan(1);
    expect(MESSAGES.rateLimited(1)).toMatch(/^Too many requests/);
  });
});
