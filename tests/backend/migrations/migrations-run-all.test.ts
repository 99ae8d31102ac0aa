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
    await finishScheduled(backend);
    const notRun: string[] = [];
    for (const name of defined) if (!(await statusOf(backend, `migrations:${name}`))?.isDone) notRun.push(name);
    expect(notRun, "migrations runAll leaves out").toEqual([]);
  });
});
