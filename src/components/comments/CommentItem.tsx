import { useMutation } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useState } from "react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { ReportButton } from "@/components/ReportButton";
import { Timestamp } from "@/components/Timestamp";
import { paths } from "@/lib/routes";
import { CommentBox } from "@/components/comments/CommentBox";
import { MentionText } from "@/components/comments/MentionText";

export type CommentRow = FunctionReturnType<typeof api.comments.list>["page"][number];

const ACTION =
  "inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-dark-grey underline decoration-grey underline-offset-2 hover:bg-latte-light";

/**
 * One comment: who wrote it and when, its text with the people it mentions as links, and what the
 * viewer may do: Reply; Edit and Delete their own; Delete on their review; Report someone else's.
 */
export function CommentItem({
  comment,
  viewerId,
  reviewAuthorId,
  onReply,
}: {
  comment: CommentRow;
  viewerId: string | null;
  reviewAuthorId: string;
  onReply?: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const edit = useMutation(api.comments.edit);
  const remove = useMutation(api.comments.remove);
  const own = viewerId === comment.authorId;
  const about = `(comment by ${comment.authorName})`;
  return (
    <article className="space-y-1">
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <Link
          to={paths.otherUser(comment.authorId, comment.authorName)}
          state={{ userId: comment.authorId }}
          className="font-semibold text-espresso underline underline-offset-2"
        >
          {comment.authorName}
        </Link>
        <Timestamp time={comment._creationTime} withTime className="text-xs text-dark-grey" />
        {comment.editedAt !== undefined && <span className="text-xs text-dark-grey">edited</span>}
      </p>
      {editing ? (
        <CommentBox
          label="Edit your comment"
          submitLabel="Save"
          autoFocus
          initialText={comment.text}
          initialMentions={comment.mentions}
          onCancel={() => setEditing(false)}
          onSend={async (text, mentions) => {
            await edit({ commentId: comment._id, text, mentions: mentions.map((m) => m.userId) });
            setEditing(false);
          }}
        />
      ) : (
        <MentionText text={comment.text} mentions={comment.mentions} />
      )}
      {!editing && viewerId !== null && (
        <CommentActions
          about={about}
          own={own}
          mayDelete={own || viewerId === reviewAuthorId}
          commentId={comment._id}
          onReply={onReply}
          onEdit={() => setEditing(true)}
          onDelete={() => setDeleting(true)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete this comment?"
          confirmLabel="Delete"
          failure="Could not delete the comment. Please try again."
          onConfirm={() => remove({ commentId: comment._id })}
          onDone={() => setDeleting(false)}
          onClose={() => setDeleting(false)}
        >
          {comment.parentId === undefined
            ? "It and its replies will be gone for everyone."
            : "It will be gone for everyone."}
        </ConfirmDialog>
      )}
    </article>
  );
}

function CommentActions({
  about,
  own,
  mayDelete,
  commentId,
  onReply,
  onEdit,
  onDelete,
}: {
  about: string;
  own: boolean;
  mayDelete: boolean;
  commentId: string;
  onReply?: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="-ml-3 flex flex-wrap items-center">
      {onReply && (
        <button type="button" onClick={onReply} className={ACTION}>
          Reply <span className="sr-only">{about}</span>
        </button>
      )}
      {own && (
        <button type="button" onClick={onEdit} className={ACTION}>
          Edit <span className="sr-only">{about}</span>
        </button>
      )}
      {mayDelete && (
        <button type="button" onClick={onDelete} className={ACTION}>
          Delete <span className="sr-only">{about}</span>
        </button>
      )}
      {!own && <ReportButton kind="comment" itemId={commentId} about={about} className="px-3" />}
    </div>
  );
}
