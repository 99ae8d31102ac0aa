import type { Bean } from "@convex/rules/beans";
import { BeanEntryCard } from "@/features/beans/BeanEntryCard";

/** The beans of the draft, one card each; a change or deletion comes back as the whole new list. */
export function BeanEntryList({
  beans,
  focusIndex,
  onEdit,
}: {
  beans: Bean[];
  /** The card that takes the focus: the one just added. */
  focusIndex: number | null;
  onEdit: (beans: Bean[]) => void;
}) {
  if (beans.length === 0) return null;
  return (
    <ul className="space-y-3" aria-label="Beans">
      {beans.map((bean, i) => (
        <BeanEntryCard
          key={i}
          bean={bean}
          index={i}
          autoFocus={i === focusIndex}
          onChange={(next) => onEdit(beans.map((b, j) => (j === i ? next : b)))}
          onDelete={() => onEdit(beans.filter((_, j) => j !== i))}
        />
      ))}
    </ul>
  );
}
