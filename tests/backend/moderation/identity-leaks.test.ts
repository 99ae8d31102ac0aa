import { beforeAll, describe, expect, it } from "vitest";
import type { JSONValue } from "convex/values";
import { api, internal } from "@convex/_generated/api";
import { createFixture, type Actor, type Fixture } from "../../support/authorizationMatrix";
import { establish, finishScheduled, signUp } from "../../support/backendHarness";
import { publicFunctions, type PublicFunction } from "../../support/publicFunctions";
import { MATRIX } from "../authorization";

// Decision 27: the person reported never learns who reported them or which
// moderator acted. A world where the authorization matrix's owner is reported, hidden, closed and
// blocked by people who have posted nothing (so no answer has a reason to name them), and one of
// them deleted their account; then every public query, called as the owner with the matrix's
// arguments, is walked for those people's ids. Fails on the code before: a moderators' notice
// carried the moderator's id, a "closed by reports" notice the last reporter's.

type Hidden = { who: string; id: string };

/** Where in `value` any of the hidden people's ids appears, as "path: who". */
function leaks(value: unknown, hidden: Hidden[], path = "$"): string[] {
  if (typeof value === "string")
    return hidden.filter(({ id }) => value.includes(id)).map(({ who }) => `${path}: ${who}`);
  if (Array.isArray(value)) return value.flatMap((item, i) => leaks(item, hidden, `${path}[${i}]`));
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => [
      ...leaks(key, hidden, `${path}.${key} (key)`),
      ...leaks(item, hidden, `${path}.${key}`),
    ]);
  return [];
}

let f: Fixture;
let queries: PublicFunction[];
let hidden: Hidden[];

const call = (kind: "query" | "mutation", name: string, args: Record<string, JSONValue>, who: Actor) =>
  f.backend.call(kind, name, args, who.token);

beforeAll(async () => {
  queries = (await publicFunctions()).filter((fn) => fn.kind === "query");
  f = await createFixture();
  // The owner is the one reported here, not a moderator.
  await f.backend.t.run((ctx) => ctx.db.patch(f.owner.userId, { role: undefined }));
  const mod = await signUp(f.backend, { firstName: "Mona", lastName: "Moderator" });
  await f.backend.t.mutation(internal.moderation.grant, { email: mod.params.email });
  const [closer1, closer2, reporter, blocker, leaver] = [
    await signUp(f.backend, { firstName: "Cleo", lastName: "Closer" }),
    await signUp(f.backend, { firstName: "Cal", lastName: "Closer" }),
    await signUp(f.backend, { firstName: "Rita", lastName: "Reporter" }),
    await signUp(f.backend, { firstName: "Bea", lastName: "Blocker" }),
    await signUp(f.backend, { firstName: "Lev", lastName: "Leaver" }),
  ];
  for (const user of [closer1, closer2, reporter, leaver]) await establish(f.backend, user.userId);

  // Two established members report the owner's shop closed: it closes, and the owner is told.
  for (const closer of [closer1, closer2])
    await call("mutation", "reports:create", { kind: "shop", itemId: f.shop._id, reason: "closed" }, closer);
  // A review reported, hidden by a moderator (the owner is told), restored (told again).
  await call("mutation", "reports:create", { kind: "review", itemId: f.doomed._id, reason: "offensive" }, reporter);
  const subject = `review:${f.doomed._id}`;
  await call("mutation", "moderation:act", { subject, action: "hide", reason: "Insulting" }, mod);
  await call("mutation", "moderation:act", { subject, action: "restore", reason: "On appeal" }, mod);
  // Someone reports the owner's profile and blocks them.
  await call("mutation", "reports:create", { kind: "profile", itemId: f.owner.userId, reason: "spam" }, blocker);
  await call("mutation", "blocks:block", { userId: f.owner.userId }, blocker);
  // Someone reports the owner's review and then deletes their account.
  await call("mutation", "reports:create", { kind: "review", itemId: f.review._id, reason: "spam" }, leaver);
  expect(
    await f.backend.call("action", "account:remove", { password: leaver.params.password }, leaver.token),
  ).toMatchObject({ status: "success" });
  await finishScheduled(f.backend);

  const notices = await f.owner.as.query(api.notifications.list, { paginationOpts: { numItems: 20, cursor: null } });
  expect(notices.page.filter((row) => row.kind === "moderation")).toHaveLength(3);
  hidden = [
    { who: "the moderator", id: mod.userId },
    { who: "a reporter who closed the shop", id: closer1.userId },
    { who: "a reporter who closed the shop", id: closer2.userId },
    { who: "the reporter of a hidden review", id: reporter.userId },
    { who: "someone who blocked the owner", id: blocker.userId },
    { who: "a reporter whose account was deleted", id: leaver.userId },
  ];
});

describe("what the person reported can learn", () => {
  it("no public query answers them with a reporter's, moderator's, blocker's or deleted account's id", async () => {
    const found: string[] = [];
    let called = 0;
    for (const fn of queries) {
      const row = MATRIX[fn.name];
      if (row === undefined || "exempt" in row) continue;
      const result = await f.backend.call("query", fn.name, row.args(f), f.owner.token);
      called++;
      found.push(...leaks(result, hidden).map((where) => `${fn.name} ${where}`));
    }
    expect(called).toBeGreaterThan(30);
    expect(found).toEqual([]);
  });

  it("is told what moderators did by 'Brew Map moderators', naming nobody", async () => {
    const { page } = await f.owner.as.query(api.notifications.list, { paginationOpts: { numItems: 20, cursor: null } });
    const notices = page.filter((row) => row.kind === "moderation");
    expect(notices.map((row) => [row.actorName, row.actorId])).toEqual(
      notices.map(() => ["Brew Map moderators", undefined]),
    );
  });
});
