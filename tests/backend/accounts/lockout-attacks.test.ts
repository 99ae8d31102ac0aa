import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { GUESSES_PER_CODE, RESEND_AFTER_MS } from "@convex/rules/emailCodes";
import { MESSAGES } from "@convex/rules/messages";
import type { SandboxBackend } from "../../../sandbox/backend";
import { createBackend, newUserParams, signInOutcome, signUp } from "../../support/backendHarness";
import { shopInput } from "../../support/testData";

// Nobody can lock another person out, nor take their address (decision 26). Each
// attack is tried as a stranger who knows only the owner's email would try it.

afterEach(() => {
  vi.useRealTimers();
});

/** Acts as the holder of `token`. */
async function holderOf(backend: SandboxBackend, token: string) {
  const identity = await backend.identity(token);
  if (identity === null || identity === "invalid") throw new Error("not a valid token");
  return backend.t.withIdentity(identity);
}

/** One call of the password provider, as anyone may send it (from a session, with `as`). */
async function attempt(backend: SandboxBackend, params: Record<string, string>, as?: { token: string }) {
  const caller = as ? await holderOf(backend, as.token) : backend.t;
  return caller.action(api.auth.signIn, { provider: "password", params });
}

/** Runs `work`, returning its outcome and the codes the backend logged ("[label] code for <email>: <code>"). */
async function withCodes(work: () => Promise<string>): Promise<{ result: string; codes: string[] }> {
  const logs: string[] = [];
  const spy = vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => void logs.push(args.join(" ")));
  try {
    const result = await work();
    return { result, codes: [...logs.join("\n").matchAll(/code for \S+: (\d{8})/g)].map((match) => match[1]!) };
  } finally {
    spy.mockRestore();
  }
}

const OWNER_BROWSER = "owner-browser-random-attempt-1234";
const STRANGER_BROWSER = "stranger-browser-random-attempt-99";

