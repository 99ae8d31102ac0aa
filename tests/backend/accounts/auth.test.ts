import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import type { SandboxBackend } from "../../../sandbox/backend";
import { createBackend, newUserParams, signUp } from "../../support/backendHarness";

const RESET_ENV = ["AUTH_RESEND_KEY", "AUTH_EMAIL_FROM", "AUTH_RESET_CODES_IN_LOG"] as const;
const savedEnv = Object.fromEntries(RESET_ENV.map((name) => [name, process.env[name]]));

/** How this deployment delivers reset codes: exactly these of the three variables are set. */
function resetEnv(values: Partial<Record<(typeof RESET_ENV)[number], string>>) {
  for (const name of RESET_ENV) {
    if (values[name] === undefined) delete process.env[name];
    else process.env[name] = values[name];
  }
}

afterEach(() => {
  resetEnv(Object.fromEntries(Object.entries(savedEnv).filter(([, value]) => value !== undefined)));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Asks for a reset code; returns what the backend logged meanwhile. */
async function requestReset(backend: SandboxBackend, email: string) {
  const logs: string[] = [];
  const original = console.log;
  console.log = (...args: unknown[]) => logs.push(args.join(" "));
  try {
    await backend.t.action(api.auth.signIn, { provider: "password", params: { flow: "reset", email } });
  } finally {
    console.log = original;
  }
  return logs.join("\n");
}

describe("accounts through @convex-dev/auth", () => {
  it("signs up with a taste profile, creates zeroed badges, and signs in again", async () => {
    const backend = await createBackend();
    const { params, userId, as } = await signUp(backend, { favCafe: "Render Coffee", cafeDrink: "Cortado" });

    const me = await as.query(api.users.me, {});
    expect(me).toMatchObject({
      _id: userId,
      email: params.email,
      firstName: "Test",
      favCafe: "Render Coffee",
      cafeDrink: "Cortado",
    });

    const badges = await backend.t.run((ctx) =>
      ctx.db
        .query("badges")
        .withIndex("by_user", (q) => q.eq("userId", userId))
        .unique(),
    );
    expect(badges).toMatchObject({ cafes: 0, photos: 0, reviews: 0, cities: [] });
    const user = await backend.t.run((ctx) => ctx.db.get(userId));
    expect(user?.isActive).toBe(true);

    const again = await backend.t.action(api.auth.signIn, {
      provider: "password",
      params: { flow: "signIn", email: params.email.toUpperCase(), password: params.password },
    });
    expect(again.tokens?.token).toEqual(expect.any(String));
  });

  it("refuses a wrong password", async () => {
    const backend = await createBackend();
    const { params } = await signUp(backend);
    await expect(
      backend.t.action(api.auth.signIn, {
        provider: "password",
        params: { flow: "signIn", email: params.email, password: "wrong-password" },
      }),
    ).rejects.toThrow();
  });

  it.each([
    [{ password: "short" }, MESSAGES.passwordTooShort],
    [{ password: "x".repeat(129) }, MESSAGES.passwordTooLong],
    [{ email: "not-an-email" }, MESSAGES.badEmail],
    [{ firstName: "  " }, MESSAGES.nameRequired],
    [{ cafeDrink: "Mocha Frappe" }, MESSAGES.badChoice("cafe drink")],
    [{ about: "a".repeat(1001) }, MESSAGES.textTooLong("About you", 1000)],
  ])("refuses sign-up with %o", async (overrides, message) => {
    const backend = await createBackend();
    await expect(
      backend.t.action(api.auth.signIn, {
        provider: "password",
        params: { ...newUserParams(overrides), flow: "signUp" },
      }),
    ).rejects.toThrow(message);
    const users = await backend.t.run((ctx) => ctx.db.query("users").collect());
    expect(users).toHaveLength(0);
  });

  it("never creates a second account for an email, nor lets sign-up overwrite a profile", async () => {
    const backend = await createBackend();
    const { params, userId } = await signUp(backend, { firstName: "Original" });
    await expect(
      backend.t.action(api.auth.signIn, {
        provider: "password",
        params: { ...newUserParams({ email: params.email, password: "someone-elses-pass" }), flow: "signUp" },
      }),
    ).rejects.toThrow();
    // Not even with the right password: sign-up never signs in to an existing account.
    await expect(
      backend.t.action(api.auth.signIn, {
        provider: "password",
        params: {
          ...newUserParams({ email: params.email, password: params.password, firstName: "Impostor" }),
          flow: "signUp",
        },
      }),
    ).rejects.toThrow(MESSAGES.signupFailed);
    const users = await backend.t.run((ctx) => ctx.db.query("users").collect());
    expect(users.map((u) => [u._id, u.firstName])).toEqual([[userId, "Original"]]);
  });

  it("resets a password with the code from the log where development says so (AUTH_RESET_CODES_IN_LOG=1)", async () => {
    const backend = await createBackend();
    resetEnv({ AUTH_RESET_CODES_IN_LOG: "1" });
    const { params } = await signUp(backend);
    expect(await backend.t.query(api.auth.passwordResetAvailable, {})).toBe(true);
    const code = /code for \S+: (\d{8})/.exec(await requestReset(backend, params.email))?.[1];
    expect(code).toMatch(/^\d{8}$/);

    await expect(
      backend.t.action(api.auth.signIn, {
        provider: "password",
        params: { flow: "reset-verification", email: params.email, code: "00000000", newPassword: "another-password" },
      }),
    ).rejects.toThrow();
    const reset = await backend.t.action(api.auth.signIn, {
      provider: "password",
      params: { flow: "reset-verification", email: params.email, code: code!, newPassword: "another-password" },
    });
    expect(reset.tokens?.token).toEqual(expect.any(String));
    const signIn = await backend.t.action(api.auth.signIn, {
      provider: "password",
      params: { flow: "signIn", email: params.email, password: "another-password" },
    });
    expect(signIn.tokens).toBeTruthy();
  });

  it("without Resend and without the development flag, says reset is unavailable and sends no code, for any address", async () => {
    const backend = await createBackend();
    const { params } = await signUp(backend);
    resetEnv({});
    expect(await backend.t.query(api.auth.passwordResetAvailable, {})).toBe(false);
    const fetchMock = vi.fn(async () => Response.json({}));
    vi.stubGlobal("fetch", fetchMock);
    for (const email of [params.email, "nobody@brewmap.test"]) {
      const logs: string[] = [];
      vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => void logs.push(args.join(" ")));
      await expect(
        backend.t.action(api.auth.signIn, { provider: "password", params: { flow: "reset", email } }),
      ).rejects.toThrow(MESSAGES.resetUnavailable);
      expect(logs.join("\n")).not.toMatch(/code for/);
    }
    expect(fetchMock).not.toHaveBeenCalled();
    const codes = await backend.t.run((ctx) => ctx.db.query("authVerificationCodes").collect());
    expect(codes.filter((code) => code.provider === "password-reset-code")).toEqual([]);
  });

  it("needs both AUTH_RESEND_KEY and AUTH_EMAIL_FROM to email codes", async () => {
    const backend = await createBackend();
    resetEnv({ AUTH_RESEND_KEY: "re_test" });
    expect(await backend.t.query(api.auth.passwordResetAvailable, {})).toBe(false);
    resetEnv({ AUTH_EMAIL_FROM: "Brew Map <reset@brewmap.test>" });
    expect(await backend.t.query(api.auth.passwordResetAvailable, {})).toBe(false);
  });

  it("emails the code through Resend when configured, and never writes it to the log", async () => {
    const backend = await createBackend();
    resetEnv({
      AUTH_RESEND_KEY: "re_test",
      AUTH_EMAIL_FROM: "Brew Map <reset@brewmap.test>",
      AUTH_RESET_CODES_IN_LOG: "1",
    });
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ id: "sent" }));
    vi.stubGlobal("fetch", fetchMock);
    const { params } = await signUp(backend);
    // The sign-up's verification code went the same way.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)).subject)).toMatch(/email verification code/);
    fetchMock.mockClear();
    expect(await backend.t.query(api.auth.passwordResetAvailable, {})).toBe(true);

    const logged = await requestReset(backend, params.email);
    expect(logged).not.toMatch(/code for/);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("https://api.resend.com/emails");
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer re_test");
    const body = JSON.parse(String(init?.body)) as { from: string; to: string[]; text: string };
    expect(body).toMatchObject({ from: "Brew Map <reset@brewmap.test>", to: [params.email] });
    const code = /code is (\d{8})/.exec(body.text)?.[1];
    expect(code).toMatch(/^\d{8}$/);
    const reset = await backend.t.action(api.auth.signIn, {
      provider: "password",
      params: { flow: "reset-verification", email: params.email, code: code!, newPassword: "another-password" },
    });
    expect(reset.tokens?.token).toEqual(expect.any(String));
  });
});
