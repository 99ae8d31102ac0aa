import { DRINKS, DRINK_CHOICES } from "@convex/rules/catalog";
import { PROFILE_CHOICES, PROFILE_FIELD_NAMES, type ProfileFields } from "@convex/rules/validation";
import type { SelectOption } from "@/components/fields";
import { capitalize } from "@/lib/roastStyle";

/**
 * The taste-profile choices, in the order the register and edit-profile screens ask for them: the
 * server's own list (validation.ts), the drinks with the labels they read with.
 */
export const TASTE_FIELDS: { key: keyof ProfileFields; label: string; options: readonly SelectOption[] }[] =
  PROFILE_CHOICES.map(([key, label, options]) => ({
    key,
    label: capitalize(label),
    options: options === DRINKS ? DRINK_CHOICES : options,
  }));

export const EMPTY_PROFILE = Object.fromEntries(PROFILE_FIELD_NAMES.map((key) => [key, ""])) as ProfileFields;
