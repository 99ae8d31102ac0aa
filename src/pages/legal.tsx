import { useConvexAuth } from "convex/react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { contactEmail } from "@/lib/contact";
import { paths } from "@/lib/routes";

/** One headed part of the Terms or the Privacy page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-bold text-espresso">{title}</h2>
      {children}
    </section>
  );
}

/** The configured contact address as a mail link. */
export function ContactLink() {
  const email = contactEmail();
  return (
    <a href={`mailto:${email}`} className="font-semibold text-espresso underline decoration-latte underline-offset-2">
      {email}
    </a>
  );
}

/**
 * Above the Terms and the Privacy notice, which sit outside the app's frame: the way back into the app
 * (the map when signed in, else the landing page).
 */
export function BackToApp() {
  const { isAuthenticated } = useConvexAuth();
  return (
    <Link
      to={isAuthenticated ? paths.home() : paths.landing()}
      className="mb-3 inline-flex min-h-11 items-center gap-1 font-semibold text-espresso underline decoration-latte underline-offset-2"
    >
      <span aria-hidden="true">←</span> Back to Brew Map
    </Link>
  );
}
