import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, signUp } from "../../support/backendHarness";

describe("users", () => {
  it("me is null when signed out", async () => {
    const backend = await createBackend();
    expect(await backend.t.query(api.users.me, {})).toBeNull();
  });

  it("updates only the caller's own profile and leaves empty fields out", async () => {
    const backend = await createBackend();
    const alice = await signUp(backend, { firstName: "Alice", favCafe: "Thinking Cup" });
    const bob = await signUp(backend, { firstName: "Bob" });

    await alice.as.mutation(api.users.updateProfile, { lastName: "Liddell", favCafe: "", cafeMilk: "Black" });

    const me = await alice.as.query(api.users.me, {});
    expect(me).toMatchObject({ firstName: "Alice", lastName: "Liddell", favCafe: "Thinking Cup", cafeMilk: "Black" });
    const user = await backend.t.run((ctx) => ctx.db.get(alice.userId));
    expect(user?.name).toBe("Alice Liddell");
    // Bob is untouched: there is no argument naming whose profile to change.
    expect(await bob.as.query(api.users.me, {})).toMatchObject({ firstName: "Bob", cafeMilk: "Oat" });
  });

  it("refuses signed-out updates", async () => {
    const backend = await createBackend();
    await expect(backend.t.mutation(api.users.updateProfile, { firstName: "Mallory" })).rejects.toThrow(
      MESSAGES.signedOut,
    );
  });

  it("refuses unknown choices and over-long text", async () => {
    const backend = await createBackend();
    const { as } = await signUp(backend);
    await expect(as.mutation(api.users.updateProfile, { cafeTemp: "Lukewarm" })).rejects.toThrow(
      MESSAGES.badChoice("cafe temperature"),
    );
    await expect(as.mutation(api.users.updateProfile, { about: "x".repeat(1001) })).rejects.toThrow(
      MESSAGES.textTooLong("About you", 1000),
    );
  });

  it("stores names and short profile texts without invisible or direction-changing characters", async () => {
    const backend = await createBackend();
    // "\u202E" shows what follows right to left: "\u202Eecila" reads as "alice".
    const mallory = await signUp(backend, {
      firstName: "\u202EAli\u200Bce\u200F",
      lastName: "\u2066Adder\u2069\u0007",
      favCafe: "Thinking\u200D Cup\uFEFF",
      yourCity: "Bos\u2060ton\u061C",
      yourState: "\u202DMA",
    });
    const stored = await backend.t.run((ctx) => ctx.db.get(mallory.userId));
    expect(stored).toMatchObject({
      firstName: "Alice",
      lastName: "Adder",
      name: "Alice Adder",
      favCafe: "Thinking Cup",
      yourCity: "Boston",
      yourState: "MA",
    });

    await mallory.as.mutation(api.users.updateProfile, {
      firstName: "\u202Egnp.exe",
      lastName: "Lid\u200Bdell\n",
      favCafe: "\u200B\u200B",
      yourCity: "Cam\u202Abridge",
    });
    expect(await backend.t.run((ctx) => ctx.db.get(mallory.userId))).toMatchObject({
      firstName: "gnp.exe",
      lastName: "Liddell",
      name: "gnp.exe Liddell",
      favCafe: "Thinking Cup", // nothing visible was typed: left out like an empty field
      yourCity: "Cambridge",
    });
  });

  it("stores a state typed in lower case upper case, at sign-up and on update", async () => {
    const backend = await createBackend();
    const alice = await signUp(backend, { yourCity: "boston", yourState: "ma" });
    expect(await alice.as.query(api.users.me, {})).toMatchObject({ yourCity: "boston", yourState: "MA" });
    await alice.as.mutation(api.users.updateProfile, { yourState: " ri" });
    expect(await backend.t.run((ctx) => ctx.db.get(alice.userId))).toMatchObject({ yourState: "RI" });
  });

  it("refuses a name that is only invisible characters, on sign-up and on update", async () => {
    const backend = await createBackend();
    await expect(signUp(backend, { firstName: "\u200B\u202E" })).rejects.toThrow(MESSAGES.nameRequired);
    await expect(signUp(backend, { lastName: "\u2066\u2069\uFEFF\u200D" })).rejects.toThrow(MESSAGES.nameRequired);
    const alice = await signUp(backend, { firstName: "Alice" });
    await expect(alice.as.mutation(api.users.updateProfile, { firstName: "\u200B" })).rejects.toThrow(
      MESSAGES.nameRequired,
    );
    await expect(alice.as.mutation(api.users.updateProfile, { lastName: "\u202E\u0000" })).rejects.toThrow(
      MESSAGES.nameRequired,
    );
    expect(await alice.as.query(api.users.me, {})).toMatchObject({ firstName: "Alice" });
  });

  it("shows another user's public profile without their email, and null for a non-user id", async () => {
    const backend = await createBackend();
    const alice = await signUp(backend, { firstName: "Alice" });
    const bob = await signUp(backend);
    const person = await bob.as.query(api.people.profile, { userId: alice.userId });
    expect(person!.profile).toMatchObject({ _id: alice.userId, firstName: "Alice" });
    expect(person!.profile).not.toHaveProperty("email");
    expect(await bob.as.query(api.people.profile, { userId: "not-an-id" })).toBeNull();
    // A visitor following a shared profile link reads the same (decision 15).
    expect(await backend.t.query(api.people.profile, { userId: alice.userId })).toEqual(person);
  });
});
