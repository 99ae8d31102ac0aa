import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import { FREE_FAILURES, MAX_DELAY_MS } from "@convex/rules/authThrottle";
import { MESSAGES } from "@convex/rules/messages";
import type { SandboxBackend } from "../../../sandbox/backend";
import { createBackend, newUserParams, signInOutcome, signUp } from "../../support/backendHarness";

// The account attacks decision 9 answers, each tried as an attacker would (docs/decisions/0009-growing-delays-not-lockouts.md).

/** Throw-away accounts a script makes in the sign-up burst test (each one hashes a password). */
const THROWAWAY_ACCOUNTS = 60;
const savedResetFlag = process.env.AUTH_RESET_CODES_IN_LOG;

afterEach(() => {
  vi.useRealTimers();
  if (savedResetFlag === undefined) delete process.env.AUTH_RESET_CODES_IN_LOG;
  else process.env.AUTH_RESET_CODES_IN_LOG = savedResetFlag;
});

/** One call of the password provider (flow: signUp, signIn, reset, reset-verification), as an attacker may send it. */
function attempt(backend: SandboxBackend, params: Record<string, string>) {
  return backend.t.action(api.auth.signIn, { provider: "password", params });
}

async function requestResetCode(
  backend: SandboxBackend,
  email: string,
): Promise<{ result: string; code: string | undefined }> {
  const logs: string[] = [];
  const spy = vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => void logs.push(args.join(" ")));
  try {
    const result = await signInOutcome(attempt(backend, { flow: "reset", email }));
    return { result, code: /code for \S+: (\d{8})/.exec(logs.join("\n"))?.[1] };
  } finally {
    spy.mockRestore();
  }
}

describe("sign-up is no password oracle", () => {
  it("never signs in to an existing account, even with the right password after a lockout", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const backend = await createBackend();
    const { params } = await signUp(backend);
    for (let i = 0; i < 12; i++)
      await signInOutcome(attempt(backend, { flow: "signIn", email: params.email, password: `guess-${i}-wrong` }));
    const tries = [];
    for (const password of ["guess-a-wrong", params.password]) {
      tries.push(
        await signInOutcome(attempt(backend, { ...newUserParams({ email: params.email, password }), flow: "signUp" })),
      );
    }
    // Every try answers as a failed sign-up does; the right password is not told apart.
    expect(tries).toEqual([MESSAGES.signupFailed, MESSAGES.signupFailed]);
  });

  it("limits sign-ups per email", async () => {
    const backend = await createBackend();
    const email = "again@brewmap.test";
    const results = [];
    for (let i = 0; i < 4; i++)
      results.push(await signInOutcome(attempt(backend, { ...newUserParams({ email }), flow: "signUp" })));
    expect(results.slice(0, 3)).toEqual(["tokens", MESSAGES.signupFailed, MESSAGES.signupFailed]);
    expect(results[3]).toMatch(/^Too many requests/);
  });

  it("cannot be closed for others: hundreds of throw-away sign-ups leave a real person able to sign up", async () => {
    const backend = await createBackend();
    // A script's burst: sign-ups that could never make an account (no names), then throw-away accounts.
    const blank = await Promise.all(
      Array.from({ length: 250 }, () =>
        signInOutcome(attempt(backend, { ...newUserParams({ firstName: "", lastName: "" }), flow: "signUp" })),
      ),
    );
    expect(new Set(blank)).toEqual(new Set([MESSAGES.nameRequired]));
    const throwaway = await Promise.all(
      Array.from({ length: THROWAWAY_ACCOUNTS }, () =>
        signInOutcome(attempt(backend, { ...newUserParams(), flow: "signUp" })),
      ),
    );
    expect(throwaway.every((result) => result === "tokens")).toBe(true);
    expect(await signInOutcome(attempt(backend, { ...newUserParams(), flow: "signUp" }))).toBe("tokens");
  });
});

describe("every flow uses the normalised email", () => {
  it("counts wrong reset codes sent with case and space variants of the email together", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    process.env.AUTH_RESET_CODES_IN_LOG = "1";
    const backend = await createBackend();
    const { params } = await signUp(backend, { email: "ava.variant@brewmap.test" });
    const { code } = await requestResetCode(backend, params.email);
    expect(code).toMatch(/^\d{8}$/);
    const variants = ["AVA.VARIANT@brewmap.test", " ava.variant@brewmap.test", "Ava.Variant@BrewMap.test "];
    for (let i = 0; i < FREE_FAILURES; i++) {
      expect(
        await signInOutcome(
          attempt(backend, {
            flow: "reset-verification",
            email: variants[i % 3]!,
            code: "00000000",
            newPassword: "another-password",
          }),
        ),
      ).toBe(MESSAGES.resetFailed);
    }
    // The next guess, with yet another variant, waits like the rest: the variants are one email.
    expect(
      await signInOutcome(
        attempt(backend, {
          flow: "reset-verification",
          email: "AVA.variant@brewmap.test",
          code: "00000000",
          newPassword: "another-password",
        }),
      ),
    ).toMatch(/^Too many requests/);
    // Once the wait is over, the right code works with any variant, and the account signs in.
    vi.setSystemTime(Date.now() + MAX_DELAY_MS);
    expect(
      await signInOutcome(
        attempt(backend, {
          flow: "reset-verification",
          email: variants[1]!,
          code: code!,
          newPassword: "another-password",
        }),
      ),
    ).toBe("tokens");
    expect(
      await signInOutcome(attempt(backend, { flow: "signIn", email: variants[2]!, password: "another-password" })),
    ).toBe("tokens");
  });
});

