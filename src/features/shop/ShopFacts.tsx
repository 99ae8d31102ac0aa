import type { ReactNode } from "react";
import type { Doc } from "@convex/_generated/dataModel";
import { drinkLabel } from "@convex/rules/catalog";
import { describeWeek } from "@convex/rules/hoursText";
import { typedHoursNote } from "@convex/rules/oneWeek";
import { parseOpeningHours } from "@convex/rules/openingHours";
import { EXTERNAL_LINK, websiteLink } from "@convex/rules/links";
import { capitalize } from "@/lib/roastStyle";
import { MESSAGES } from "@convex/rules/messages";
import { addressLine } from "@convex/rules/placeNames";
import { OSM_COPYRIGHT_URL, osmObjectUrl } from "@convex/rules/osmImport";
import { directionsUrl } from "@/lib/directions";

// Nobody answered yet: the shop says nothing it was not told.
const yesNo = (value: boolean | undefined) => (value === undefined ? "Not known" : value ? "Yes" : "No");

/**
 * Any signed-in user types the website: only an http(s) address becomes a link, shown by its real
 * host when the typed one is a look-alike; anything else is text.
 */
function WebsiteLink({ website }: { website: string }) {
  const link = websiteLink(website);
  if (link === null) return <span className="break-all">{website}</span>;
  return (
    <a
      href={link.href}
      {...EXTERNAL_LINK}
      className="inline-flex min-h-11 items-center break-all text-espresso underline decoration-latte underline-offset-2"
    >
      {link.text}
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

/**
 * The shop's week in words, the one open now reads (docs/product.md §3, "One week"); the typed hours
 * only as a note the week cannot say; the typed hours alone when there is no week.
 */
function HoursNote({ shop }: { shop: Doc<"shops"> }) {
  const week = parseOpeningHours(shop.openingHours);
  const note = typedHoursNote(shop.hours, week);
  return (
    <>
      {week && describeWeek(week)}
      {note && <span className={week ? "block text-sm" : undefined}>{note}</span>}
      <span className="block text-sm text-dark-grey">Hours may vary.</span>
    </>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
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

/** The shop's "About" facts (docs/product.md §2 shop panel), as the panel and a visitor's page show them. */
export function ShopAbout({
  shop,
  flavorNotes,
  popularDrink,
}: {
  shop: Doc<"shops">;
  flavorNotes: string[];
  popularDrink: string;
}) {
  return (
    <Section title="About">
      <Facts
        rows={[
          ["Address", <AddressLink key="address" shop={shop} />],
          ["Hours", <HoursNote key="hours" shop={shop} />],
          ["Roasts own beans", yesNo(shop.roastsOwnBeans)],
          ["Website", <WebsiteLink key="website" website={shop.website} />],
          ["Beverages", shop.beverages.map(drinkLabel).join(", ")],
          ["Typical flavor notes", flavorNotes.length > 0 ? flavorNotes.join(", ") : MESSAGES.noBeanNotes],
          ["Typical roast style", capitalize(shop.roastStyle)],
          ["Most popular drink", drinkLabel(popularDrink)],
        ]}
      />
      {shop.osm && <OsmAttribution osmKey={shop.osm.key} />}
    </Section>
  );
}

/** An imported shop's source and the attribution OpenStreetMap's licence asks for (decision 35). */
function OsmAttribution({ osmKey }: { osmKey: string }) {
  const link = "inline-flex min-h-11 items-center text-espresso underline decoration-latte underline-offset-2";
  return (
    <p className="flex flex-wrap items-center gap-x-4 text-sm text-dark-grey">
      <a href={osmObjectUrl(osmKey)} {...EXTERNAL_LINK} className={link}>
        From OpenStreetMap
      </a>
      <a href={OSM_COPYRIGHT_URL} {...EXTERNAL_LINK} className={link}>
        © OpenStreetMap contributors, ODbL
      </a>
    </p>
  );
}

/** The shop's yes/no options; "Not known" where nobody answered. */
export function ShopOptions({ shop }: { shop: Doc<"shops"> }) {
  return (
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
  );
}
