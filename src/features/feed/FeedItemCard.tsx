import type { FunctionReturnType } from "convex/server";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { api } from "@convex/_generated/api";
import { EXTERNAL_LINK, websiteLink } from "@convex/rules/links";
import { addedPhrase } from "@convex/rules/listFeed";
import { addressLine } from "@convex/rules/placeNames";
import { RatingLine } from "@/components/Rating";
import { ShopLink } from "@/components/ShopLink";
import { Timestamp } from "@/components/Timestamp";
import { paths } from "@/lib/routes";
import { ReviewCard } from "@/components/reviews/ReviewCard";
import { CheerButton } from "@/components/comments/CheerButton";

export type FeedItem = FunctionReturnType<typeof api.feed.list>["items"][number];

function PersonLink({ userId, name }: { userId: string; name: string }) {
  return (
    <Link
      to={paths.otherUser(userId, name)}
      state={{ userId }}
      className="font-semibold text-espresso underline underline-offset-2"
    >
      {name}
    </Link>
  );
}

function Kind({ children }: { children: ReactNode }) {
  return (
    <span className="mr-2 rounded-full bg-latte-light px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-espresso">
      {children}
    </span>
  );
}

function When({ time }: { time: number }) {
  return <Timestamp time={time} className="block text-sm text-dark-grey" />;
}

/** "Ana made their list "Best cortados" public" or "Ana added 5 shops to "Best cortados"", linking to the list. */
function ListItemCard({ item }: { item: Extract<FeedItem, { kind: "list" }> }) {
  return (
    <article className="space-y-1 rounded-xl bg-white p-4 ring-1 ring-black/5">
      <p className="break-words">
        <Kind>List</Kind>
        <PersonLink userId={item.actorId} name={item.actorName} />{" "}
        {item.action === "public" ? "made their list " : `${addedPhrase(item.count, item.shopName)} `}
        <Link
          to={paths.list(item.listId)}
          className="font-semibold text-espresso underline decoration-latte underline-offset-2 focus-visible:outline-3 focus-visible:outline-latte"
        >
          "{item.listTitle}"
        </Link>
        {item.action === "public" ? " public" : ""}
      </p>
      <When time={item.time} />
    </article>
  );
}

/** A friend's review, newly added shop or list change (docs/product.md §2 Feed). */
export function FeedItemCard({ item }: { item: FeedItem }) {
  if (item.kind === "review") {
    const { review } = item;
    return (
      <ReviewCard
        review={review}
        heading={
          <div className="space-y-1">
            <p>
              <Kind>Review</Kind>
              <ShopLink shopId={review.shopId} name={review.shopName} className="text-lg" />
            </p>
            <p className="text-sm font-normal text-dark-grey">
              Reviewed by <PersonLink userId={review.userId} name={review.userName} />
            </p>
          </div>
        }
        footer={<When time={item.time} />}
        cheered={item.cheered}
      />
    );
  }
  if (item.kind === "list") return <ListItemCard item={item} />;
  const { shop } = item;
  const website = websiteLink(shop.website);
  return (
    <article className="space-y-2 rounded-xl bg-white p-4 ring-1 ring-black/5">
      <p className="font-semibold text-espresso">
        <Kind>New shop</Kind>
        <ShopLink shopId={shop._id} name={shop.name} className="text-lg" />
      </p>
      <RatingLine ratings={item.ratings} />
      <p className="text-sm text-dark-grey">
        Added by <PersonLink userId={shop.submittedBy} name={shop.submitterName} />
      </p>
      <p className="break-words">{addressLine(shop)}</p>
      {website && (
        <a
          href={website.href}
          {...EXTERNAL_LINK}
          className="inline-flex min-h-11 items-center break-all text-espresso underline underline-offset-2"
        >
          {website.text}
        </a>
      )}
      <When time={item.time} />
      <CheerButton
        targetId={shop._id}
        ownerId={shop.submittedBy}
        about={`${shop.name}, added by ${shop.submitterName}`}
        count={item.cheerCount}
        cheered={item.cheered}
      />
    </article>
  );
}
