import { useMutation, useQuery } from "convex/react";
import { useEffect, useState } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { cheersLabel } from "@convex/rules/comments";
import { JoinButton } from "@/components/JoinPrompt";
import { useIsVisitor } from "@/lib/useIsVisitor";
import { useSubmit } from "@/lib/useSubmit";

const CHEER =
  "inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 py-2 text-sm font-semibold transition";
const OFF = "border-espresso bg-white text-espresso hover:bg-latte-light";
const ON = "border-espresso bg-espresso text-white hover:bg-espresso-dark";

/** How long the button trusts its own tap over the server's count, which follows in a job (decision 25). */
const TRUST_TAP_MS = 10_000;

/**
 * "Cheer" with its live count: one tap cheers a review or a shop, another takes it back. The tap shows
 * at once (the count follows in a moment on the server). The owner sees the count only; a visitor is asked to join.
 * `count` and `cheered` (the viewer's cheer, undefined while unknown) come with the list the card is in, so a card
 * holds no subscription of its own (decision 45).
 */
export function CheerButton({
  targetId,
  ownerId,
  about,
  count: serverCount,
  cheered: cheeredNow,
}: {
  targetId: Id<"reviews"> | Id<"shops">;
  ownerId: string;
  about: string;
  count: number;
  cheered: boolean | undefined;
}) {
  const me = useQuery(api.users.me);
  const visitor = useIsVisitor();
  const setCheer = useMutation(api.cheers.set);
  const [tap, setTap] = useState<{ cheered: boolean; count: number; at: number } | null>(null);
  const serverCheered = cheeredNow === true;
  // The tap stands until the server says the same, or for TRUST_TAP_MS.
  const agreed = tap !== null && tap.cheered === serverCheered && tap.count === serverCount;
  useEffect(() => {
    if (!tap) return;
    const timer = setTimeout(() => setTap(null), Math.max(0, tap.at + TRUST_TAP_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [tap]);
  const shown = agreed ? null : tap;
  const cheered = shown?.cheered ?? serverCheered;
  const count = shown?.count ?? serverCount;
  const send = useSubmit((next: boolean) => setCheer({ targetId, cheered: next }), {
    errorToast: "cheer",
    failure: "Could not save your cheer. Please try again.",
    onFailure: () => setTap(null),
  });
  const label = cheersLabel(count);
  if (visitor)
    return (
      <JoinButton action="cheer reviews" className={`${CHEER} ${OFF}`}>
        <CheerIcon /> {label} <span className="sr-only">({about})</span>
      </JoinButton>
    );
  if (me && me._id === ownerId) return count > 0 ? <span className="text-sm text-dark-grey">{label}</span> : null;
  return (
    <button
      type="button"
      aria-pressed={cheered}
      disabled={!me}
      onClick={() => {
        const next = !cheered;
        setTap({ cheered: next, count: Math.max(0, count + (next ? 1 : -1)), at: Date.now() });
        void send.run(next);
      }}
      className={`${CHEER} ${cheered ? ON : OFF}`}
    >
      <CheerIcon /> {label} <span className="sr-only">({about})</span>
    </button>
  );
}

/** Two cups clinking. */
function CheerIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M4 8h7v5a3.5 3.5 0 0 1-7 0V8Z" />
      <path d="M13 8h7v5a3.5 3.5 0 0 1-7 0V8Z" />
      <path d="M7.5 3v2M12 2v3M16.5 3v2" strokeLinecap="round" />
    </svg>
  );
}
