// Counts as the app writes them ("1,204"), the same in the browser and on the server. Written out rather
// than with `toLocaleString("en-US")`: a browser's first number format loads ICU data for 20–30 ms, inside
// the task that draws /home (docs/quality/phones.md, /home's blocking time).

/** 7 → "7", 1204 → "1,204", -12345 → "-12,345"; fractions are rounded to whole numbers. */
export function formatCount(count: number): string {
  const digits = String(Math.abs(Math.round(count)));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ",");
  return count < 0 && grouped !== "0" ? `-${grouped}` : grouped;
}
