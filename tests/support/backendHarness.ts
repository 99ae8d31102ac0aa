import { vi } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { SandboxBackend } from "../../sandbox/backend";

export const TEST_SITE_URL = "http://localhost:3211";

const modules = import.meta.glob(["../../convex/**/*.ts", "!../../convex/**/*.test.ts"]);

/** A fresh in-memory backend running the project's real functions (convex-test). */
export function createBackend(options: { storageBaseUrl?: string } = {}): Promise<SandboxBackend> {
  return SandboxBackend.create({ modules, siteUrl: TEST_SITE_URL, ...options });
}

export type SignUpParams = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
} & Partial<Record<"favCafe" | "yourCity" | "yourState" | "about" | "selectedRoast" | "cafeDrink" | "cafeMilk" | "cafeTemp" | "homeDrink" | "homeMilk" | "homeTemp", string>>;

let counter = 0;

export function newUserParams(overrides: Partial<SignUpParams> = {}): SignUpParams {
  counter += 1;
  return {
    email: `user${counter}-${Math.random().toString(36).slice(2, 8)}@brewmap.test`,
    password: "correct-horse-battery",
    firstName: "Test",
    lastName: `User${counter}`,
    selectedRoast: "Medium",
    cafeDrink: "Latte",
    cafeMilk: "Oat",
    cafeTemp: "Hot",
    ...overrides,
  };
}

/**
 * Signs a user up through @convex-dev/auth (real password hashing, real JWT) and returns a test
 * accessor that acts as them.
 */
export async function signUp(backend: SandboxBackend, overrides: Partial<SignUpParams> = {}) {
  const params = newUserParams(overrides);
  const result = await backend.t.action(api.auth.signIn, { provider: "password", params: { ...params, flow: "signUp" } });
  const { token, refreshToken } = result.tokens!;
  const identity = await backend.identity(token);
  if (identity === null || identity === "invalid") throw new Error("sign-up returned no valid token");
  const userId = identity.subject.split("|")[0] as Id<"users">;
  return { params, token, refreshToken, userId, as: backend.t.withIdentity(identity) };
}

/**
 * Runs the scheduled functions that are due (feed fan-out, backfills, renames) to the end, as a
 * deployment would right after the mutation that scheduled them. Works with real and fake timers.
 */
export async function finishScheduled(backend: SandboxBackend): Promise<void> {
  await backend.t.finishAllScheduledFunctions(vi.isFakeTimers() ? vi.runAllTimers : () => {});
}