describe("a stranger who knows the email cannot keep its owner out", () => {
  it("three sign-ups with a too-short password spend nothing: the owner then signs up", async () => {
    const backend = await createBackend();
    const email = "newcomer@brewmap.test";
    for (let i = 0; i < 3; i++)
      expect(
        await signInOutcome(attempt(backend, { ...newUserParams({ email, password: "short" }), flow: "signUp" })),
      ).toBe(MESSAGES.passwordTooShort);
    expect(await signInOutcome(attempt(backend, { ...newUserParams({ email }), flow: "signUp" }))).toBe("tokens");
  });

  it("three reset requests send one code, spend nothing of the owner's, and say a code was just sent", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const backend = await createBackend();
    const { params } = await signUp(backend);
    const sent = [];
    for (let i = 0; i < 3; i++)
      sent.push(await withCodes(() => signInOutcome(attempt(backend, { flow: "reset", email: params.email }))));
    expect(sent.map((s) => s.result)).toEqual(["no tokens", MESSAGES.codeSentRecently, MESSAGES.codeSentRecently]);
    expect(sent.flatMap((s) => s.codes)).toHaveLength(1);
    // The code in the owner's inbox still works.
    const reset = {
      flow: "reset-verification",
      email: params.email,
      code: sent[0]!.codes[0]!,
      newPassword: "a-new-password-1",
    };
    expect(await signInOutcome(attempt(backend, reset))).toBe("tokens");
    // And a few minutes on, the owner may ask again (3 an hour were gone for the hour before).
    vi.setSystemTime(Date.now() + RESEND_AFTER_MS);
    const again = await withCodes(() => signInOutcome(attempt(backend, { flow: "reset", email: params.email })));
    expect(again).toMatchObject({ result: "no tokens", codes: [expect.any(String)] });
  });

  it("endless wrong passwords leave the owner able to sign in with an emailed code", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const backend = await createBackend();
    const { params } = await signUp(backend);
    // A wrong password each time the wait ends, for four simulated hours.
    const guesses = [];
    for (let i = 0; i < 40; i++) {
      guesses.push(
        await signInOutcome(attempt(backend, { flow: "signIn", email: params.email, password: `guess-${i}` })),
      );
      vi.setSystemTime(Date.now() + 6 * 60 * 1000);
    }
    expect(guesses.every((guess) => guess === MESSAGES.loginError)).toBe(true);
    // The attacker's last guess has just started a wait: the password is refused to the owner too ...
    await signInOutcome(attempt(backend, { flow: "signIn", email: params.email, password: "guess-last" }));
    expect(await signInOutcome(attempt(backend, { flow: "signIn", ...params }))).toMatch(/^Too many requests/);
    // ... but the emailed code lets them in.
    const asked = await withCodes(() =>
      signInOutcome(attempt(backend, { flow: "signInCode", email: params.email, attempt: OWNER_BROWSER })),
    );
    expect(asked).toMatchObject({ result: "no tokens", codes: [expect.any(String)] });
    const signIn = { flow: "signInWithCode", email: params.email, attempt: OWNER_BROWSER, code: asked.codes[0]! };
    expect(await signInOutcome(attempt(backend, signIn))).toBe("tokens");
    // Proving the inbox cleared the password's delays: the password works again at once.
    expect(await signInOutcome(attempt(backend, { flow: "signIn", ...params }))).toBe("tokens");
  });

  it("a stranger's guesses never reach the owner's code, and cannot send another for minutes", async () => {
    const backend = await createBackend();
    const { params } = await signUp(backend);
    const asked = await withCodes(() =>
      signInOutcome(attempt(backend, { flow: "signInCode", email: params.email, attempt: OWNER_BROWSER })),
    );
    for (let i = 0; i < 20; i++) {
      const code = String(10_000_000 + i);
      for (const from of [STRANGER_BROWSER, undefined])
        expect(
          await signInOutcome(
            attempt(backend, { flow: "signInWithCode", email: params.email, code, ...(from && { attempt: from }) }),
          ),
        ).toBe(MESSAGES.codeFailed);
    }
    expect(
      await signInOutcome(attempt(backend, { flow: "signInCode", email: params.email, attempt: STRANGER_BROWSER })),
    ).toBe(MESSAGES.codeSentRecently);
    const signIn = { flow: "signInWithCode", email: params.email, attempt: OWNER_BROWSER, code: asked.codes[0]! };
    expect(await signInOutcome(attempt(backend, signIn))).toBe("tokens");
  });

  it("a stranger's reset request cannot replace the owner's sign-in code (one code slot per account)", async () => {
    const backend = await createBackend();
    const { params } = await signUp(backend);
    const asked = await withCodes(() =>
      signInOutcome(attempt(backend, { flow: "signInCode", email: params.email, attempt: OWNER_BROWSER })),
    );
    const reset = await withCodes(() => signInOutcome(attempt(backend, { flow: "reset", email: params.email })));
    expect(reset.codes).toEqual([]);
    const signIn = { flow: "signInWithCode", email: params.email, attempt: OWNER_BROWSER, code: asked.codes[0]! };
    expect(await signInOutcome(attempt(backend, signIn))).toBe("tokens");
  });

  it("a code takes a few wrong guesses, then not even the right one", async () => {
    const backend = await createBackend();
    const { params } = await signUp(backend);
    const asked = await withCodes(() =>
      signInOutcome(attempt(backend, { flow: "signInCode", email: params.email, attempt: OWNER_BROWSER })),
    );
    const code = asked.codes[0]!;
    const wrong = code === "00000000" ? "11111111" : "00000000";
    for (let i = 0; i < GUESSES_PER_CODE; i++)
      expect(
        await signInOutcome(
          attempt(backend, { flow: "signInWithCode", email: params.email, attempt: OWNER_BROWSER, code: wrong }),
        ),
      ).toBe(MESSAGES.codeFailed);
    expect(
      await signInOutcome(
        attempt(backend, { flow: "signInWithCode", email: params.email, attempt: OWNER_BROWSER, code }),
      ),
    ).toBe(MESSAGES.codeFailed);
  });

  it("answers a code request the same for an unknown email, and sends nothing", async () => {
    const backend = await createBackend();
    const asked = await withCodes(() =>
      signInOutcome(attempt(backend, { flow: "signInCode", email: "nobody@brewmap.test", attempt: OWNER_BROWSER })),
    );
    expect(asked).toEqual({ result: "no tokens", codes: [] });
    const users = await backend.t.run((ctx) => ctx.db.query("users").collect());
    expect(users.filter((user) => user.email === "nobody@brewmap.test")).toEqual([]);
  });
});

