import { RATING_MAX, clampRating } from "@convex/rules/reviews";
import { CupIcon } from "@/components/icons";

// The one picture of a rating (docs/product.md §9): cups out of 5, filled cups dark and the rest grey.
// A review's ratings fill whole cups, a shop's average fills them to the tenth.

const CUPS = Array.from({ length: RATING_MAX }, (_, i) => i);

/** Five cups filled to `rating` out of 5; `label` is their text alternative. `filled` and `empty` set the two colours. */
export function Cups({
  rating,
  label,
  filled = "text-black",
  empty = "text-grey/50",
}: {
  rating: number;
  label: string;
  filled?: string;
  empty?: string;
}) {
  const share = `${(Math.min(RATING_MAX, Math.max(0, rating)) / RATING_MAX) * 100}%`;
  const row = (colour: string) => CUPS.map((i) => <CupIcon key={i} className={`size-5 shrink-0 ${colour}`} />);
  return (
    <span role="img" aria-label={label} className="relative inline-flex">
      <span className="flex">{row(empty)}</span>
      <span className="absolute inset-y-0 left-0 flex overflow-hidden" style={{ width: share }}>
        {row(filled)}
      </span>
    </span>
  );
}

/** One of a review's ratings: its name, then whole cups out of 5. */
export function CoffeeCups({ label, rating }: { label: string; rating: number }) {
  const whole = clampRating(rating);
  return (
    <div className="flex items-center gap-2">
      <span className="w-12 text-sm text-dark-grey">{label}</span>
      <Cups rating={whole} label={`${label}: ${whole} out of ${RATING_MAX} cups`} />
    </div>
  );
}

/** The small cup before a rating's number in a line of text ("4.3 (12)"); decorative. `className` sets its size. */
export function CupMark({ className = "size-[1.1em]" }: { className?: string }) {
  return <CupIcon className={`inline-block shrink-0 align-[-0.2em] ${className}`} />;
}
