import { vi } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { SandboxBackend } from "../../sandbox/backend";
import { establishTestUser, verifyTestUser } from "../../sandbox/browserTestSeeds";

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
} & Partial<
  Record<
    | "favCafe"
    | "yourCity"
    | "yourState"
    | "yourCountry"
    | "about"
    | "selectedRoast"
    | "cafeDrink"
    | "cafeMilk"
    | "cafeTemp"
    | "homeDrink"
    | "homeMilk"
    | "homeTemp",
    string
  >
>;

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
 * accessor that acts as them. (signUpOverHttp in sandboxApi.ts signs up on a running sandbox.) The
 * account's email counts as verified, as if the emailed code had been entered (decision 26), unless
 * `verified: false` keeps it as a new account is until then.
 */
export async function signUp(
  backend: SandboxBackend,
  overrides: Partial<SignUpParams> = {},
  { verified = true }: { verified?: boolean } = {},
) {
  const params = newUserParams(overrides);
  const result = await backend.t.action(api.auth.signIn, {
    provider: "password",
    params: { ...params, flow: "signUp" },
  });
  const { token, refreshToken } = result.tokens!;
  const identity = await backend.identity(token);
  if (identity === null || identity === "invalid") throw new Error("sign-up returned no valid token");
  const userId = identity.subject.split("|")[0] as Id<"users">;
  if (verified) await verifyEmail(backend, userId);
  return { params, token, refreshToken, userId, as: backend.t.withIdentity(identity) };
}

/** What a sign-in call ends in, as the caller sees it: "tokens", "no tokens", or the error's message. */
export async function signInOutcome(call: Promise<{ tokens?: unknown }>): Promise<string> {
  try {
    const result = await call;
    return result.tokens ? "tokens" : "no tokens";
  } catch (error) {
    const data = (error as { data?: unknown }).data;
    return typeof data === "string" ? data : "error";
  }
}

/** Marks an account's email verified, as entering the code emailed at sign-up does (the sandbox's own hook). */
export const verifyEmail = verifyTestUser;

/**
 * Makes an account established (rules/trust.ts), as an old account with reviews is: its Helpful votes
 * move counts and its open panels count as people looking (the sandbox's own hook).
 */
export const establish = establishTestUser;

/** Whether a scheduled function due by now is still waiting or running. */
export async function jobsDueNow(t: Pick<SandboxBackend["t"], "run">): Promise<boolean> {
  return await t.run(async (ctx) => {
    const jobs = await ctx.db.system.query("_scheduled_functions").collect();
    return jobs.some(
      (job) => (job.state.kind === "pending" || job.state.kind === "inProgress") && job.scheduledTime <= Date.now(),
    );
  });
}

/**
 * Runs the scheduled functions that are due (feed fan-out, backfills, renames) to the end, as a
 * deployment would right after the mutation that scheduled them. Works with real and fake timers.
 * convex-test's own wait gives up after a few idle turns of the event loop, which a long chain of
 * batches on a busy machine can outlast, so this repeats it until no job due now is left.
 * `aside` wraps that check (a bench keeps it out of what it measures).
 */
export async function finishScheduled(
  backend: SandboxBackend,
  aside: <T>(check: () => Promise<T>) => Promise<T> = (check) => check(),
): Promise<void> {
  const advance = vi.isFakeTimers() ? vi.runAllTimers : () => {};
  for (let round = 0; round < 100; round++) {
    await backend.t.finishAllScheduledFunctions(advance);
    if (!(await aside(() => jobsDueNow(backend.t)))) return;
  }
  throw new Error("scheduled functions kept running after 100 rounds");
}

/** A scheduled run as the step it runs (convex/rules/jobs.ts). */
export { scheduledStep } from "@convex/rules/jobs";
