import type { ReactNode } from "react";
import { ROOM_FOR_PHONE_TOASTS } from "@/components/Toasts";

/** A page's main landmark with its heading; narrow forms and wide pages share the same rhythm. */
export function PageShell({
  title,
  children,
  width = "narrow",
}: {
  title: ReactNode;
  children: ReactNode;
  width?: "narrow" | "wide";
}) {
  return (
    <main
      className={`mx-auto w-full px-4 py-6 ${ROOM_FOR_PHONE_TOASTS} ${width === "narrow" ? "max-w-xl" : "max-w-5xl"}`}
    >
      <h1 className="mb-4 text-2xl font-bold text-espresso">{title}</h1>
      {children}
    </main>
  );
}

export function Card({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5 sm:p-5 ${className}`}>{children}</div>;
}

/** A card that is a section named by its heading; a list inside may be named by `headingId` too. */
export function SectionCard({
  title,
  headingId,
  children,
  after,
}: {
  title: string;
  headingId: string;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <Card>
      <section aria-labelledby={headingId} className="space-y-3">
        <h2 id={headingId} className="text-lg font-bold text-espresso">
          {title}
        </h2>
        {children}
      </section>
      {after}
    </Card>
  );
}
