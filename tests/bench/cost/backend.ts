// The backend the cost rows call and the data set on it: made once, before the rows run, by
// tests/bench/cost.test.ts (`startBackend`); the rows read `t` and `d` when they are called.
import { convexTest, type TestConvex } from "convex-test";
import type { Id } from "@convex/_generated/dataModel";
import schema from "@convex/schema";
import { registerComponents } from "../../../sandbox/components";
import { seedDataset, type Dataset } from "../dataset";

export let t: TestConvex<typeof schema>;
export let d: Dataset;

export async function startBackend() {
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
