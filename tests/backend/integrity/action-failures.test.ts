import { describe, expect, it, vi } from "vitest";
import { internal } from "@convex/_generated/api";
import { createBackend, signUp } from "../../support/backendHarness";

// An action step (model/backgroundSteps.ts `recordingFailures`) records its own failure before the run
// ends, and schedules itself again; a retry that succeeds marks the failure recovered.

const overpass = vi.hoisted(() => ({ fails: true }));
vi.mock("@convex/integrations/overpass", () => ({
  fetchCoffeePlaces: async () => {
    if (overpass.fails) throw new Error("Overpass did not answer");
    return { ok: false, problem: "unreachable" };
  },
}));

describe("a background action that throws", () => {
  it("is recorded the moment it fails and recovered by its retry", async () => {
    const backend = await createBackend();
    const { userId } = await signUp(backend);
    const importId = await backend.t.run((ctx) =>
      ctx.db.insert("osmImports", {
        startedBy: userId,
        area: { south: 42.3, west: -71.1, north: 42.4, east: -71.0 },
        status: "fetching",
        written: 0,
      }),
    );

    await expect(backend.t.action(internal.osmImports.fetchArea, { importId })).rejects.toThrow(
      "Overpass did not answer",
    );
    const failures = () => backend.t.run((ctx) => ctx.db.query("jobFailures").collect());
    const [failure] = await failures();
    expect(failure).toMatchObject({
      name: "osmImports:fetchArea",
      kind: "action",
      args: { importId },
      attempts: 1,
      state: "retrying",
      error: "Overpass did not answer",
    });
    expect(failure!.retryJobId).toBeDefined();

    overpass.fails = false;
    await backend.t.run((ctx) => ctx.scheduler.cancel(failure!.retryJobId!));
    await backend.t.action(internal.osmImports.fetchArea, { importId, retryOf: failure!._id });
    expect(await failures()).toMatchObject([{ name: "osmImports:fetchArea", state: "recovered" }]);
  });
});
