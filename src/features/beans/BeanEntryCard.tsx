import { useEffect, useId } from "react";
import { ROASTS } from "@convex/rules/catalog";
import { ROAST_COLORS, type Bean } from "@convex/rules/beans";

const CONTROL = "mt-1 block min-h-11 w-full rounded-lg border border-grey bg-white px-3 py-2 text-black";

/** A card already shown can be asked to take the focus too (the open first bean, on "Add More Beans"). */
function useFocusWhen(focus: boolean | undefined, elementId: string) {
  useEffect(() => {
    if (focus) document.getElementById(elementId)?.focus();
  }, [focus, elementId]);
}

/** One bean entry, coloured by its roast (docs/product.md §2 Beans), with its fields and a Delete control. */
export function BeanEntryCard({
  bean,
  index,
  onChange,
  onDelete,
  autoFocus,
}: {
  bean: Bean;
  index: number;
  onChange: (bean: Bean) => void;
  onDelete: () => void;
  autoFocus?: boolean;
}) {
  const id = useId();
  useFocusWhen(autoFocus, `${id}-name`);
  const colors = ROAST_COLORS[bean.roast] ?? ROAST_COLORS.Medium!;
  const title = bean.name.trim() || `Bean ${index + 1}`;
  const field = (key: keyof Bean, label: string, extra: { placeholder?: string } = {}) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        value={bean[key]}
        onChange={(e) => onChange({ ...bean, [key]: e.target.value })}
        className={CONTROL}
        autoFocus={key === "name" && autoFocus}
        {...extra}
      />
    </div>
  );

  return (
    <li
      data-testid="bean-entry"
      data-roast={bean.roast}
      aria-label={title}
      className="rounded-xl p-4 shadow-sm"
      style={{ backgroundColor: colors.background, color: colors.text }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {field("name", "Name")}
        <div>
          <label htmlFor={`${id}-roast`} className="block text-sm font-medium">
            Roast
          </label>
          <select
            id={`${id}-roast`}
            value={bean.roast}
            onChange={(e) => onChange({ ...bean, roast: e.target.value })}
            className={CONTROL}
          >
            {!(ROASTS as readonly string[]).includes(bean.roast) && (
              <option value={bean.roast}>{bean.roast || "Choose…"}</option>
            )}
            {ROASTS.map((roast) => (
              <option key={roast} value={roast}>
                {roast}
              </option>
            ))}
          </select>
        </div>
        {field("notes", "Flavor notes (comma-separated)", { placeholder: "chocolate, cherry, caramel" })}
        {field("origin", "Origin")}
      </div>
      <div className="mt-3 flex justify-end">
        <button
          type="button"
          onClick={onDelete}
          aria-label={`Delete ${title}`}
          className="min-h-11 rounded-full bg-white px-4 font-semibold text-alert ring-1 ring-alert hover:bg-light-grey"
        >
          Delete
        </button>
      </div>
    </li>
  );
}
