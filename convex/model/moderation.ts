import { ConvexError } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { MESSAGES } from "../rules/messages";
import { SYSTEM_FLAG_WEIGHT, type ModerationAction, type ReportKind } from "../rules/reports";
import { countReview, countReviewPhotosChange, uncountReview } from "./badges";
import { queueActivityRemoval, queueFanOut, reviewActivity } from "./feedRows";
import { queueCheersRemoval } from "./cheers";
import { hideComment, queueReviewCommentsRemoval, restoreComment } from "./comments";
import { queueVoteRemoval } from "./helpfulVotes";
import { addToQueue } from "./moderationQueue";
import { withdraw, withdrawReviewNotices } from "./notifications";
import { queueShopCounts } from "./sharedTotals";
import { deletePhotos } from "./reviewPhotos";
import { endSessions, suspensionOf } from "./session";
import { queueCountingWhenEstablished, queueUncounting } from "./trust";
import { panelChanged } from "./panelFiles";

// What moderation does to reviews, photos and accounts. A hidden review leaves every count it is
// in (ratings and map tile, popular drink, badges, followers' feeds) exactly as a deleted one
// does, and comes back into them when restored; its row, photos and votes stay meanwhile.

/** The signed-in user's document when they are a moderator; anyone else is refused. */
export async function requireModerator(ctx: Pick<QueryCtx, "db">, userId: Id<"users">): Promise<Doc<"users">> {
  const user = await ctx.db.get("users", userId);
  if (user?.role !== "moderator") throw new ConvexError(MESSAGES.moderatorsOnly);
  return user;
}

/** The review leaves every count and list, and the notices it caused go; nothing when it is already hidden. */
export async function hideReview(ctx: MutationCtx, review: Doc<"reviews">): Promise<void> {
  if (review.hiddenAt !== undefined) return;
  await ctx.db.patch("reviews", review._id, { hiddenAt: Date.now() });
  await panelChanged(ctx, review.shopId);
  await uncountEverywhere(ctx, review);
  await withdrawReviewNotices(ctx, review);
}

/** A hidden review comes back into every count and list (its followers' feeds again too). */
export async function restoreReview(ctx: MutationCtx, review: Doc<"reviews">): Promise<void> {
  if (review.hiddenAt === undefined) return;
  await ctx.db.patch("reviews", review._id, { hiddenAt: undefined });
  await panelChanged(ctx, review.shopId);
  const restored = (await ctx.db.get("reviews", review._id))!;
  await queueShopCounts(ctx, { in: restored });
  // Its author's day-three job may have found them with no review shown, so it counted nothing (decision 28).
  if (restored.counted === false) {
    const author = await ctx.db.get("users", restored.userId);
    if (author) await queueCountingWhenEstablished(ctx, author);
  }
  await countReview(ctx, restored.userId, restored.photos.length > 0);
  await queueFanOut(ctx, reviewActivity(restored));
}

async function uncountEverywhere(ctx: MutationCtx, review: Doc<"reviews">): Promise<void> {
  await queueShopCounts(ctx, { out: review });
  await uncountReview(ctx, review.userId, review.photos.length > 0);
  await queueActivityRemoval(ctx, review._id);
}

/**
 * A review goes for good (its author deletes it, a moderator removes it): its photos (rows and
 * files), and, unless it was hidden and so already out of them, the counts; votes leave in batches.
 */
export async function deleteReview(ctx: MutationCtx, review: Doc<"reviews">): Promise<void> {
  await ctx.db.delete("reviews", review._id);
  await panelChanged(ctx, review.shopId);
  await deletePhotos(ctx, review.photos);
  if (review.hiddenAt === undefined) await uncountEverywhere(ctx, review);
  else await queueActivityRemoval(ctx, review._id);
  await queueVoteRemoval(ctx, review._id);
  await queueReviewCommentsRemoval(ctx, review._id);
  await queueCheersRemoval(ctx, review._id);
  const shop = await ctx.db.get("shops", review.shopId);
  if (shop !== null) await withdraw(ctx, shop.submittedBy, review.userId, { kind: "review", review });
}

/** One photo of a review goes (a moderator removed it): off the review, its row and files; the photo badge follows. */
export async function deletePhoto(ctx: MutationCtx, photo: Doc<"photos">): Promise<void> {
  const review = await ctx.db.get("reviews", photo.reviewId);
  await deletePhotos(ctx, [photo.storageId]);
  if (review === null) return;
  const photos = review.photos.filter((id) => id !== photo.storageId);
  await ctx.db.patch("reviews", review._id, { photos });
  await panelChanged(ctx, review.shopId);
  if (review.hiddenAt === undefined)
    await countReviewPhotosChange(ctx, review.userId, review.photos.length > 0, photos.length > 0);
}

