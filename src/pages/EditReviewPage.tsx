import { useQuery } from "convex/react";
import { useParams } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { Card, PageShell } from "@/components/PageShell";
import { ReviewForm } from "@/features/review-form/ReviewForm";
import { formValuesOf } from "@/features/review-form/reviewFormValues";

/** /editreview/{review id}: the author changes their review (the server refuses anyone else). */
export default function EditReviewPage() {
  const { reviewId = "" } = useParams();
  const review = useQuery(api.reviews.get, { reviewId });
  const me = useQuery(api.users.me);

  let body;
  if (review === undefined || me === undefined)
    body = (
      <p role="status" className="text-dark-grey">
        {MESSAGES.loading}
      </p>
    );
  else if (review === null) body = <p className="text-dark-grey">{MESSAGES.reviewNotFound}</p>;
  else if (review.userId !== me?._id) body = <p className="text-dark-grey">{MESSAGES.reviewNotYours}</p>;
  else {
    body = (
      <ReviewForm
        key={review._id}
        shop={{ _id: review.shopId, name: review.shopName }}
        editing={{ reviewId: review._id, values: formValuesOf(review), photos: review.photoFiles }}
      />
    );
  }
  return (
    <PageShell title="Edit Review">
      <Card>{body}</Card>
    </PageShell>
  );
}
