import type { ReactNode } from "react";
import { ROOM_FOR_PHONE_TOASTS } from "./Toasts";

/** A page's main landmark with its heading; narrow forms and wide pages share the same rhythm. */
export function PageShell({ title, children, width = "narrow" }: { title: ReactNode; children: ReactNode; width?: "narrow" | "wide" }) {
  return (
    <main className={`mx-auto w-full px-4 py-6 ${ROOM_FOR_PHONE_TOASTS} ${width === "narrow" ? "max-w-xl" : "max-w-5xl"}`}>
      <h1 className="mb-4 text-2xl font-bold text-espresso">{title}</h1>
      {children}
    </main>
  );
}

export function Card({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5 sm:p-5 ${className}`}>{children}</div>;
}
