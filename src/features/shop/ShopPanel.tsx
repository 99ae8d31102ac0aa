import { useQuery } from "convex/react";
import { useCallback, useEffect, useId, useState, type ReactNode, type UIEvent } from "react";
import { api } from "@convex/_generated/api";
import type { Doc, Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { withoutBlocked } from "@convex/rules/shopPanel";
import { DialogHeader } from "@/components/DialogHeader";
import { SavedMark } from "@/components/SavedMark";
import { OpenStatus } from "@/features/shop/OpenStatus";
import { ShopPanelFrame } from "@/features/shop/ShopPanelFrame";
import { ReportButton } from "@/components/ReportButton";
import { ShopActions } from "@/features/shop/ShopActions";
import { ShopCompactHeader } from "@/features/shop/ShopCompactHeader";
import { DirectionsAction } from "@/features/shop/DirectionsAction";
import { SHEET_PEEK, SHEET_SCROLL } from "@/lib/useSheetDrag";
import { usePanelShared } from "@/lib/usePanelShared";
import { ShopBeans } from "@/features/shop/ShopBeans";
import { Section, ShopAbout, ShopOptions } from "@/features/shop/ShopFacts";
import { ShopPractical } from "@/features/shop/ShopPractical";
import { ShopHistoryOnRequest } from "@/features/shop/ShopHistoryOnRequest";
import { ShopImage } from "@/features/shop/ShopImage";
import { ShopRatings } from "@/features/shop/ShopRatings";
import { ShopReviews } from "@/features/shop/ShopReviews";
import { ShopSocial } from "@/features/shop/ShopSocial";
import type { Watching } from "@/features/shop/ShopWatchers";
import { usePanelMine } from "@/features/shop/usePanelMine";
import { useShopPresence } from "@/features/shop/useShopPresence";
import { useVotesCount } from "@/features/shop/useVotesCount";
import type { PanelMine, PanelShared } from "@/features/shop/panelTypes";

/**
 * The shop panel (docs/product.md §2): details, options, beans, reviews and photos of one shop, all live, from
 * what everyone sees (the shop's panel file or the shared query, decision 42) and one query for what is the
 * viewer's (decision 39). Only the title stays put; the ratings and the first actions (Directions first) scroll
 * with the rest, and once they have gone a compact line keeps the rating and Directions in sight.
 * `review`: a review just written or edited, which the panel scrolls to and focuses. `lists`: the page's list
 * parts for the shop (Add to list, "In 3 lists"), shown under the saved toggles.
 */
export function ShopPanel({
  id,
  review,
  onClose,
  lists,
  onShop,
}: {
  id: string;
  review?: string | null;
  onClose: () => void;
  lists?: ShopSlot;
  /** Told the shop once its details are in (the map centres on a linked shop). */
  onShop?: (shop: Doc<"shops">) => void;
}) {
  const titleId = useId();
  const { me, counts } = useVotesCount();
  // The viewer joins the people looking before the panel asks who they are (`live`): asked first, the join's
  // write would run it again for them (decision 47). A visitor or a new account sends no join and asks at once.
  const here = useShopPresence(id as Id<"shops">, me === undefined ? undefined : counts);
  // A page opened hidden joins when it shows: it asks meanwhile, as nobody sees it. Once asked, `live` stays
  // asked, whatever a later join is doing.
  const [asked, setAsked] = useState(false);
  const askNow = here !== undefined || document.hidden;
  if (askNow && !asked) setAsked(true);
  const { data, savedAt, looking } = usePanelShared(id, asked || askNow);
  const shopNow = data?.shop;
  useEffect(() => {
    if (shopNow) onShop?.(shopNow);
  }, [shopNow, onShop]);
  const [compact, setCompact] = useState(false);
  // Past the ratings and actions, the compact line takes their place.
  const onScroll = (event: UIEvent<HTMLElement>) => {
    const block = event.currentTarget.querySelector<HTMLElement>("[data-panel-top]");
    setCompact(block !== null && event.currentTarget.scrollTop > block.offsetHeight);
  };
  return (
    <ShopPanelFrame labelledBy={titleId} onClose={onClose} initialStop={review ? "full" : "half"}>
      <DialogHeader titleId={titleId} closeLabel="Close shop panel" onClose={onClose} tone="espresso">
        {data ? data.shop.name : data === null ? "Shop not found" : MESSAGES.loading}
      </DialogHeader>
      <SavedMark savedAt={savedAt} className="bg-latte-light px-4 py-1" />
      {data && compact && <ShopCompactHeader shop={data.shop} />}
      <div {...SHEET_SCROLL} onScroll={onScroll} className="flex-1 overflow-y-auto">
        {data === undefined ? (
          <p role="status" className="p-6 text-center text-dark-grey">
            {MESSAGES.loading}
          </p>
        ) : data === null ? (
          <p className="p-6 text-center text-dark-grey">This shop is no longer on the map.</p>
        ) : (
          <>
            <div data-panel-top="">
              <ShopRatings shop={data.shop} />
              {/* The phone's peek shows down to Directions, the first action (useSheetDrag.ts). */}
              <ShopActions shop={data.shop} lead={<DirectionsAction shop={data.shop} {...SHEET_PEEK} />} />
            </div>
            <ShopDetails shared={data} review={review ?? null} lists={lists} watching={{ here, looking }} />
          </>
        )}
      </div>
    </ShopPanelFrame>
  );
}

/** Report the shop (wrong, spam, closed), for a viewer who did not add it (a visitor is asked to join). */
function ShopReport({ shop }: { shop: Doc<"shops"> }) {
  const me = useQuery(api.users.me);
  if (me === undefined || me?._id === shop.submittedBy) return null;
  return <ReportButton kind="shop" itemId={shop._id} about={shop.name} className="-mr-4" />;
}

/**
 * A part another feature gives the panel for the open shop (the page hands it over), with the lists holding it
 * that the viewer may see, from the viewer's own panel query (undefined for a visitor or while it loads).
 */
export type ShopSlot = (shopId: Id<"shops">, shopName: string, held: PanelMine["lists"] | undefined) => ReactNode;

/** A key that changes only when the reviews on screen or their Helpful counts do. */
const shownKey = (reviews: PanelShared["reviews"]) =>
  reviews.map((review) => `${review._id}:${review.helpfulCount ?? 0}`).join(",");

function ShopDetails({
  shared,
  review,
  lists,
  watching,
}: {
  shared: PanelShared;
  review: string | null;
  lists?: ShopSlot;
  watching: Watching;
}) {
  const { shop, flavorNotes, popularDrink } = shared;
  // The reviews on screen: the shared first page until the reviews page on; the per-viewer query asks about them.
  const [shown, setShown] = useState<{ key: string; reviews: PanelShared["reviews"] } | null>(null);
  const onShown = useCallback((reviews: PanelShared["reviews"]) => {
    const key = shownKey(reviews);
    setShown((last) => (last?.key === key ? last : { key, reviews }));
  }, []);
  const { me, mine } = usePanelMine(shop._id, shown?.reviews ?? shared.reviews);
  // A visitor blocked nobody; a signed-in viewer's blocks are unknown until their query answers.
  const blockedIds = me === null ? [] : mine?.blockedIds;
  return (
    <div className="space-y-5 p-4 pb-8">
      {shop.closedAt !== undefined ? (
        <p role="note" className="rounded-lg bg-alert/10 px-3 py-2 font-semibold text-alert">
          Permanently closed. It is off the map; if it is open again, edit the shop and tick "It is open": a moderator
          will check.
        </p>
      ) : (
        <OpenStatus shop={shop} />
      )}
      <ShopImage shop={shop} photos={blockedIds && withoutBlocked(shared.photos, blockedIds)} />
      <ShopSocial shopId={shop._id} lists={lists?.(shop._id, shop.name, mine?.lists)} mine={mine} watching={watching} />
      {shop.about && <p className="break-words text-dark-grey">{shop.about}</p>}

      <ShopAbout shop={shop} flavorNotes={flavorNotes} popularDrink={popularDrink} />
      <ShopOptions shop={shop} />
      <ShopPractical shop={shop} />

      <Section title="Beans">
        <ShopBeans beans={shared.beans} publicId={shop.publicId} />
      </Section>

      <Section title="Shop Reviews">
        <ShopReviews
          shopId={shop._id}
          focusReview={review}
          first={shared.reviews}
          moreFirst={shared.moreReviews}
          reviewerBadges={shared.reviewerBadges}
          blockedIds={blockedIds}
          helpfulByMe={mine?.helpfulByMe ?? []}
          cheeredByMe={mine?.cheeredByMe}
          onShown={onShown}
        />
      </Section>

      <ShopHistoryOnRequest shopId={shop._id} />

      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-grey/30 pt-4 text-sm text-dark-grey">
        <p>
          Shop Submitted by: <span className="font-semibold text-espresso">{shop.submitterName}</span>
        </p>
        <ShopReport shop={shop} />
      </div>
    </div>
  );
}
