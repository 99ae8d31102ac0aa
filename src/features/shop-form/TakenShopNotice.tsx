import { Link } from "react-router-dom";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import type { TakenShop } from "@convex/rules/duplicateShop";
import { paths } from "@/lib/routes";

/**
 * The shop already at the address the person entered, named with a way to it (docs/product.md §8): a
 * newcomer who meant that shop opens its panel; the form behind keeps what was typed.
 */
export function TakenShopNotice({ shop }: { shop: TakenShop }) {
  return (
    <div className="space-y-2 rounded-lg bg-alert/10 px-3 py-2 text-sm">
      <p className="font-medium text-alert">{MESSAGES.duplicateShop(shop.name, shop.streetAddress)}</p>
      <Link
        to={paths.home({ shop: shop.id as Id<"shops"> })}
        className="inline-flex min-h-11 items-center justify-center rounded-full border border-espresso bg-white px-5 py-2 font-semibold text-espresso hover:bg-latte-light"
      >
        Open {shop.name}
      </Link>
    </div>
  );
}
