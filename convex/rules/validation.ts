// Input rules shared by the forms (checked first, for instant feedback) and the server (the authority).
import { DRINKS, PROFILE_MILKS, ROASTS, TEMPS, isOneOf } from "./catalog";
import { addressProblems, countryOf, hasRegions, normalizeRegion } from "./countries";
import commonPasswords from "./commonPasswords.json";
import { normalizeEmail } from "./email";
import { MESSAGES } from "./messages";
import { cleanLongText, cleanText, hasLetterOrNumber } from "./text";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const LIMITS = {
  name: 50,
  email: 254,
  favCafe: 100,
  city: 100,
  state: 50,
  about: 1000,
} as const;

// Deliberately simple: one @, something on both sides, a dot in the domain, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Lives in its own module so the log-in screen can use it without loading the password list.
export { normalizeEmail } from "./email";

export function emailError(email: string): string | null {
  const value = normalizeEmail(email);
  if (!EMAIL_PATTERN.test(value) || value.length > LIMITS.email) return MESSAGES.badEmail;
  return null;
}

// The 10,000 most common passwords that are long enough to pass the length rule, lowercase
// (scripts/build-common-passwords.mjs). Case does not make them safer: "Password1" is refused too.
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(commonPasswords);

export function passwordError(password: string): string | null {
  if (password.length < PASSWORD_MIN) return MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX) return MESSAGES.passwordTooLong;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return MESSAGES.passwordTooCommon;
  return null;
}

/** The profile fields a user writes about themselves (docs/product.md §3 BrewUsers, minus ids and email). */
export type ProfileFields = {
  firstName: string;
  lastName: string;
  favCafe: string;
  yourCity: string;
  yourState: string;
  /** ISO 3166-1 alpha-2, "" when not given; it says what yourState may be (rules/countries.ts). */
  yourCountry: string;
  about: string;
  selectedRoast: string;
  cafeDrink: string;
  cafeMilk: string;
  cafeTemp: string;
  homeDrink: string;
  homeMilk: string;
  homeTemp: string;
};

export const PROFILE_FIELD_NAMES = [
  "firstName",
  "lastName",
  "favCafe",
  "yourCity",
  "yourState",
  "yourCountry",
  "about",
  "selectedRoast",
  "cafeDrink",
  "cafeMilk",
  "cafeTemp",
  "homeDrink",
  "homeMilk",
  "homeTemp",
] as const satisfies readonly (keyof ProfileFields)[];

const TEXT_RULES: [keyof ProfileFields, string, number][] = [
  ["firstName", "First name", LIMITS.name],
  ["lastName", "Last name", LIMITS.name],
  ["favCafe", "Favorite cafe", LIMITS.favCafe],
  ["yourCity", "City", LIMITS.city],
  ["yourState", "State", LIMITS.state],
  ["about", "About you", LIMITS.about],
];

/** The profile's choices, in the order the forms ask for them: the field, its name in a message, the list. */
export const PROFILE_CHOICES: [keyof ProfileFields, string, readonly string[]][] = [
  ["selectedRoast", "roast preference", ROASTS],
  ["cafeDrink", "cafe drink", DRINKS],
  ["cafeMilk", "cafe milk", PROFILE_MILKS],
  ["cafeTemp", "cafe temperature", TEMPS],
  ["homeDrink", "home drink", DRINKS],
  ["homeMilk", "home milk", PROFILE_MILKS],
  ["homeTemp", "home temperature", TEMPS],
];

/**
 * A profile field as it is stored: the short texts (names, favourite cafe, city, state and the
 * choices) cleaned of invisible and direction-changing characters (rules/text.ts), the state upper
 * case as shops store theirs ("ma" → "MA"); the about text, which may have several lines, keeps them.
 */
export function cleanProfileField(key: keyof ProfileFields, value: string): string {
  if (key === "about") return cleanLongText(value);
  return key === "yourState" || key === "yourCountry" ? cleanText(value).toUpperCase() : cleanText(value);
}

/** Not a name: no visible letter or number (empty, spaces, invisible characters, only symbols). */
const isBlank = (value: string | undefined) => !hasLetterOrNumber(value);

/** A form's problem and the field it is about, for the form to point at (focus, message under it). */
export type FieldProblem<Field extends string> = { field: Field; message: string };

/**
 * Checks profile fields. An empty string means "not given": allowed everywhere except the
 * names on sign-up. A name given in an update must not be blank either (nonEmptyProfileUpdate
 * keeps a name of only invisible characters as "" so it is refused here). Returns the first
 * problem, in the order of the form, or null.
 */
