import { v } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { PROFILE_REVIEWS } from "../rules/people";
import { PROFILE_FIELD_NAMES } from "../rules/validation";
import { firstPageOf } from "./reviewView";

// A person's profile as others see it: the fields of the profile form, never the email.

export const profileFields = {
  firstName: v.string(),
  lastName: v.string(),
  favCafe: v.string(),
  yourCity: v.string(),
  yourState: v.string(),
  yourCountry: v.string(),
  about: v.string(),
  selectedRoast: v.string(),
  cafeDrink: v.string(),
  cafeMilk: v.string(),
  cafeTemp: v.string(),
  homeDrink: v.string(),
  homeMilk: v.string(),
  homeTemp: v.string(),
};

export const publicProfileValidator = v.object({ _id: v.id("users"), ...profileFields });

export function toPublicProfile(user: Doc<"users">) {
  const profile = Object.fromEntries(PROFILE_FIELD_NAMES.map((key) => [key, user[key] ?? ""]));
  return { _id: user._id, ...(profile as Record<(typeof PROFILE_FIELD_NAMES)[number], string>) };
}

/** The user a profile link names (any string), or null for an id that is not a user's or a deleted account. */
export async function profileUser(ctx: Pick<QueryCtx, "db">, userId: string): Promise<Doc<"users"> | null> {
  const id = ctx.db.normalizeId("users", userId);
  const user = id === null ? null : await ctx.db.get("users", id);
  return user === null || user.deletedAt !== undefined ? null : user;
}

/** A person's newest shown reviews, the profile's first page, and whether older ones follow (reviews.listForUser). */
export async function newestReviewsOf(ctx: QueryCtx, userId: Id<"users">) {
  const rows = await ctx.db
    .query("reviews")
    .withIndex("by_user_hidden", (q) => q.eq("userId", userId).eq("hiddenAt", undefined))
    .order("desc")
    .take(PROFILE_REVIEWS + 1);
  return await firstPageOf(ctx, rows, PROFILE_REVIEWS);
}
