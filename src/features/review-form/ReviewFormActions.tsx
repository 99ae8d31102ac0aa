import { Link } from "react-router-dom";
import type { Id } from "@convex/_generated/dataModel";
import { Button } from "@/components/Button";
import { paths } from "@/lib/routes";

/** The foot of the review form: what is under way, the submit button and, for an edit, Cancel. */
export function ReviewFormActions({
  shopId,
  editing,
  busy,
  uploading,
}: {
  shopId: Id<"shops">;
  editing: boolean;
  busy: boolean;
  uploading: boolean;
}) {
  return (
    <>
      {busy && (
        <p role="status" className="text-sm text-dark-grey">
          {uploading ? "Uploading photos…" : "Saving your review…"}
        </p>
      )}
      <Button type="submit" busy={busy} className="w-full">
        {editing ? "Save Changes" : "Submit Review"}
      </Button>
      {editing && (
        <Link
          to={paths.home({ shop: shopId })}
          className="flex min-h-11 items-center justify-center font-semibold text-espresso underline decoration-latte underline-offset-2"
        >
          Cancel
        </Link>
      )}
    </>
  );
}
