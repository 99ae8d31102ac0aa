import { v } from "convex/values";
import type { Doc } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import schema from "../schema";

/** A review as screens show it: the stored fields plus photo URLs. */
export async function reviewView(ctx: QueryCtx, review: Doc<"reviews">) {
  const photoUrls = (await Promise.all(review.photos.map((id) => ctx.storage.getUrl(id)))).filter(
    (url): url is string => url !== null,
  );
  return { ...review, photoUrls };
}

export type ReviewView = Awaited<ReturnType<typeof reviewView>>;

/** What `reviewView` returns, for the `returns` of the functions that list reviews. */
export const reviewViewValidator = schema.doc("reviews").extend({ photoUrls: v.array(v.string()) });
