import { Link } from "react-router-dom";
import type { Id } from "@convex/_generated/dataModel";
import { paths } from "@/lib/routes";

/** A person's name as a link to their profile page. */
export function PersonLink({
  userId,
  name,
  className = "",
}: {
  userId: Id<"users">;
  name: string;
  className?: string;
}) {
  return (
    <Link
      to={paths.otherUser(userId, name)}
      state={{ userId }}
      className={`font-semibold text-espresso underline decoration-latte underline-offset-2 hover:text-latte ${className}`}
    >
      {name}
    </Link>
  );
}
