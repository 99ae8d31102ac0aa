import { RATING_MAX, clampRating } from "@convex/rules/reviews";
import { CupIcon } from "./icons";

/** A rating as cups out of 5: filled cups black, the rest grey (SPEC §9). */
export function CoffeeCups({ label, rating }: { label: string; rating: number }) {
  const filled = clampRating(rating);
  return (
    <div className="flex items-center gap-2">
      <span className="w-12 text-sm text-dark-grey">{label}</span>
      <span role="img" aria-label={`${label}: ${filled} out of ${RATING_MAX} cups`} className="flex">
        {Array.from({ length: RATING_MAX }, (_, i) => (
          <CupIcon key={i} className={`size-5 ${i < filled ? "text-black" : "text-grey/50"}`} />
        ))}
      </span>
    </div>
  );
}
