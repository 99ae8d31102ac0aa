import { useMutation } from "convex/react";
import { ConvexError } from "convex/values";
import { useNavigate } from "react-router-dom";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { rateLimitMessage } from "@/lib/errors";
import { paths } from "@/lib/routes";
import { useSubmit, type ReportProblem } from "@/lib/useSubmit";
import { toDraft, type ReviewFormValues } from "@/features/review-form/reviewFormValues";
import type { useUploadPhotos } from "@/features/review-form/useUploadPhotos";

/**
 * The review form's save: the new photos uploaded first (and discarded again if the review is
 * refused), then the review created, or the edited one updated with the photos it keeps. An edit
 * moves on to the shop's panel; a new review calls `onCreated`, which stays for its alert.
 */
export function useSaveReview({
  shopId,
  editing,
  values,
  files,
  kept,
  photos,
  report,
  onCreated,
}: {
  shopId: Id<"shops">;
  /** The review being edited, if it is an edit. */
  editing?: { reviewId: Id<"reviews"> };
  values: ReviewFormValues;
  files: File[];
  kept: string[];
  photos: ReturnType<typeof useUploadPhotos>;
  report: ReportProblem;
  /** Called with the new review's id. */
  onCreated: (created: Id<"reviews">) => void;
}) {
  const createReview = useMutation(api.reviews.create);
  const updateReview = useMutation(api.reviews.update);
  const navigate = useNavigate();
  return useSubmit(
    async () => {
      const draft = toDraft(values);
      const storageIds =
        files.length > 0
          ? await photos.upload(files).catch((error: unknown) => {
              throw new ConvexError(rateLimitMessage(error) ?? MESSAGES.uploadFailed);
            })
          : [];
      let created: Id<"reviews"> | null = null;
      try {
        if (editing) await updateReview({ reviewId: editing.reviewId, ...draft, photos: [...kept, ...storageIds] });
        else created = await createReview({ shopId, ...draft, photos: storageIds });
      } catch (error) {
        if (storageIds.length) await photos.discard({ storageIds }).catch(() => {});
        photos.reset();
        throw error;
      }
      if (editing) {
        // The shop's open panel, scrolled to the review, edited.
        navigate(paths.home({ shop: shopId, review: editing.reviewId }));
        return;
      }
      if (created) onCreated(created);
    },
    // An edit moves on to the shop's panel; a new review stays for its alert, the form emptied.
    {
      report,
      failure: "The review could not be saved. Please try again.",
      success: editing && MESSAGES.reviewUpdated,
      staysBusy: editing !== undefined,
    },
  );
}
