/** A moment as the app shows when something happened: "Jan 5, 2026, 3:04 PM" in the reader's locale. */
export function formatDateTime(time: number): string {
  return new Date(time).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}
