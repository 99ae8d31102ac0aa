import type { Doc, Id } from "../_generated/dataModel";
import { notificationKey } from "../rules/notifications";

// The events notifications tell (convex/model/notifications.ts): what each is about, and the group it joins.

/** What happened, as the job or mutation that tells it knows it. */
type ReviewRef = Pick<Doc<"reviews">, "_id" | "shopId" | "shopName">;
export type NotificationEvent =
  | { kind: "follow" }
  | { kind: "review"; review: ReviewRef }
  | { kind: "helpful"; review: ReviewRef }
  // Conversations: a comment on a review (grouped per review), a mention (one per comment), a cheer
  // of a review or of a shop someone added (grouped per target).
  | { kind: "comment"; review: ReviewRef }
  | { kind: "mention"; review: ReviewRef; commentId: Id<"comments"> }
  | { kind: "cheer"; review: ReviewRef }
  | { kind: "shopCheer"; shop: Pick<Doc<"shops">, "_id" | "name"> };

/** The group an event joins (rules/notifications.ts): reviews of a shop, votes on a review, follows. */
export function keyOf(event: NotificationEvent): string {
  switch (event.kind) {
    case "follow":
      return notificationKey("follow");
    case "review":
      return notificationKey("review", event.review.shopId);
    case "mention":
      return notificationKey("mention", event.commentId);
    case "shopCheer":
      return notificationKey("cheer", event.shop._id);
    default:
      return notificationKey(event.kind, event.review._id);
  }
}

/** What the row says the event was about: its kind as stored, and the shop and review. */
export function subjectOf(event: NotificationEvent) {
  if (event.kind === "follow") return { kind: "follow" as const };
  if (event.kind === "shopCheer") return { kind: "cheer" as const, shopId: event.shop._id, shopName: event.shop.name };
  const { review } = event;
  return { kind: event.kind, shopId: review.shopId, shopName: review.shopName, reviewId: review._id };
}
