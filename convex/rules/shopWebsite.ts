// A shop's website as the forms and the server store and check it (docs/product.md §5).
import { lookAlikeSeparator } from "./hosts";
import { MESSAGES } from "./messages";
import { cleanText } from "./text";

/**
 * A website as stored: cleaned as texts are (rules/text.ts); a bare domain ("example.com") gets https://;
 * anything with another scheme is left for the check to refuse.
 */
export function normalizeWebsite(website: string): string {
  const value = cleanText(website);
  if (value === "" || /^[a-z][a-z0-9+.-]*:/i.test(value)) return value;
  return `https://${value}`;
}

export function websiteError(website: string): string | null {
  const lookAlike = lookAlikeSeparator(website);
  if (lookAlike) return MESSAGES.websiteLookAlike(lookAlike.imitates);
  try {
    const url = new URL(website);
    if ((url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".")) return null;
  } catch {
    // not a URL at all
  }
  return MESSAGES.badWebsite;
}
