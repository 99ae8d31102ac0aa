import { PRACTICAL_OPTIONS, PRICE_LEVELS, priceText, type PracticalFields } from "@convex/rules/practicalTraits";
import { RadioGroup } from "@/components/RadioGroup";

const NOT_SURE = "Not sure";
const PRICES = [...PRICE_LEVELS.map((level) => ({ value: String(level), label: priceText(level) })), NOT_SURE];

/**
 * The practical traits people filter on (docs/product.md §2 Add shop): yes / no / not sure each, and
 * a price level. "Not sure" leaves the answer unknown (and clears one on the edit form).
 */
export function PracticalTraitFields({
  form,
  onChange,
}: {
  form: PracticalFields;
  onChange: (patch: PracticalFields) => void;
}) {
  const chosen = (value: boolean | undefined) => (value === undefined ? NOT_SURE : value ? "Yes" : "No");
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-base font-semibold text-espresso">Practical details</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {PRACTICAL_OPTIONS.map(([key, legend]) => (
          <RadioGroup
            key={key}
            legend={legend}
            options={["Yes", "No", NOT_SURE]}
            value={chosen(form[key])}
            onChange={(choice) => onChange({ [key]: choice === NOT_SURE ? undefined : choice === "Yes" })}
          />
        ))}
        <RadioGroup
          legend="Price level"
          options={PRICES}
          value={form.priceLevel === undefined ? NOT_SURE : String(form.priceLevel)}
          onChange={(choice) => onChange({ priceLevel: choice === NOT_SURE ? undefined : Number(choice) })}
        />
      </div>
    </fieldset>
  );
}
