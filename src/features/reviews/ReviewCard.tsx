import type { ReactNode } from "react";
import type { ReviewView } from "@convex/model/reviewView";
import { orderSentence } from "@convex/rules/reviews";
import { CoffeeCups } from "@/components/CoffeeCups";

/**
 * One review: heading (shop or reviewer, chosen by the screen), what was ordered, the text and the
 * three ratings as cups. `footer` carries screen-specific extras (badges, date).
 */
export function ReviewCard({ review, heading, footer }: { review: ReviewView; heading: ReactNode; footer?: ReactNode }) {
  return (
    <article className="space-y-2 rounded-xl bg-white p-4 ring-1 ring-black/5">
      <div className="font-semibold text-espresso">{heading}</div>
      <p className="text-sm text-dark-grey">{orderSentence(review)}</p>
      {review.text && <p className="whitespace-pre-line break-words">{review.text}</p>}
      <div className="space-y-0.5">
        <CoffeeCups label="Drink" rating={review.drinkRating} />
        <CoffeeCups label="Shop" rating={review.shopRating} />
        <CoffeeCups label="Staff" rating={review.staffRating} />
      </div>
      {review.photoUrls.length > 0 && (
        <div className="flex gap-2 overflow-x-auto">
          {review.photoUrls.map((url) => (
            <img key={url} src={url} alt={`Photo from this review of ${review.shopName}`} className="h-20 w-20 shrink-0 rounded-lg object-cover" loading="lazy" />
          ))}
        </div>
      )}
      {footer}
    </article>
  );
}
