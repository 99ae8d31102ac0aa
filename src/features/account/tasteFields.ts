import { DRINK_CHOICES, PROFILE_MILKS, ROASTS, TEMPS } from "@convex/rules/catalog";
import type { ProfileFields } from "@convex/rules/validation";
import type { SelectOption } from "@/components/fields";

/** The taste-profile choices, in the order the register and edit-profile screens ask for them. */
export const TASTE_FIELDS: { key: keyof ProfileFields; label: string; options: readonly SelectOption[] }[] = [
  { key: "selectedRoast", label: "Roast preference", options: ROASTS },
  { key: "cafeDrink", label: "Cafe drink", options: DRINK_CHOICES },
  { key: "cafeMilk", label: "Cafe milk", options: PROFILE_MILKS },
  { key: "cafeTemp", label: "Cafe temperature", options: TEMPS },
  { key: "homeDrink", label: "Home drink", options: DRINK_CHOICES },
  { key: "homeMilk", label: "Home milk", options: PROFILE_MILKS },
  { key: "homeTemp", label: "Home temperature", options: TEMPS },
];

export const EMPTY_PROFILE: ProfileFields = {
  firstName: "",
  lastName: "",
  favCafe: "",
  yourCity: "",
  yourState: "",
  about: "",
  selectedRoast: "",
  cafeDrink: "",
  cafeMilk: "",
  cafeTemp: "",
  homeDrink: "",
  homeMilk: "",
  homeTemp: "",
};
