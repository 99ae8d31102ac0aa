// The order of a shared list's entries (decision 32): each entry holds an order key, a string that sorts
// between its neighbours' keys (fractional-indexing's base-62 keys), so a move or an addition writes only the
// entry itself and never a document every change rewrites. Pure: the server and, later, the list screen use it.
import { generateKeyBetween } from "fractional-indexing";

const DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
/** Random digits added to a key, so two editors placing an entry in one gap at once get different keys. */
const JITTER_DIGITS = 3;
/** An appended key's integer part: "g" heads 7 base-62 digits, milliseconds until the year 2081. */
const APPEND_HEAD = "g";
const APPEND_DIGITS = 7;

function jitter(random: () => number): string {
  let tail = "";
  for (let i = 0; i < JITTER_DIGITS - 1; i++) tail += DIGITS[Math.floor(random() * DIGITS.length)];
  // A key may not end in the zero digit.
  return tail + DIGITS[1 + Math.floor(random() * (DIGITS.length - 1))];
}

/** A key strictly between `before` and `after` (null: the list's start or end), made unlikely to equal another's. */
export function keyBetween(before: string | null, after: string | null, random: () => number = Math.random): string {
  const key = generateKeyBetween(before, after);
  // A key with more digits sorts after itself and, unless `after` begins with it, before `after`.
  const jittered = key + jitter(random);
  if (after === null || jittered < after) return jittered;
  // `after` is `key` and more digits (the gap before an appended key): a zero more than the zeros `after` has
  // there keeps the random digits below it, so two editors still get different keys.
  const zeros = after.slice(key.length).match(/^0*/)![0].length;
  return key + "0".repeat(zeros + 1) + jitter(random);
}

/**
 * The key of an entry added at the end, from the time alone: adding reads none of the list's entries, so two
 * editors adding at once never read what the other wrote. Later additions sort later; an entry moved to the
 * end takes the key after the last one, which is larger by a step of less than a millisecond.
 */
export function appendKey(now: number, random: () => number = Math.random): string {
  let digits = "";
  for (let rest = Math.max(0, Math.floor(now)); digits.length < APPEND_DIGITS; rest = Math.floor(rest / 62))
    digits = DIGITS[rest % 62] + digits;
  return `${APPEND_HEAD}${digits}${jitter(random)}`;
}

/** Whether `key` is a key keyBetween accepts (a key from the client or an old document is checked first). */
export function isOrderKey(key: string): boolean {
  try {
    generateKeyBetween(key, null);
    return true;
  } catch {
    return false;
  }
}
