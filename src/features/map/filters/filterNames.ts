import { drinkLabel } from "@convex/rules/catalog";
import type { ShopOption } from "@convex/rules/markerTraits";
import { PRACTICAL_OPTIONS, isPriceLevel, priceText } from "@convex/rules/practicalTraits";
import { MESSAGES } from "@convex/rules/messages";
import { formatRating } from "@convex/rules/ratings";
import type { MapFilters } from "@convex/rules/shopFilters";
import { roastLabel } from "@/lib/roastStyle";

const OPTION_NAMES: Record<ShopOption, string> = {
  dairyFree: "Dairy free",
  glutenFriendly: "Gluten friendly",
  bakeryOptions: "Bakery items",
  mealOptions: "Serves meals",
  roastsOwnBeans: "Roasts own beans",
};

/**
 * The filters that narrow the shops, as the filters dialog names them ("Open now", "Light roast", "Wi-Fi",
 * "$$ or less", "Rated 4.0+").
 */
export function filterNames(filters: MapFilters): string[] {
  const names: string[] = [];
  if (filters.openNow) names.push("Open now");
  if (filters.roastStyle) names.push(roastLabel(filters.roastStyle));
  for (const [option, name] of Object.entries(OPTION_NAMES)) if (filters[option as ShopOption]) names.push(name);
  for (const [option, name] of PRACTICAL_OPTIONS) if (filters[option]) names.push(name);
  if (isPriceLevel(filters.maxPrice)) names.push(`${priceText(filters.maxPrice)} or less`);
  if (filters.beverage) names.push(drinkLabel(filters.beverage));
  if (filters.minRating !== undefined) names.push(`Rated ${formatRating(filters.minRating)}+`);
  return names;
}

/**
 * What the map and the list both say when no shop is in view: "No shops in view." or, with filters
 * on, which ones leave it empty ("No shops in view match these filters: Open now, Light roast.").
 */
export function emptyViewText(filters: MapFilters): string {
  const names = filterNames(filters);
  return names.length === 0 ? MESSAGES.noShopsInView : MESSAGES.noShopsMatch(names.join(", "));
}