export function profileProblem(
  fields: Partial<ProfileFields>,
  { requireNames }: { requireNames: boolean },
): FieldProblem<keyof ProfileFields> | null {
  for (const name of ["firstName", "lastName"] as const) {
    const value = fields[name];
    if (requireNames ? isBlank(value) : value !== undefined && isBlank(value))
      return { field: name, message: MESSAGES.nameRequired };
  }
  for (const [key, label, max] of TEXT_RULES) {
    const value = fields[key];
    if (value !== undefined && value.length > max) return { field: key, message: MESSAGES.textTooLong(label, max) };
  }
  const home = homePlaceProblem(fields);
  if (home) return home;
  for (const [key, label, options] of PROFILE_CHOICES) {
    const value = fields[key];
    if (value !== undefined && value !== "" && !isOneOf(options, value))
      return { field: key, message: MESSAGES.badChoice(label) };
  }
  return null;
}

/**
 * A home country the app does not know, or a region it does not have (checked only when the country is
 * given with it: profiles from before countries keep the state they typed).
 */
function homePlaceProblem(fields: Partial<ProfileFields>): FieldProblem<keyof ProfileFields> | null {
  if (!fields.yourCountry) return null;
  const [problem] = addressProblems({ country: fields.yourCountry, region: fields.yourState ?? "" });
  if (!problem) return null;
  return { field: problem.field === "country" ? "yourCountry" : "yourState", message: problem.message };
}

/** profileProblem's message alone. */
export function profileError(fields: Partial<ProfileFields>, options: { requireNames: boolean }): string | null {
  return profileProblem(fields, options)?.message ?? null;
}

/**
 * Edit profile leaves empty fields out of the update (docs/product.md §5) and cleans the rest
 * (cleanProfileField). A field of only invisible characters is left out too, except a name: that
 * stays as "" for profileError to refuse, rather than the save silently keeping the old name.
 */
export function nonEmptyProfileUpdate(fields: Partial<ProfileFields>): Partial<ProfileFields> {
  const update: Partial<ProfileFields> = {};
  for (const key of PROFILE_FIELD_NAMES) {
    const given = fields[key];
    if (!given?.trim()) continue;
    const value = cleanProfileField(key, given);
    if (value || key === "firstName" || key === "lastName") update[key] = value;
  }
  // A region typed by name is stored as its code; a country that names none clears the one kept from before.
  if (update.yourCountry && update.yourState) update.yourState = normalizeRegion(update.yourCountry, update.yourState);
  if (update.yourCountry && countryOf(update.yourCountry) && !hasRegions(update.yourCountry)) update.yourState = "";
  return update;
}

export type SignUpForm = ProfileFields & { email: string; password: string; confirmPassword: string };

/** Everything the register screen checks before it calls the server, in the order a person reads the form. */
export function signUpProblem(form: SignUpForm): FieldProblem<keyof SignUpForm> | null {
  const names = profileProblem({ firstName: form.firstName, lastName: form.lastName }, { requireNames: true });
  if (names) return names;
  const email = emailError(form.email);
  if (email) return { field: "email", message: email };
  const password = passwordError(form.password);
  if (password) return { field: "password", message: password };
  const confirm = confirmProblem(form);
  if (confirm) return { field: "confirmPassword", message: confirm };
  return profileProblem(form, { requireNames: true });
}

/** The confirmation left empty, or differing from the password. */
function confirmProblem(form: SignUpForm): string | null {
  if (form.confirmPassword === "") return MESSAGES.confirmPasswordRequired;
  return form.confirmPassword === form.password ? null : MESSAGES.passwordsDiffer;
}

/**
 * What the register screen marks on submit: its first problem, and every other field's own problem
 * (left empty, an email that is not one, a short password, a confirmation that differs), so a
 * form sent with several mistakes shows all of them at once (docs/product.md §2, register).
 */
export function signUpProblems(form: SignUpForm): FieldProblem<keyof SignUpForm>[] {
  const first = signUpProblem(form);
  const each: [keyof SignUpForm, string | null][] = [
    ["firstName", isBlank(form.firstName) ? MESSAGES.nameRequired : null],
    ["lastName", isBlank(form.lastName) ? MESSAGES.nameRequired : null],
    ["email", emailError(form.email)],
    ["password", passwordError(form.password)],
    ["confirmPassword", confirmProblem(form)],
  ];
  const others = each
    .filter((entry): entry is [keyof SignUpForm, string] => entry[1] !== null && entry[0] !== first?.field)
    .map(([field, message]) => ({ field, message }));
  return first ? [first, ...others] : others;
}

/** signUpProblem's message alone. */
export function signUpError(form: SignUpForm): string | null {
  return signUpProblem(form)?.message ?? null;
}
