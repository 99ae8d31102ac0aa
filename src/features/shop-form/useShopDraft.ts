import { useState } from "react";
import type { Doc } from "@convex/_generated/dataModel";
import { parseOpeningHours, type Week } from "@convex/rules/openingHours";
import { shopEditOf, type ShopEdit } from "@convex/rules/shopForm";

/**
 * What the edit form holds of a shop: the fields and the week being edited, and the version they
 * started from. `stale` once the live `shop` has moved on; `loadLatest` starts again from it.
 */
export function useShopDraft(shop: Doc<"shops">) {
  const [form, setForm] = useState<ShopEdit>(() => shopEditOf(shop));
  const [week, setWeek] = useState<Week | null>(() => parseOpeningHours(shop.openingHours));
  const [baseVersion, setBaseVersion] = useState(shop.version);
  const stale = shop.version !== baseVersion;

  const loadLatest = () => {
    setForm(shopEditOf(shop));
    setWeek(parseOpeningHours(shop.openingHours));
    setBaseVersion(shop.version);
  };
  return { form, setForm, week, setWeek, baseVersion, setBaseVersion, stale, loadLatest };
}
