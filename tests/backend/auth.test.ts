// @vitest-environment edge-runtime
import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, newUserParams, signUp } from "../support/backendHarness";

describe("accounts through @convex-dev/auth", () => {
  it("signs up with a taste profile, creates zeroed badges, and signs in again", async () => {
    const backend = await createBackend();
    const { params, userId, as } = await signUp(backend, { favCafe: "Render Coffee", cafeDrink: "Cortado" });

    const me = await as.query(api.users.me, {});
    expect(me).toMatchObject({ _id: userId, email: params.email, firstName: "Test", favCafe: "Render Coffee", cafeDrink: "Cortado" });

    const badges = await backend.t.run((ctx) => ctx.db.query("badges").withIndex("by_user", (q) => q.eq("userId", userId)).unique());
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
      backend.t.action(api.auth.signIn, { provider: "password", params: { flow: "signIn", email: params.email, password: "wrong-password" } }),
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
      backend.t.action(api.auth.signIn, { provider: "password", params: { ...newUserParams(overrides), flow: "signUp" } }),
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
    // @convex-dev/auth treats a repeated sign-up with the right password as a sign-in.
    await backend.t.action(api.auth.signIn, {
      provider: "password",
      params: { ...newUserParams({ email: params.email, password: params.password, firstName: "Impostor" }), flow: "signUp" },
    });
    const users = await backend.t.run((ctx) => ctx.db.query("users").collect());
    expect(users.map((u) => [u._id, u.firstName])).toEqual([[userId, "Original"]]);
  });

  it("resets a password with the emailed code and never says whether an account exists", async () => {
    const backend = await createBackend();
    const { params } = await signUp(backend);
    const logs: string[] = [];
    const original = console.log;
    console.log = (...args: unknown[]) => logs.push(args.join(" "));
    try {
      await backend.t.action(api.auth.signIn, { provider: "password", params: { flow: "reset", email: params.email } });
    } finally {
      console.log = original;
    }
    const code = /code for \S+: (\d{8})/.exec(logs.join("\n"))?.[1];
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
});
