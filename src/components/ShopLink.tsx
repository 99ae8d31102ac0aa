import { Link } from "react-router-dom";
import type { Id } from "@convex/_generated/dataModel";
import { paths } from "@/lib/routes";

/** A shop's name as a link to it: the map, centred on the shop with its panel open. */
export function ShopLink({ shopId, name, className = "" }: { shopId: Id<"shops">; name: string; className?: string }) {
  return (
    <Link
      to={paths.home({ shop: shopId })}
      className={`inline-flex min-h-11 items-center underline decoration-latte underline-offset-2 hover:text-latte ${className}`}
    >
      {name}
    </Link>
  );
}
