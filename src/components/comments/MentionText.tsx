import { Link } from "react-router-dom";
import { mentionParts } from "@convex/rules/comments";
import { paths } from "@/lib/routes";

/** A comment's text, each "@Name" of a mentioned person a link to their page; line breaks kept. */
export function MentionText({
  text,
  mentions,
}: {
  text: string;
  mentions: readonly { userId: string; name: string }[];
}) {
  return (
    <p className="whitespace-pre-line break-words text-sm text-black">
      {mentionParts(text, mentions).map((part, i) =>
        part.userId ? (
          <Link
            key={i}
            to={paths.otherUser(part.userId, part.text.slice(1))}
            state={{ userId: part.userId }}
            className="font-semibold text-espresso underline underline-offset-2"
          >
            {part.text}
          </Link>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}
