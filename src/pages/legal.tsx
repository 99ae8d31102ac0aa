import type { ReactNode } from "react";
import { contactEmail } from "@/lib/contact";

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
