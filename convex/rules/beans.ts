// The bean list rules of the beans page (docs/product.md §2 Beans, §3 CoffeeBeans), shared by the page and the server.
import { ROASTS, isOneOf } from "./catalog";
import { MESSAGES } from "./messages";
import { cleanText, hasLetterOrNumber } from "./text";

export type Bean = { name: string; roast: string; notes: string; origin: string };

export const MAX_BEANS = 50;
export const BEAN_LIMITS = { name: 100, notes: 300, origin: 100 } as const;

/** Entry backgrounds by roast (docs/product.md §2); Medium and Dark need white text to be readable. */
export const ROAST_COLORS: Record<string, { background: string; text: "black" | "white" }> = {
  Light: { background: "#B3A89D", text: "black" },
  Medium: { background: "#806D5B", text: "white" },
  Dark: { background: "#4F3E31", text: "white" },
};

export function emptyBean(): Bean {
  return { name: "", roast: "Medium", notes: "", origin: "" };
}

/** Flavor notes are stored "comma, plus, space" separated (docs/product.md §3). */
export function normalizeNotes(notes: string): string {
  return notes
    .split(",")
    .map((note) => cleanText(note).replace(/\s+/g, " "))
    .filter(Boolean)
    .join(", ");
}

export function normalizeBeans(beans: Bean[]): Bean[] {
  return beans.map((bean) => ({
    name: cleanText(bean.name).replace(/\s+/g, " "),
    roast: bean.roast.trim(),
    notes: normalizeNotes(bean.notes),
    origin: cleanText(bean.origin).replace(/\s+/g, " "),
  }));
}

/** The first problem of a (normalised) bean list, numbered as the page shows it, or null. */
export function beansError(beans: Bean[]): string | null {
  if (beans.length > MAX_BEANS) return MESSAGES.tooManyBeans(MAX_BEANS);
  for (const [i, bean] of beans.entries()) {
    const n = i + 1;
    if (!hasLetterOrNumber(bean.name)) return MESSAGES.beanNameRequired(n);
    if (!isOneOf(ROASTS, bean.roast)) return MESSAGES.beanBadRoast(n);
    if (bean.name.length > BEAN_LIMITS.name) return MESSAGES.textTooLong(`Bean ${n} name`, BEAN_LIMITS.name);
    if (bean.notes.length > BEAN_LIMITS.notes) return MESSAGES.textTooLong(`Bean ${n} flavor notes`, BEAN_LIMITS.notes);
    if (bean.origin.length > BEAN_LIMITS.origin) return MESSAGES.textTooLong(`Bean ${n} origin`, BEAN_LIMITS.origin);
  }
  return null;
}

const sameBean = (a: Bean, b: Bean) =>
  a.name === b.name && a.roast === b.roast && a.notes === b.notes && a.origin === b.origin;

/** Whether two bean lists are the same, entry by entry and in order. */
export function sameBeans(a: Bean[], b: Bean[]): boolean {
  return a.length === b.length && a.every((bean, i) => sameBean(bean, b[i]!));
}

/** What an edit did to a bean list, by bean name. */
export type BeanChanges = { added: string[]; removed: string[]; changed: string[] };

/**
 * The names added, removed and changed (roast, notes or origin) between two lists. Entries pair up
 * by name, first with first, so two bags of the same name count one to one.
 */
export function beanChanges(before: Bean[], after: Bean[]): BeanChanges {
  const unmatched = new Map<string, Bean[]>();
  for (const bean of before) unmatched.set(bean.name, [...(unmatched.get(bean.name) ?? []), bean]);
  const added: string[] = [];
  const changed: string[] = [];
  for (const bean of after) {
    const old = unmatched.get(bean.name)?.shift();
    if (!old) added.push(bean.name);
    else if (!sameBean(old, bean)) changed.push(bean.name);
  }
  const removed = before.filter((bean) => (unmatched.get(bean.name) ?? []).includes(bean)).map((bean) => bean.name);
  return { added, removed, changed };
}
