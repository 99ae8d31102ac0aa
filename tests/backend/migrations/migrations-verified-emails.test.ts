import { describe, expect, it } from "vitest";
import { api, internal } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, finishScheduled, signUp } from "../../support/backendHarness";
import { expectNothingMoreToDo, get, migrate } from "../../support/oldDeployment";
import { shopInput } from "../../support/testData";

// The migration `verifiedEmails` (decision 26) on users stored as an older deployment stored them: no
// `emailVerificationTime`, no `emailCheckPending`, since sign-up asked for no code.

describe("migrations for an older deployment: verified emails", () => {
  it("marks accounts made before email codes verified, and leaves a new one waiting for its code", async () => {
    const backend = await createBackend();
    const old = await signUp(backend, {}, { verified: false });
    const waiting = await signUp(backend, {}, { verified: false });
    const proved = await signUp(backend);
    await backend.t.run(async (ctx) => {
      // The old shape: neither field (sign-up sets `emailCheckPending` today).
      await ctx.db.patch("users", old.userId, { emailCheckPending: undefined, emailVerificationTime: undefined });
    });
    const provedAt = (await get(backend, proved.userId)).emailVerificationTime;
    // Before the migration runs, the old account may post already: it never had a code to enter.
    await expect(old.as.mutation(api.shops.create, shopInput())).resolves.toBeTruthy();
    await expect(waiting.as.mutation(api.shops.create, shopInput())).rejects.toThrow(MESSAGES.verifyEmailFirst);
    await finishScheduled(backend); // the shop's marker job, so the dry run below compares settled data

    await migrate(backend, internal.migrations.verifiedEmails);
    const oldUser = await get(backend, old.userId);
    expect(oldUser.emailVerificationTime).toBe(oldUser._creationTime);
    expect((await get(backend, waiting.userId)).emailVerificationTime).toBeUndefined();
    expect((await get(backend, proved.userId)).emailVerificationTime).toBe(provedAt);
    await expect(waiting.as.mutation(api.shops.create, shopInput())).rejects.toThrow(MESSAGES.verifyEmailFirst);
    await expectNothingMoreToDo(backend, internal.migrations.verifiedEmails);
  });
});
