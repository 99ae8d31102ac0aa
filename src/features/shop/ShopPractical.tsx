import type { Doc } from "@convex/_generated/dataModel";
import { practicalAnswers } from "@convex/rules/practicalTraits";
import { Section } from "@/features/shop/ShopFacts";

/**
 * The practical traits people filter on (docs/product.md §2 shop panel): what was answered as pills,
 * a yes in espresso, a no in grey; what nobody answered yet on one line under them.
 */
export function ShopPractical({ shop }: { shop: Doc<"shops"> }) {
  const { answered, unknown } = practicalAnswers(shop);
  return (
    <Section title="Practical">
      {answered.length > 0 && (
        <ul aria-label="Answered" className="flex flex-wrap gap-2">
          {answered.map(({ text, yes }) => (
            <li
              key={text}
              className={`rounded-full px-3 py-1 text-sm ${
                yes ? "bg-espresso font-semibold text-white" : "bg-light-grey text-dark-grey"
              }`}
            >
              {text}
            </li>
          ))}
        </ul>
      )}
      {unknown.length > 0 && (
        <p className="text-sm text-dark-grey">
          {answered.length === 0 ? "Nobody has said yet" : "Not known yet"}: {unknown.join(", ")}. Edit the shop if you
          know.
        </p>
      )}
    </Section>
  );
}
