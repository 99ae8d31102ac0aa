import { api } from "@convex/_generated/api";
import type { SandboxBackend } from "../../sandbox/backend";
import type { signUp } from "./backendHarness";

type Actor = Awaited<ReturnType<typeof signUp>>;

/** A moderator previewing an area again and again (the one before ended: one import runs at a time). */
export async function startCityImport(backend: SandboxBackend, actor: Actor) {
  await backend.t.run(async (ctx) => {
    await ctx.db.patch("users", actor.userId, { role: "moderator" });
    for (const row of await ctx.db.query("osmImports").collect())
      await ctx.db.patch("osmImports", row._id, { status: "failed" });
  });
  return actor.as.mutation(api.osmImports.start, { area: { south: 42.35, west: -71.07, north: 42.36, east: -71.05 } });
}