describe("an email is verified before it is trusted", () => {
  it("a new account may browse and set up its profile, and posts once it enters the emailed code", async () => {
    const backend = await createBackend();
    const { result, codes } = await withCodes(async () =>
      JSON.stringify(await signUp(backend, {}, { verified: false })),
    );
    const user = JSON.parse(result) as { token: string; params: { email: string } };
    expect(codes).toHaveLength(1);
    const as = await holderOf(backend, user.token);
    expect(await as.query(api.users.me, {})).toMatchObject({ emailVerified: false });
    await as.mutation(api.users.updateProfile, { favCafe: "Render Coffee" });
    await expect(as.mutation(api.shops.create, shopInput())).rejects.toThrow(MESSAGES.verifyEmailFirst);

    // A new code, from the account's own session only, and not again for a few minutes.
    expect(await signInOutcome(attempt(backend, { flow: "email-verification", email: user.params.email }))).toBe(
      MESSAGES.signedOut,
    );
    expect(await signInOutcome(attempt(backend, { flow: "email-verification", email: user.params.email }, user))).toBe(
      MESSAGES.codeSentRecently,
    );
    const verify = { flow: "email-verification", email: user.params.email, code: codes[0]! };
    const verified = await attempt(backend, verify, user);
    const after = await holderOf(backend, (verified.tokens as { token: string }).token);
    expect(await after.query(api.users.me, {})).toMatchObject({ emailVerified: true });
    await expect(after.mutation(api.shops.create, shopInput())).resolves.toBeTruthy();
  });

  it("whoever holds an unverified address may not mail its owner more than 5 codes at once, then 5 an hour", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const backend = await createBackend();
    const user = await signUp(backend, {}, { verified: false });
    const resend = () =>
      signInOutcome(attempt(backend, { flow: "email-verification", email: user.params.email }, user));
    // One every 3 minutes (the fastest allowed) for an hour: 20 asks.
    const answers = [];
    for (let i = 0; i < 20; i++) {
      vi.setSystemTime(Date.now() + RESEND_AFTER_MS);
      answers.push(await withCodes(resend));
    }
    const sent = answers.filter((a) => a.codes.length === 1).length;
    expect(sent).toBeGreaterThanOrEqual(5);
    expect(sent).toBeLessThanOrEqual(10);
    expect(answers.some((a) => /^Too many requests/.test(a.result))).toBe(true);
  });

  it("a stranger who signed up with the owner's address loses it when the owner signs in by code", async () => {
    const backend = await createBackend();
    const owner = "owner@brewmap.test";
    const stranger = newUserParams({ email: owner, password: "stranger-knows-this" });
    const made = await attempt(backend, { ...stranger, flow: "signUp" });
    const userId = (await backend.identity((made.tokens as { token: string }).token)) as { subject: string };
    // The owner cannot sign up any more, but signs in with a code from the inbox.
    expect(await signInOutcome(attempt(backend, { ...newUserParams({ email: owner }), flow: "signUp" }))).toBe(
      MESSAGES.signupFailed,
    );
    // One code per address every few minutes, whatever its kind: the stranger's sign-up sent one.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + RESEND_AFTER_MS + 1000);
    const asked = await withCodes(() =>
      signInOutcome(attempt(backend, { flow: "signInCode", email: owner, attempt: OWNER_BROWSER })),
    );
    const signIn = { flow: "signInWithCode", email: owner, attempt: OWNER_BROWSER, code: asked.codes[0]! };
    expect(await signInOutcome(attempt(backend, signIn))).toBe("tokens");
    // The stranger's password and session are gone.
    expect(await signInOutcome(attempt(backend, { flow: "signIn", email: owner, password: stranger.password }))).toBe(
      MESSAGES.loginError,
    );
    const sessions = await backend.t.run((ctx) =>
      ctx.db
        .query("authSessions")
        .withIndex("userId", (q) => q.eq("userId", userId.subject.split("|")[0] as Id<"users">))
        .collect(),
    );
    expect(sessions).toHaveLength(1);
  });
});