/** The account can no longer write (model/session.ts) and its sessions end now. */
export async function suspend(
  ctx: MutationCtx,
  userId: Id<"users">,
  moderatorId: Id<"users">,
  reason: string,
): Promise<void> {
  if ((await suspensionOf(ctx, userId)) === null) await ctx.db.insert("suspensions", { userId, moderatorId, reason });
  await endSessions(ctx, userId);
  // Their reviews stay shown until a moderator hides them, but no longer count (decision 28).
  await queueUncounting(ctx, userId);
}

/** Hides a reported review or photo (shops and profiles are never hidden); says whether it was shown. */
export async function hideThing(ctx: MutationCtx, thing: ReportedThing): Promise<boolean> {
  if (thing.kind === "comment") return await hideComment(ctx, thing.comment);
  if (thing.kind === "review" && thing.review.hiddenAt === undefined) await hideReview(ctx, thing.review);
  else if (thing.kind === "photo" && thing.photo.hiddenAt === undefined) {
    await ctx.db.patch("photos", thing.photo._id, { hiddenAt: Date.now() });
    await panelChanged(ctx, thing.photo.shopId);
  } else return false;
  return true;
}

/** Brings back a hidden review or photo; says whether there was anything to bring back. */
export async function restoreThing(ctx: MutationCtx, thing: ReportedThing): Promise<boolean> {
  if (thing.kind === "comment") return await restoreComment(ctx, thing.comment);
  if (thing.kind === "review" && thing.review.hiddenAt !== undefined) await restoreReview(ctx, thing.review);
  else if (thing.kind === "photo" && thing.photo.hiddenAt !== undefined) {
    await ctx.db.patch("photos", thing.photo._id, { hiddenAt: undefined });
    await panelChanged(ctx, thing.photo.shopId);
  } else return false;
  return true;
}

/** Every action is kept: who (absent: automatic), what, on what and whose, and why. */
export async function logAction(
  ctx: MutationCtx,
  entry: {
    moderatorId?: Id<"users">;
    action: ModerationAction;
    subject: string;
    ownerId?: Id<"users">;
    reason: string;
  },
): Promise<void> {
  await ctx.db.insert("moderationLog", entry);
}

/**
 * The app itself puts an item in the moderators' queue, with no reporter: `reason` is shown with it
 * (e.g. a burst of low ratings from new accounts, or an edit saying a closed shop is open again). The
 * flag weighs SYSTEM_FLAG_WEIGHT, so it comes before items only a few reports brought (decision 27).
 */
export async function flagForModerators(
  ctx: MutationCtx,
  flag: { kind: ReportKind; itemId: string; ownerId?: Id<"users">; reason: string },
): Promise<void> {
  await addToQueue(ctx, {
    kind: flag.kind,
    itemId: flag.itemId,
    ...(flag.ownerId ? { ownerId: flag.ownerId } : {}),
    weight: SYSTEM_FLAG_WEIGHT,
    reports: 0,
    established: 0,
    flag: flag.reason,
  });
}

/** The reported thing as it is now, with its author and the shop it is about; null when it is gone. */
export async function reportedThing(ctx: Pick<QueryCtx, "db">, kind: ReportKind, itemId: string) {
  switch (kind) {
    case "review": {
      const id = ctx.db.normalizeId("reviews", itemId);
      const review = id && (await ctx.db.get("reviews", id));
      return review ? { kind, review, ownerId: review.userId, shopName: review.shopName } : null;
    }
    case "photo": {
      const id = ctx.db.normalizeId("photos", itemId);
      const photo = id && (await ctx.db.get("photos", id));
      const shop = photo && (await ctx.db.get("shops", photo.shopId));
      return photo ? { kind, photo, ownerId: photo.userId, shopName: shop?.name } : null;
    }
    case "shop": {
      const id = ctx.db.normalizeId("shops", itemId);
      const shop = id && (await ctx.db.get("shops", id));
      return shop ? { kind, shop, ownerId: shop.submittedBy, shopName: shop.name } : null;
    }
    case "comment": {
      const id = ctx.db.normalizeId("comments", itemId);
      const comment = id && (await ctx.db.get("comments", id));
      const review = comment && (await ctx.db.get("reviews", comment.reviewId));
      return comment ? { kind, comment, ownerId: comment.authorId, shopName: review?.shopName } : null;
    }
    case "profile": {
      const id = ctx.db.normalizeId("users", itemId);
      const user = id && (await ctx.db.get("users", id));
      return user ? { kind, user, ownerId: user._id, shopName: undefined } : null;
    }
  }
}

export type ReportedThing = NonNullable<Awaited<ReturnType<typeof reportedThing>>>;
