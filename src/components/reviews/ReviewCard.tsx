import { useState, type ReactNode } from "react";
import type { ReviewView } from "@convex/model/reviewView";
import { UNCOUNTED_TAG, UNCOUNTED_WHY } from "@convex/rules/countedReviews";
import { helpfulText, orderSentence } from "@convex/rules/reviews";
import { useShownVote } from "@/components/reviews/pendingVotes";
import { CoffeeCups } from "@/components/CoffeeCups";
import { formatDate } from "@/lib/dates";
import { ListPhoto } from "@/components/photos/ListPhoto";
import { PhotoLightbox } from "@/components/photos/PhotoLightbox";
import { ReviewText } from "@/components/reviews/ReviewText";
import { ReviewConversation } from "@/components/comments/ReviewConversation";

/**
 * One review: heading (shop or reviewer, chosen by the screen), what was ordered, the text (cut with
 * "Read more" when long), the Coffee, Vibe and Staff ratings as cups, whether it was edited and how
 * many found it helpful; its photos open large in the lightbox; under it, its comments and cheers. `actions` are what the viewer can do with it (edit, delete, mark helpful);
 * `footer` carries screen-specific extras (badges, date).
 */
export function ReviewCard({
  review,
  heading,
  actions,
  footer,
  cheered,
}: {
  review: ReviewView;
  heading: ReactNode;
  actions?: ReactNode;
  footer?: ReactNode;
  /** Whether the viewer cheered it, from the list's own query; undefined while unknown (or for a visitor). */
  cheered?: boolean;
}) {
  const helpful = useShownVote(review).count;
  const ordered = orderSentence(review);
  // A review with its drink details unanswered shows no order line, unless it carries a tag.
  const orderLine = ordered || review.editedAt !== undefined || review.counted === false;
  return (
    <article className="space-y-2 rounded-xl bg-white p-4 ring-1 ring-black/5">
      <div className="font-semibold text-espresso">{heading}</div>
      {orderLine && (
        <p className="text-sm text-dark-grey">
          {ordered}
          {review.editedAt !== undefined && (
            <span
              title={`Edited ${formatDate(review.editedAt)}`}
              className="ml-2 rounded-full bg-light-grey px-2 py-0.5 text-xs font-semibold text-dark-grey"
            >
              edited
            </span>
          )}
          {review.counted === false && (
            <span
              title={UNCOUNTED_WHY}
              className="ml-2 rounded-full bg-light-grey px-2 py-0.5 text-xs font-semibold text-dark-grey"
            >
              {UNCOUNTED_TAG}
            </span>
          )}
        </p>
      )}
      {review.text && <ReviewText text={review.text} />}
      <div className="space-y-0.5">
        <CoffeeCups label="Coffee" rating={review.drinkRating} />
        <CoffeeCups label="Vibe" rating={review.shopRating} />
        <CoffeeCups label="Staff" rating={review.staffRating} />
      </div>
      <ReviewPhotos review={review} />
      {(helpful > 0 || actions) && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {actions}
          {helpful > 0 && <p className="text-sm text-dark-grey">{helpfulText(helpful)}</p>}
        </div>
      )}
      {footer}
      {/* A hidden review's conversation is out of sight with it (its author still sees the review). */}
      {review.hiddenAt === undefined && <ReviewConversation review={review} cheered={cheered} />}
    </article>
  );
}

/** The review's photos as thumbnails; one clicked opens them large in the lightbox. */
function ReviewPhotos({ review }: { review: ReviewView }) {
  const [opened, setOpened] = useState<number | null>(null);
  const photoAlt = `Photo from this review of ${review.shopName}`;
  return (
    <>
      {review.photoUrls.length > 0 && (
        <div className="flex gap-2 overflow-x-auto">
          {review.photoUrls.map((photo, i) => (
            <button
              key={photo.url}
              type="button"
              onClick={() => setOpened(i)}
              className="shrink-0 cursor-zoom-in rounded-lg"
            >
              <ListPhoto
                photo={photo}
                alt={photoAlt}
                sizes="80px"
                width={80}
                height={80}
                className="h-20 w-20 rounded-lg object-cover"
              />
            </button>
          ))}
        </div>
      )}
      {opened !== null && (
        <PhotoLightbox
          label={`Photos from this review of ${review.shopName}`}
          photos={review.photoUrls.map(({ url }) => ({
            url,
            alt: photoAlt,
            userId: review.userId,
            userName: review.userName,
            postedAt: review._creationTime,
          }))}
          start={opened}
          onClose={() => setOpened(null)}
        />
      )}
    </>
  );
}
