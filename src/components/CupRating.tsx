import { RATING_MAX } from "@convex/rules/reviews";
import { ChoiceChips } from "@/components/Chips";
import { CupIcon } from "@/components/icons";

const VALUES = Array.from({ length: RATING_MAX }, (_, i) => String(i + 1));
const CUP_CHOICE =
  "flex min-h-11 min-w-11 cursor-pointer flex-col items-center justify-center rounded-lg px-1 has-focus-visible:outline-3 has-focus-visible:outline-latte";

/**
 * A rating from 1 to 5 chosen as cups, the picture a review's ratings show afterwards: one radio
 * per cup ("4 cups"), numbered under it, and every cup up to the chosen one filled. Arrow keys
 * move the choice, as in any radio group.
 */
export function CupRating({
  value,
  ...group
}: {
  legend: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: string;
}) {
  const chosen = Number(value) || 0;
  const options = VALUES.map((option) => ({
    value: option,
    name: `${option} ${option === "1" ? "cup" : "cups"}`,
    label: (
      <>
        <CupIcon className={`size-7 ${Number(option) <= chosen ? "text-black" : "text-grey/50"}`} />
        <span
          aria-hidden="true"
          className={`text-xs ${value === option ? "font-bold text-espresso" : "text-dark-grey"}`}
        >
          {option}
        </span>
      </>
    ),
  }));
  return <ChoiceChips {...group} value={value} options={options} chip={CUP_CHOICE} />;
}
