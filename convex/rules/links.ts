// Links typed by users (shop websites) are shown to everyone, so only web addresses become links.
import { hostMisleads, lookAlikeSeparator } from "./hosts";

/** Bare domains people type ("example.com/menu") are taken as https. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The website as a safe link target: an absolute http(s) URL, or null for anything else
 * (javascript:, data:, mailto:, relative paths, garbage). Render null as plain text or nothing,
 * and real links with target="_blank" rel="noopener noreferrer".
 */
export function safeWebsiteUrl(url: string | null | undefined): string | null {
  const text = (url ?? "").trim();
  if (!text || /\s/.test(text)) return null;
  const candidate = SCHEME.test(text) ? text : /^[^/?#]+\.[^/?#]+/.test(text) ? `https://${text}` : null;
  if (candidate === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(candidate);
  } catch {
    return null;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
  if (!parsed.hostname || parsed.username || parsed.password) return null;
  return parsed.href;
}

/** The host of a website as it was typed (before the address standard maps or encodes it). */
function typedHost(typed: string): string {
  return typed.replace(SCHEME, "").replace(/^\/\//, "").split(/[/?#]/)[0]!.replace(/:\d*$/, "");
}

/**
 * Whether a website as typed would show one place and go to another: a character that passes for a
 * separator ("apple.com∕login.evil.net"), a host that misleads by Unicode's rules (rules/hosts.ts), or
 * an ASCII host the address standard reads as another ("g%6Fogle.com", "127.1").
 */
function misleads(typed: string, href: string): boolean {
  if (lookAlikeSeparator(typed)) return true;
  const host = typedHost(typed);
  if (/[^\p{ASCII}]/u.test(host)) return hostMisleads(host);
  return host.toLowerCase() !== new URL(href).hostname;
}

/**
 * A website as the shop panel, the feed and the edit history show it: the safe link, and the text to
 * show, which is what was typed unless it would mislead; then the link itself, whose host is the
 * real (punycode) name: "https://аpple.com" shows as "https://xn--pple-43d.com/".
 */
export function websiteLink(url: string | null | undefined): { href: string; text: string } | null {
  const href = safeWebsiteUrl(url);
  if (href === null) return null;
  const typed = url!.trim();
  return { href, text: misleads(typed, href) ? href : typed };
}

/** A website as text (the edit history): its link's text, or what was typed when it is no link. */
export function websiteText(url: string): string {
  return websiteLink(url)?.text ?? url;
}

/** The attributes every external link gets: a new tab that cannot reach back into the app. */
export const EXTERNAL_LINK = { target: "_blank", rel: "noopener noreferrer" } as const;
