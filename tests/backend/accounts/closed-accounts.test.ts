import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { convexGlobalOf } from "../../../sandbox/convexTestInternals";
import type { SandboxBackend } from "../../../sandbox/backend";
import { createBackend, finishScheduled, signUp } from "../../support/backendHarness";
import { pngBytes, storeFile } from "../../support/testData";

// A deleted account's token lives on until it expires (up to an hour), and a suspended account keeps
// its session until it signs in again: neither may run an action (register an upload, spend the
// geocoding quota), though a suspended one may still delete itself (docs/product.md §6). And an erased
// account leaves no row keyed by its email, in the app's tables or its components'.

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {}); // reset codes are logged without AUTH_RESEND_KEY
});

afterEach(() => {
  vi.restoreAllMocks();
});

const uploadsOf = (backend: SandboxBackend) => backend.t.run((ctx) => ctx.db.query("uploads").collect());

/** Every action a person can run but deleting their account, with arguments that would succeed. */
async function actionsOf(backend: SandboxBackend, who: Awaited<ReturnType<typeof signUp>>) {
  const storageId = await storeFile(backend, pngBytes(7), "image/png");
  return {
    registerUpload: () => who.as.action(api.photos.registerUpload, { storageId }),
    geocodeCity: () => who.as.action(api.geocoding.geocodeCity, { query: "Boston MA" }),
    geocodeAddress: () =>
      who.as.action(api.geocoding.geocodeAddress, { streetAddress: "1 Main St", city: "Boston", state: "MA" }),
  };
}

describe("closed accounts and actions", () => {
  it("a deleted account's token registers no upload and geocodes nothing, before and after the erasure", async () => {
    const backend = await createBackend();
    const leo = await signUp(backend);
    const actions = await actionsOf(backend, leo);
    await leo.as.action(api.account.remove, { password: leo.params.password });
    for (const [name, run] of Object.entries(actions)) await expect(run(), name).rejects.toThrow(MESSAGES.signedOut);
    await finishScheduled(backend);
    for (const [name, run] of Object.entries(actions)) await expect(run(), name).rejects.toThrow(MESSAGES.signedOut);
    expect(await uploadsOf(backend)).toEqual([]);
  });

  it("a suspended account runs no action but deleting itself", async () => {
    const backend = await createBackend();
    const sue = await signUp(backend);
    const actions = await actionsOf(backend, sue);
    await backend.t.run((ctx) => ctx.db.insert("suspensions", { userId: sue.userId, reason: "Spam" }));
    for (const [name, run] of Object.entries(actions)) await expect(run(), name).rejects.toThrow(MESSAGES.suspended);
    expect(await uploadsOf(backend)).toEqual([]);
    await sue.as.action(api.account.remove, { password: sue.params.password });
    expect(await sue.as.query(api.users.me, {})).toBeNull();
  });
});

/** The names of the tables (components' as "component/table") holding a document that contains `text`. */
function tablesHolding(backend: SandboxBackend, text: string): string[] {
  const found = new Set<string>();
  for (const [path, { db }] of Object.entries(convexGlobalOf(backend.t).components)) {
    for (const entry of Object.values(db._documents) as unknown[]) {
      const json = JSON.stringify(entry).toLowerCase();
      if (!json.includes(text.toLowerCase())) continue;
      const document = (entry as { document?: { _id?: string } }).document ?? (entry as { _id?: string });
      const table = String(document._id ?? "").replace(/^\d+/, "");
      found.add(path ? `${path}/${table}` : table);
    }
  }
  return [...found].sort();
}

describe("erasing an account", () => {
  it("leaves no row keyed by its email in any table, the components' included", async () => {
    const backend = await createBackend();
    const leo = await signUp(backend);
    const { email, password } = leo.params;
    const signIn = (params: Record<string, string>) =>
      backend.t.action(api.auth.signIn, { provider: "password", params: { email, ...params } }).catch(() => null);
    // Every kind of row an email is a key of: a failed sign-in, a reset request, a wrong reset code,
    // another sign-up with the email, a wrong password on the delete form.
    await signIn({ flow: "signIn", password: "not-the-password" });
    await signIn({ flow: "reset" });
    await signIn({ flow: "reset-verification", code: "00000000", newPassword: "another-long-pass" });
    await signIn({ flow: "signUp", password, firstName: "Leo", lastName: "Again" });
    await leo.as.action(api.account.remove, { password: "not-the-password" }).catch(() => null);
    expect(tablesHolding(backend, email)).toEqual(
      expect.arrayContaining(["authAttempts", "authAccounts", "rateLimiter/rateLimits", "users"]),
    );

    await leo.as.action(api.account.remove, { password });
    await finishScheduled(backend);
    expect(tablesHolding(backend, email)).toEqual([]);
    // Nor one keyed by the account's id, but its deletion's own record (model/accountErasure.ts says why)
    // and Convex's record of the erasure's own scheduled steps, which Convex keeps a week.
    expect(tablesHolding(backend, leo.userId)).toEqual(["_scheduled_functions", "suspensions"]);
  });
});
