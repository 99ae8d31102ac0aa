// Every date the app shows reads the reader's way, from the browser's locale: "Jan 5, 2026" in the US,
// "5 Jan 2026" in Britain; with the time where several things can happen on one day (edit histories).
import { browserLocale } from "@/lib/locale";

const DATE: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", year: "numeric" };
const TIME: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" };

/** "Jan 5, 2026" (en-US), "5 Jan 2026" (en-GB) */
export function formatDate(time: number, locale: string = browserLocale()): string {
  return new Date(time).toLocaleDateString(locale, DATE);
}

/** "Jan 5, 2026, 3:04 PM" (en-US), "5 Jan 2026, 15:04" (en-GB) */
export function formatDateTime(time: number, locale: string = browserLocale()): string {
  return new Date(time).toLocaleString(locale, { ...DATE, ...TIME });
}
