import { usePaginatedQuery, useQuery } from "convex/react";
import { useId, useState, type ReactNode } from "react";
import { api } from "@convex/_generated/api";
import type { Doc } from "@convex/_generated/dataModel";
import { drinkLabel } from "@convex/rules/catalog";
import { EXTERNAL_LINK, safeWebsiteUrl } from "@convex/rules/links";
import { capitalize } from "@convex/rules/markers";
import { MESSAGES } from "@convex/rules/messages";
import { addressLine } from "@convex/rules/placeNames";
import { Button } from "@/components/Button";
import { directionsUrl } from "@/lib/directions";
import { OpenStatus } from "./OpenStatus";
import { PhotoViewer } from "./PhotoViewer";
import { ShopPanelFrame } from "./ShopPanelFrame";
import { ShopActions } from "./ShopActions";
import { ShopBeans } from "./ShopBeans";
import { ShopRatings } from "./ShopRatings";
import { ShopReviews } from "./ShopReviews";
import { ShopSocial } from "./ShopSocial";

/** Only the first 3 photos are used by the panel, and only the first is shown (SPEC §2, §9). */
const PANEL_PHOTOS = 3;

const yesNo = (value: boolean) => (value ? "Yes" : "No");

/** Any signed-in user types the website: only an http(s) address becomes a link; anything else is text. */
function WebsiteLink({ website }: { website: string }) {
  const href = safeWebsiteUrl(website);
  if (href === null) return <span className="break-all">{website}</span>;
  return (
    <a href={href} {...EXTERNAL_LINK} className="inline-flex min-h-11 items-center break-all text-espresso underline decoration-latte underline-offset-2">
      {website}
    </a>
  );
}

/** The address as a link to directions in the platform's maps app (or a maps site). */
function AddressLink({ shop }: { shop: Doc<"shops"> }) {
  const address = addressLine(shop);
  return (
    <a
      href={directionsUrl({ lat: shop.lat, lng: shop.lng, address }, navigator.userAgent)}
      {...EXTERNAL_LINK}
      className="inline-flex min-h-11 flex-col justify-center text-espresso underline decoration-latte underline-offset-2"
    >
      <span>{address}</span>
      <span className="text-sm font-semibold">Directions</span>
    </a>
  );
}

/** The shop panel (SPEC §2): details, options, beans, reviews and photos of one shop, all live. */
export function ShopPanel({
  id,
  onClose,
  history,
}: {
  id: string;
  onClose: () => void;
  /** The shop's edit history, composed in by the page (another feature's). */
  history?: (shopId: Doc<"shops">["_id"]) => ReactNode;
}) {
  const titleId = useId();
  const data = useQuery(api.shops.panel, { id });
  return (
    <ShopPanelFrame labelledBy={titleId} onClose={onClose}>
      <header className="flex items-start gap-3 bg-espresso px-4 py-3 text-white">
        <h2 id={titleId} className="min-w-0 flex-1 self-center text-xl font-bold break-words">
          {data ? data.shop.name : data === null ? "Shop not found" : MESSAGES.loading}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close shop panel"
          data-autofocus
          className="flex size-11 shrink-0 items-center justify-center rounded-full text-xl font-bold hover:bg-espresso-dark"
        >
          X
        </button>
      </header>
      {data && <ShopRatings totals={data.shop.ratingTotals} />}
      {data && <ShopActions shop={data.shop} />}
      <div className="flex-1 overflow-y-auto">
        {data === undefined ? (
          <p role="status" className="p-6 text-center text-dark-grey">{MESSAGES.loading}</p>
        ) : data === null ? (
          <p className="p-6 text-center text-dark-grey">This shop is no longer on the map.</p>
        ) : (
          <ShopDetails shop={data.shop} flavorNotes={data.flavorNotes} popularDrink={data.popularDrink} history={history} />
        )}
      </div>
    </ShopPanelFrame>
  );
}

function ShopDetails({
  shop,
  flavorNotes,
  popularDrink,
  history,
}: {
  shop: Doc<"shops">;
  flavorNotes: string[];
  popularDrink: string;
  history?: (shopId: Doc<"shops">["_id"]) => ReactNode;
}) {
  const [viewing, setViewing] = useState(false);
  return (
    <div className="space-y-5 p-4 pb-8">
      <OpenStatus shop={shop} />
      <ShopImage shop={shop} onView={() => setViewing(true)} />
      <ShopSocial shopId={shop._id} />
      {shop.about && <p className="break-words text-dark-grey">{shop.about}</p>}

      <Section title="About">
        <Facts
          rows={[
            ["Address", <AddressLink key="address" shop={shop} />],
            [
              "Hours",
              <>
                {shop.hours}
                <span className="block text-sm text-dark-grey">Hours may vary.</span>
              </>,
            ],
            ["Roasts own beans", yesNo(shop.roastsOwnBeans)],
            [
              "Website",
              <WebsiteLink website={shop.website} />,
            ],
            ["Beverages", shop.beverages.map(drinkLabel).join(", ")],
            ["Typical flavor notes", flavorNotes.length > 0 ? flavorNotes.join(", ") : MESSAGES.noBeanNotes],
            ["Typical roast style", capitalize(shop.roastStyle)],
            ["Most popular drink", drinkLabel(popularDrink)],
          ]}
        />
      </Section>

      <Section title="Options">
        <Facts
          rows={[
            ["Dairy free", yesNo(shop.dairyFree)],
            ["Gluten friendly", yesNo(shop.glutenFriendly)],
            ["Bakery items", yesNo(shop.bakeryOptions)],
            ["Serves meals", yesNo(shop.mealOptions)],
          ]}
        />
      </Section>

      <Section title="Beans">
        <ShopBeans shopId={shop._id} publicId={shop.publicId} />
      </Section>

      <Section title="Shop Reviews">
        <ShopReviews shopId={shop._id} />
      </Section>

      {history?.(shop._id)}

      <p className="border-t border-grey/30 pt-4 text-sm text-dark-grey">
        Shop Submitted by: <span className="font-semibold text-espresso">{shop.submitterName}</span>
      </p>
      {viewing && <PhotoViewer shopId={shop._id} shopName={shop.name} onClose={() => setViewing(false)} />}
    </div>
  );
}

/** The first of the shop's first 3 photos, and the way into the photo viewer; nothing while it has none. */
function ShopImage({ shop, onView }: { shop: Doc<"shops">; onView: () => void }) {
  const { results } = usePaginatedQuery(api.photos.forShop, { shopId: shop._id }, { initialNumItems: PANEL_PHOTOS });
  const first = results.slice(0, PANEL_PHOTOS)[0];
  if (!first) return null;
  return (
    <div className="space-y-2">
      <img src={first.url} alt={shop.name} className="aspect-video w-full rounded-xl object-cover" />
      <Button variant="secondary" onClick={onView}>
        View Photos
      </Button>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className="text-lg font-bold text-espresso">{title}</h3>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="divide-y divide-light-grey rounded-xl bg-white px-3 ring-1 ring-black/5">
      {rows.map(([label, value]) => (
        <div key={label} className="grid grid-cols-1 gap-0.5 py-2 sm:grid-cols-[9rem_1fr] sm:gap-3">
          <dt className="text-sm font-semibold text-dark-grey">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
