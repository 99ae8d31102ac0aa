import { SHOP_BEVERAGES, SHOP_ROASTS, drinkLabel } from "@convex/rules/catalog";
import { capitalize } from "@convex/rules/markers";
import { SelectField } from "@/components/fields";
import { RadioGroup } from "@/components/RadioGroup";

/** A yes/no choice shown as two pills (SPEC "yes/no toggles"). */
export function YesNo({ legend, value, onChange }: { legend: string; value: boolean; onChange: (value: boolean) => void }) {
  return <RadioGroup legend={legend} options={["Yes", "No"]} value={value ? "Yes" : "No"} onChange={(choice) => onChange(choice === "Yes")} />;
}

/** The beverages a shop serves: one checkbox per drink of the menu. */
export function BeverageCheckboxes({ value, onChange }: { value: string[]; onChange: (value: string[]) => void }) {
  const toggle = (bev: string, on: boolean) => onChange(on ? [...value, bev] : value.filter((b) => b !== bev));
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-dark-grey">Beverages served</legend>
      <div className="mt-1 grid grid-cols-2 gap-x-3 gap-y-1 sm:grid-cols-3">
        {SHOP_BEVERAGES.map((bev) => (
          <label key={bev} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={value.includes(bev)}
              onChange={(e) => toggle(bev, e.target.checked)}
              className="size-4 accent-espresso"
            />
            {drinkLabel(bev)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const ROAST_OPTIONS = SHOP_ROASTS.map((roast) => ({ value: roast, label: capitalize(roast) }));

/** Roast style: shown capitalised, stored lower case (SPEC §3). */
export function RoastStyleSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return <SelectField label="Roast style" options={ROAST_OPTIONS} value={value} onChange={(e) => onChange(e.target.value)} />;
}
