// The backend the cost rows call and the data set on it: made once, before the rows run, by
// tests/bench/cost.test.ts (`startBackend`); the rows read `t` and `d` when they are called.
import { convexTest, type TestConvex } from "convex-test";
import type { Id } from "@convex/_generated/dataModel";
import schema from "@convex/schema";
import { authEnvironment } from "../../../sandbox/authKeys";
import { registerComponents } from "../../../sandbox/components";
import { jobsDueNow } from "../../support/backendHarness";
import { seedDataset, type Dataset } from "../dataset";

export let t: TestConvex<typeof schema>;
export let d: Dataset;

export async function startBackend() {
  // @convex-dev/auth's keys, so a token refresh can be measured as a deployment runs it.
  Object.assign(process.env, await authEnvironment("http://127.0.0.1"));
  process.env.AUTH_LOG_LEVEL ??= "WARN";
  // Sign-up needs a way to send its verification code: the sandbox's, to the output.
  process.env.AUTH_RESET_CODES_IN_LOG = "1";
  t = convexTest({
    schema,
    modules: import.meta.glob(["../../../convex/**/*.ts", "!../../../convex/**/*.test.ts"]),
    transactionLimits: true, // what breaks a deployment's limits breaks here too
  });
  await registerComponents(t);
  d = await seedDataset(t);
}

export const asUser = (userId: Id<"users">) =>
  t.withIdentity({ subject: `${userId}|bench-session`, issuer: "bench", tokenIdentifier: `bench|${userId}` });

/**
 * Lets the jobs earlier rows scheduled to run now (counts, notices, fan-out, removals) end before the next row
 * is measured: they run on timers, and one that started during a measured call would be counted as its reads.
 * Jobs due later (presence timeouts) stay waiting.
 */
export async function settleScheduled(): Promise<void> {
  for (let round = 0; round < 100; round++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await t.finishInProgressScheduledFunctions();
    if (!(await jobsDueNow(t))) return;
  }
  throw new Error("scheduled functions kept running after 100 rounds");
}
