import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { SectionCard } from "@/components/PageShell";
import { OwnReviewActions } from "@/components/reviews/OwnReviewActions";
import { ReviewCard } from "@/components/reviews/ReviewCard";

/** The owner's profile: their reviews a moderator hid, which only they still see; nothing while there are none. */
export function HiddenReviews() {
  const hidden = useQuery(api.reviews.hiddenMine);
  if (!hidden || hidden.length === 0) return null;
  return (
    <SectionCard title="Hidden by a moderator" headingId="hidden-reviews-heading">
      <p className="text-sm text-dark-grey">Only you can see these. Your notifications say why each was hidden.</p>
      <ul aria-labelledby="hidden-reviews-heading" className="space-y-3">
        {hidden.map((review) => (
          <li key={review._id}>
            <ReviewCard
              review={review}
              heading={review.shopName}
              actions={<OwnReviewActions review={review} canEdit={false} />}
            />
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
