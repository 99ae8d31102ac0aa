// @vitest-environment edge-runtime
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "@convex/_generated/api";
import { AUTH_CLEANUP_BATCH } from "@convex/authCleanup";
import { createBackend, finishScheduled, signUp } from "../../support/backendHarness";

const DAY = 24 * 60 * 60 * 1000;
type Backend = Awaited<ReturnType<typeof createBackend>>;

const rowsOf = (backend: Backend) =>
  backend.t.run(async (ctx) => ({
    sessions: (await ctx.db.query("authSessions").collect()).map((s) => s.userId),
    refreshTokens: (await ctx.db.query("authRefreshTokens").collect()).length,
    codes: (await ctx.db.query("authVerificationCodes").collect()).map((c) => c.code),
  }));

const refreshOutcome = (backend: Backend, refreshToken: string) =>
  backend.t
    .action(api.auth.signIn, { refreshToken })
    .then((result) => (result.tokens ? "tokens" : "no tokens"))
    .catch(() => "error");

/** An email code row as the library writes one, for the account of `userId`. */
async function insertCode(backend: Backend, userId: string, code: string, expirationTime: number) {
  await backend.t.run(async (ctx) => {
    const account = (await ctx.db.query("authAccounts").collect()).find((a) => a.userId === userId)!;
    await ctx.db.insert("authVerificationCodes", {
      accountId: account._id,
      provider: "password",
      code,
      expirationTime,
    });
  });
}

afterEach(() => vi.useRealTimers());

describe("the hourly sweep of expired sign-in rows", () => {
  it("deletes sessions, refresh tokens and codes past their end, and keeps the live ones", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const backend = await createBackend();
    const old = await signUp(backend);
    await insertCode(backend, old.userId, "old-code", Date.now() + 10 * 60_000);
    vi.setSystemTime(Date.now() + 31 * DAY);
    const fresh = await signUp(backend);
    await insertCode(backend, fresh.userId, "fresh-code", Date.now() + 10 * 60_000);
    const before = await rowsOf(backend);

    await backend.t.mutation(internal.authCleanup.purgeExpired, {});

    const after = await rowsOf(backend);
    expect(before.sessions).toContain(old.userId);
    expect(after.sessions).toEqual([fresh.userId]);
    expect(after.refreshTokens).toBeLessThan(before.refreshTokens);
    expect(before.codes).toContain("old-code");
    expect(after.codes).toContain("fresh-code");
    expect(after.codes).not.toContain("old-code");
    // Nobody sees a difference: the expired session is refused as the library refused it, the live one works.
    expect(await refreshOutcome(backend, old.refreshToken)).toBe("no tokens");
    expect(await refreshOutcome(backend, fresh.refreshToken)).toBe("tokens");
  });

  it("goes on in batches until every expired row is gone", async () => {
    vi.useFakeTimers();
    const backend = await createBackend();
    const { userId } = await signUp(backend);
    const extra = AUTH_CLEANUP_BATCH + 50;
    await backend.t.run(async (ctx) => {
      for (let i = 0; i < extra; i++) await ctx.db.insert("authSessions", { userId, expirationTime: Date.now() - 1 });
    });

    expect(await backend.t.mutation(internal.authCleanup.purgeExpired, {})).toBe(AUTH_CLEANUP_BATCH);
    await finishScheduled(backend);

    expect((await rowsOf(backend)).sessions).toEqual([userId]);
  });
});
