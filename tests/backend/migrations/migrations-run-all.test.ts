import { describe, expect, it } from "vitest";
import { internal } from "@convex/_generated/api";
import * as migrations from "@convex/migrations";
import { createBackend, finishScheduled, signUp } from "../../support/backendHarness";
import { statusOf } from "../../support/oldDeployment";
import { insertShop } from "../../support/testData";

// `npx convex run migrations:runAll` is what an operator runs after a deploy (decision 23), so a migration
// defined in convex/migrations.ts but left out of runAll's list would never run on a deployment.

const defined = Object.keys(migrations).filter((name) => name !== "runAll");

describe("migrations:runAll", () => {
  it("runs every migration convex/migrations.ts defines", async () => {
    expect(defined.length).toBeGreaterThan(5);
    const backend = await createBackend();
    const ann = await signUp(backend, { yourCity: "Boston", yourState: "MA" });
    await backend.t.run((ctx) => insertShop(ctx, ann.userId));
    await backend.t.mutation(internal.migrations.runAll, {});
    // Each migration schedules the next in the component; on a busy machine the last of the chain may still be on
    // its timer when the scheduler sees nothing due, so wait for the chain rather than for one quiet moment.
    const notRun = async () => {
      const left: string[] = [];
      for (const name of defined) if (!(await statusOf(backend, `migrations:${name}`))?.isDone) left.push(name);
      return left;
    };
    for (let round = 0; round < 20 && (await notRun()).length > 0; round++) await finishScheduled(backend);
    expect(await notRun(), "migrations runAll leaves out").toEqual([]);
  });
});
