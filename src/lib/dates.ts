// Every date the app shows reads the same way: "Jan 5, 2026", and with the time where several
// things can happen on one day (edit histories): "Jan 5, 2026, 3:04 PM".

const DATE: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", year: "numeric" };
const TIME: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" };

/** "Jan 5, 2026" */
export function formatDate(time: number): string {
  return new Date(time).toLocaleDateString("en-US", DATE);
}

/** "Jan 5, 2026, 3:04 PM" */
export function formatDateTime(time: number): string {
  return new Date(time).toLocaleString("en-US", { ...DATE, ...TIME });
}
