import { useId } from "react";
import { SHOP_BEVERAGES, SHOP_ROASTS, drinkLabel } from "@convex/rules/catalog";
import { capitalize } from "@/lib/roastStyle";
import type { Week } from "@convex/rules/openingHours";
import type { ShopEdit } from "@convex/rules/shopForm";
import { FieldError, RequiredMark, SelectField, TextArea, TextField } from "@/components/fields";
import { RadioGroup } from "@/components/RadioGroup";
import { HoursFields } from "@/features/shop-form/HoursFields";
import { PracticalTraitFields } from "@/features/shop-form/PracticalFields";

/** The shop's yes/no traits, in form order, with their legends. */
export const SHOP_TRAITS = [
  ["roastsOwnBeans", "Roasts own beans"],
  ["dairyFree", "Dairy free milks"],
  ["glutenFriendly", "Gluten friendly"],
  ["mealOptions", "Meal options"],
  ["bakeryOptions", "Bakery options"],
] as const satisfies readonly (readonly [keyof ShopEdit, string])[];

/** A yes/no choice shown as two pills (docs/product.md §2 Add shop), neither chosen while unanswered. */
export function YesNo({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: boolean | undefined;
  onChange: (value: boolean) => void;
}) {
  const chosen = value === undefined ? "" : value ? "Yes" : "No";
  return (
    <RadioGroup
      legend={legend}
      options={["Yes", "No"]}
      value={chosen}
      onChange={(choice) => onChange(choice === "Yes")}
    />
  );
}

/** The beverages a shop serves: one checkbox per drink of the menu; at least one is required. */
export function BeverageCheckboxes({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}) {
  const errorId = useId();
  const toggle = (bev: string, on: boolean) => onChange(on ? [...value, bev] : value.filter((b) => b !== bev));
  return (
    <fieldset className="min-w-0" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-dark-grey">
        Beverages served
        <RequiredMark />
      </legend>
      <div className="mt-1 grid grid-cols-2 gap-x-3 gap-y-1 sm:grid-cols-3">
        {SHOP_BEVERAGES.map((bev) => (
          <label key={bev} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="beverages"
              checked={value.includes(bev)}
              onChange={(e) => toggle(bev, e.target.checked)}
              aria-invalid={error ? true : undefined}
              className="size-4 accent-espresso"
            />
            {drinkLabel(bev)}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

const ROAST_OPTIONS = SHOP_ROASTS.map((roast) => ({ value: roast, label: capitalize(roast) }));

/** Roast style: shown capitalised, stored lower case (docs/product.md §3); required. */
export function RoastStyleSelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <SelectField
      label="Roast style"
      name="roastStyle"
      required
      options={ROAST_OPTIONS}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}

/**
 * What the add and edit forms share after the place: the blurb, the yes/no traits, the practical
 * traits, the typed hours
 * and the week, the website, the beverages and the roast style, each with its problem (`errorOf`).
 * A change comes back as the fields it sets.
 */
export function ShopDetailFields({
  form,
  onChange,
  errorOf,
  week,
  onWeek,
}: {
  form: ShopEdit;
  onChange: (patch: Partial<ShopEdit>) => void;
  errorOf: (field: keyof ShopEdit) => string | undefined;
  week: Week | null;
  onWeek: (week: Week | null) => void;
}) {
  const set =
    <K extends keyof ShopEdit>(key: K) =>
    (value: ShopEdit[K]) =>
      onChange({ [key]: value } as Pick<ShopEdit, K>);
  return (
    <>
      <TextArea
        label="About the shop (optional)"
        name="about"
        value={form.about}
        onChange={(e) => set("about")(e.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {SHOP_TRAITS.map(([key, legend]) => (
          <YesNo key={key} legend={legend} value={form[key]} onChange={set(key)} />
        ))}
      </div>
      <PracticalTraitFields form={form} onChange={onChange} />
      <HoursFields typed={form.hours} onTyped={set("hours")} week={week} onWeek={onWeek} error={errorOf("hours")} />
      <TextField
        label="Website"
        name="website"
        required
        type="url"
        inputMode="url"
        placeholder="https://"
        value={form.website}
        onChange={(e) => set("website")(e.target.value)}
        error={errorOf("website")}
      />
      <BeverageCheckboxes value={form.beverages} onChange={set("beverages")} error={errorOf("beverages")} />
      <RoastStyleSelect value={form.roastStyle} onChange={set("roastStyle")} error={errorOf("roastStyle")} />
    </>
  );
}
