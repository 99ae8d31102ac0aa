import { insertAtBottomIfLoaded, useMutation, usePaginatedQuery, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { COMMENT_PAGE } from "@convex/rules/comments";
import { MESSAGES } from "@convex/rules/messages";
import { JoinButton } from "@/components/JoinPrompt";
import { LoadMoreButton } from "@/components/LoadMoreButton";
import { useIsVisitor } from "@/lib/useIsVisitor";
import { CommentBox } from "@/components/comments/CommentBox";
import { CommentItem, type CommentRow } from "@/components/comments/CommentItem";

type Review = { _id: Id<"reviews">; userId: string; userName: string };
type Me = FunctionReturnType<typeof api.users.me>;

type AddArgs = { reviewId: Id<"reviews">; parentId?: Id<"comments">; text: string; mentions: Id<"users">[] };

/** The comment as the list will show it, until the server's own arrives. */
function pendingComment(args: AddArgs, me: NonNullable<Me>) {
  const now = Date.now();
  return {
    _id: `pending-${now}` as Id<"comments">,
    _creationTime: now,
    reviewId: args.reviewId,
    authorId: me._id,
    authorName: [me.firstName, me.lastName].filter(Boolean).join(" "),
    text: args.text.trim(),
    mentions: [],
  };
}

/**
 * Adding a comment, shown at once at the end of the conversation when its last page is loaded (a reply waits for
 * the server: it goes in the middle). Convex drops it when the server's answer arrives, or if it refuses.
 */
function useOptimisticAdd(me: Me | undefined) {
  return useMutation(api.comments.add).withOptimisticUpdate((store, args) => {
    if (args.parentId || !me) return;
    insertAtBottomIfLoaded({
      paginatedQuery: api.comments.list,
      argsToMatch: { reviewId: args.reviewId },
      localQueryStore: store,
      item: pendingComment(args, me),
    });
  });
}

/** The page's comments as threads: each top comment with its replies, in the order the server sent them. */
function threadsOf(rows: readonly CommentRow[]) {
  const tops: { top: CommentRow; replies: CommentRow[] }[] = [];
  const byId = new Map<string, { top: CommentRow; replies: CommentRow[] }>();
  for (const row of rows) {
    if (row.parentId === undefined) {
      const thread = { top: row, replies: [] };
      tops.push(thread);
      byId.set(row._id, thread);
    } else byId.get(row.parentId)?.replies.push(row);
  }
  return tops;
}

/**
 * A review's conversation, live: its comments oldest first with their replies under them (one level),
 * Load more for the next page, and the box to write one. Visitors read it and are asked to join to write.
 */
export function CommentThread({ review, id }: { review: Review; id: string }) {
  const { results, status, loadMore } = usePaginatedQuery(
    api.comments.list,
    { reviewId: review._id },
    { initialNumItems: COMMENT_PAGE },
  );
  const me = useQuery(api.users.me);
  const visitor = useIsVisitor();
  const add = useOptimisticAdd(me);
  const [replyTo, setReplyTo] = useState<Id<"comments"> | null>(null);
  const viewerId = me?._id ?? null;
  const send = (text: string, mentions: { userId: Id<"users"> }[], parentId?: Id<"comments">) =>
    add({ reviewId: review._id, text, mentions: mentions.map((m) => m.userId), ...(parentId ? { parentId } : {}) });
  const threads = threadsOf(results);
  return (
    <section
      id={id}
      aria-label={`Comments on ${review.userName}'s review`}
      className="space-y-3 border-t border-light-grey pt-3"
    >
      {status === "LoadingFirstPage" ? (
        <p role="status" className="text-sm text-dark-grey">
          Loading comments…
        </p>
      ) : threads.length === 0 ? (
        <p className="text-sm text-dark-grey">No comments yet.</p>
      ) : (
        <ul className="space-y-3" aria-label="Comments">
          {threads.map(({ top, replies }) => (
            <Thread
              key={top._id}
              top={top}
              replies={replies}
              viewerId={viewerId}
              reviewAuthorId={review.userId}
              replying={replyTo === top._id}
              onReply={(on) => setReplyTo(on ? top._id : null)}
              onSend={(text, mentions) => send(text, mentions, top._id)}
            />
          ))}
        </ul>
      )}
      <LoadMoreButton status={status} onClick={() => loadMore(COMMENT_PAGE)} className="w-full">
        More comments
      </LoadMoreButton>
      {visitor ? (
        <div className="flex flex-wrap items-center gap-2 text-sm text-dark-grey">
          <span>{MESSAGES.commentSignUp}</span>
          <JoinButton
            action="join the conversation"
            className="inline-flex min-h-11 items-center rounded-full bg-espresso px-4 py-2 text-sm font-semibold text-white"
          >
            Sign up to comment
          </JoinButton>
        </div>
      ) : (
        viewerId && <CommentBox label="Write a comment" onSend={(text, mentions) => send(text, mentions)} />
      )}
    </section>
  );
}

/** A top comment, its replies under it, and the reply box when the viewer is replying in this thread. */
function Thread({
  top,
  replies,
  viewerId,
  reviewAuthorId,
  replying,
  onReply,
  onSend,
}: {
  top: CommentRow;
  replies: CommentRow[];
  viewerId: string | null;
  reviewAuthorId: string;
  replying: boolean;
  onReply: (on: boolean) => void;
  onSend: (text: string, mentions: { userId: Id<"users"> }[]) => Promise<unknown>;
}) {
  const item = (comment: CommentRow) => (
    <CommentItem comment={comment} viewerId={viewerId} reviewAuthorId={reviewAuthorId} onReply={() => onReply(true)} />
  );
  return (
    <li className="space-y-2">
      {item(top)}
      {(replies.length > 0 || replying) && (
        <ul className="ml-4 space-y-2 border-l-2 border-latte-light pl-3" aria-label={`Replies to ${top.authorName}`}>
          {replies.map((reply) => (
            <li key={reply._id}>{item(reply)}</li>
          ))}
          {replying && viewerId && (
            <li>
              <CommentBox
                label={`Reply to ${top.authorName}`}
                submitLabel="Reply"
                autoFocus
                onCancel={() => onReply(false)}
                onSend={async (text, mentions) => {
                  await onSend(text, mentions);
                  onReply(false);
                }}
              />
            </li>
          )}
        </ul>
      )}
    </li>
  );
}
