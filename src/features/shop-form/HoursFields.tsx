import { describeWeek } from "@convex/rules/hoursText";
import { normalizeWeek, type Week } from "@convex/rules/openingHours";
import { hoursDisagree, typedAfterDayEdit, weekOfTyped } from "@convex/rules/oneWeek";
import { weekFromTypedHours } from "@convex/rules/typedHours";
import { TextField } from "@/components/fields";
import { OpeningHoursEditor } from "@/features/shop-form/OpeningHoursEditor";

const CHOICE =
  "inline-flex min-h-11 items-center rounded-full bg-white px-3 text-sm font-semibold text-espresso ring-1 ring-latte hover:bg-latte-light";

/**
 * The typed "Hours" and the week by day, kept as one fact (docs/product.md §3, "One week"): typed
 * hours that can be read set the days as they are typed; a day edited rewrites typed hours that said
 * the week; typed hours that read as another week (a shop saved before) ask which is right.
 */
export function HoursFields({
  typed,
  onTyped,
  week,
  onWeek,
  error,
}: {
  typed: string;
  onTyped: (typed: string) => void;
  week: Week | null;
  onWeek: (week: Week | null) => void;
  error?: string;
}) {
  const type = (text: string) => {
    onTyped(text);
    const said = weekOfTyped(text);
    if (said) onWeek(said);
  };
  const editDays = (next: Week | null) => {
    onWeek(next);
    const text = typedAfterDayEdit(typed, next);
    if (text !== typed) onTyped(text);
  };
  const note = week !== null && typed.trim() !== "" && weekFromTypedHours(typed) === null;
  return (
    <>
      <TextField
        label="Hours"
        name="hours"
        required
        placeholder="Mon-Fri 7am-6pm"
        value={typed}
        onChange={(e) => type(e.target.value)}
        error={error}
      />
      {hoursDisagree(typed, week) && week && (
        <div role="group" aria-label="Which hours are right?" className={BOX}>
          <p>
            The typed hours say “{describeWeek(weekOfTyped(typed)!)}”, the days below say “
            {describeWeek(normalizeWeek(week))}”. Which is right?
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={CHOICE} onClick={() => onWeek(weekOfTyped(typed))}>
              The typed hours
            </button>
            <button type="button" className={CHOICE} onClick={() => onTyped(describeWeek(normalizeWeek(week)))}>
              The days below
            </button>
          </div>
        </div>
      )}
      {note && (
        <p className="text-xs text-dark-grey">
          These hours cannot be read as days, so the days below are the shop&rsquo;s week and this text shows beside
          them as a note.{" "}
          <button
            type="button"
            className="font-semibold text-espresso underline"
            onClick={() => onTyped(describeWeek(normalizeWeek(week)))}
          >
            Write the days as the hours
          </button>
        </p>
      )}
      <OpeningHoursEditor value={week} typed={typed} onChange={editDays} />
    </>
  );
}

const BOX = "space-y-2 rounded-lg border border-latte bg-latte-light p-3 text-sm text-black";
