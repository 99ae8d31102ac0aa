import type { ReactNode } from "react";
import type { Doc } from "@convex/_generated/dataModel";
import { EXTERNAL_LINK, safeWebsiteUrl } from "@convex/rules/links";
import { addressLine } from "@convex/rules/placeNames";
import { directionsUrl } from "@/lib/directions";

/** Any signed-in user types the website: only an http(s) address becomes a link; anything else is text. */
export function WebsiteLink({ website }: { website: string }) {
  const href = safeWebsiteUrl(website);
  if (href === null) return <span className="break-all">{website}</span>;
  return (
    <a href={href} {...EXTERNAL_LINK} className="inline-flex min-h-11 items-center break-all text-espresso underline decoration-latte underline-offset-2">
      {website}
    </a>
  );
}

/** The address as a link to directions in the platform's maps app (or a maps site). */
export function AddressLink({ shop }: { shop: Doc<"shops"> }) {
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

/** The typed hours, with the spec's reminder that they may vary. */
export function HoursNote({ hours }: { hours: string }) {
  return (
    <>
      {hours}
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

export function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
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