describe("accounts cannot be told apart", () => {
  it("answers a reset request the same for a known and an unknown email, in body and time", async () => {
    process.env.AUTH_RESET_CODES_IN_LOG = "1";
    const backend = await createBackend();
    const { params } = await signUp(backend);
    const timed = async (email: string) => {
      const started = performance.now();
      return { ...(await requestResetCode(backend, email)), ms: performance.now() - started };
    };
    const known = await timed(params.email);
    const unknown = await timed("nobody-here@brewmap.test");
    expect(known.code).toMatch(/^\d{8}$/);
    expect(unknown.code).toBeUndefined();
    expect(unknown.result).toBe(known.result);
    // Both wait for the same floor, so a code being sent is not visible in the time either.
    for (const { ms } of [known, unknown]) expect(ms).toBeGreaterThanOrEqual(1400);
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(300);
  });

  it("answers a sign-in the same, and spends the same password work, for an unknown email and a wrong password", async () => {
    const backend = await createBackend();
    const { params } = await signUp(backend);
    const timed = async (email: string) => {
      const started = performance.now();
      const result = await signInOutcome(attempt(backend, { flow: "signIn", email, password: "not-the-password" }));
      return { result, ms: performance.now() - started };
    };
    await timed("warm-up@brewmap.test");
    const runs = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 3; i++) {
      const known = await timed(params.email);
      const unknown = await timed(`nobody${i}@brewmap.test`);
      expect(unknown.result).toBe(known.result);
      expect(known.result).toBe(MESSAGES.loginError);
      runs.known.push(known.ms);
      runs.unknown.push(unknown.ms);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]!;
    // Before: about 5 ms against 175 ms. Both now verify a password hash (scrypt).
    expect(median(runs.unknown)).toBeGreaterThan(median(runs.known) / 2);
  });
});

describe("nobody can lock anyone out", () => {
  it("ten wrong passwords only make the next attempt wait, and the owner signs in after it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const backend = await createBackend();
    const { params } = await signUp(backend);
    const results = [];
    for (let i = 0; i < 10; i++) {
      vi.setSystemTime(Date.now() + 60_000); // an attacker who waits out every delay
      results.push(
        await signInOutcome(attempt(backend, { flow: "signIn", email: params.email, password: `attacker-${i}` })),
      );
    }
    expect(results.every((r) => r === MESSAGES.loginError)).toBe(true);
    // Within the delay the owner is asked to wait; a few minutes later (not an hour) they are in.
    expect(
      await signInOutcome(attempt(backend, { flow: "signIn", email: params.email, password: params.password })),
    ).toMatch(/^Too many requests/);
    vi.setSystemTime(Date.now() + MAX_DELAY_MS);
    expect(
      await signInOutcome(attempt(backend, { flow: "signIn", email: params.email, password: params.password })),
    ).toBe("tokens");
  });

  it("counts each guess before its password is checked: of 30 sent at once only the free ones are checked", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const backend = await createBackend();
    const { params } = await signUp(backend);
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        signInOutcome(attempt(backend, { flow: "signIn", email: params.email, password: `parallel-${i}` })),
      ),
    );
    expect(guesses.filter((result) => result === MESSAGES.loginError)).toHaveLength(FREE_FAILURES);
    expect(guesses.filter((result) => /^Too many requests/.test(result))).toHaveLength(30 - FREE_FAILURES);
  });

  it("a completed password reset clears the delays", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    process.env.AUTH_RESET_CODES_IN_LOG = "1";
    const backend = await createBackend();
    const { params } = await signUp(backend);
    for (let i = 0; i < FREE_FAILURES + 3; i++)
      await signInOutcome(attempt(backend, { flow: "signIn", email: params.email, password: `attacker-${i}` }));
    expect(
      await signInOutcome(attempt(backend, { flow: "signIn", email: params.email, password: params.password })),
    ).toMatch(/^Too many requests/);
    const { code } = await requestResetCode(backend, params.email);
    expect(
      await signInOutcome(
        attempt(backend, {
          flow: "reset-verification",
          email: params.email,
          code: code!,
          newPassword: "brand-new-password",
        }),
      ),
    ).toBe("tokens");
    expect(
      await signInOutcome(attempt(backend, { flow: "signIn", email: params.email, password: "brand-new-password" })),
    ).toBe("tokens");
  });
});
