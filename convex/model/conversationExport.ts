import type { Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { EXPORT_LIMIT } from "../rules/account";

// A person's comments and cheers in "Download my data" (account.exportData).

const when = (time: number) => new Date(time).toISOString();

export async function exportConversations(ctx: Pick<QueryCtx, "db">, userId: Id<"users">) {
  const [comments, cheers] = await Promise.all([
    ctx.db
      .query("comments")
      .withIndex("by_author", (q) => q.eq("authorId", userId))
      .take(EXPORT_LIMIT),
    ctx.db
      .query("cheers")
      .withIndex("by_user", (q) => q.eq("userId", userId))
      .take(EXPORT_LIMIT),
  ]);
  return {
    comments: comments.map((row) => ({
      id: row._id,
      reviewId: row.reviewId,
      ...(row.parentId ? { replyTo: row.parentId } : {}),
      text: row.text,
      mentions: row.mentions.map((m) => m.name),
      writtenAt: when(row._creationTime),
      ...(row.editedAt !== undefined ? { editedAt: when(row.editedAt) } : {}),
    })),
    cheers: cheers.map((row) => ({ targetId: row.targetId, at: when(row._creationTime) })),
  };
}
