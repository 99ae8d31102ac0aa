import type { MutationCtx } from "../_generated/server";
import { randomPublicId } from "../rules/identifiers";

/** A 12-digit public id no shop has yet. */
export async function uniquePublicId(ctx: MutationCtx): Promise<string> {
  for (;;) {
    const publicId = randomPublicId();
    const taken = await ctx.db
      .query("shops")
      .withIndex("by_publicId", (q) => q.eq("publicId", publicId))
      .first();
    if (taken === null) return publicId;
  }
}
