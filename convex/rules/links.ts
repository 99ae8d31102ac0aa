// Links typed by users (shop websites) are shown to everyone, so only web addresses become links.

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

/**
 * Scripts whose letters may share one label of a host name: Japanese writes Han, Hiragana and
 * Katakana together, Korean Hangul and Han. Any other mix within a label ("аpple" with a Cyrillic
 * а) is how a look-alike address disguises itself.
 */
const SCRIPT_GROUPS: [string, RegExp][] = [
  ["Latin", /\p{Script=Latin}/u],
  ["Cyrillic", /\p{Script=Cyrillic}/u],
  ["Greek", /\p{Script=Greek}/u],
  ["Armenian", /\p{Script=Armenian}/u],
  ["Georgian", /\p{Script=Georgian}/u],
  ["Cherokee", /\p{Script=Cherokee}/u],
  ["Hebrew", /\p{Script=Hebrew}/u],
  ["Arabic", /\p{Script=Arabic}/u],
  ["CJK", /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u],
];

function scriptOf(letter: string): string {
  return SCRIPT_GROUPS.find(([, pattern]) => pattern.test(letter))?.[0] ?? `other:${letter}`;
}

/** Whether a label of the host, as typed, mixes letters of different scripts. */
export function hostMixesScripts(host: string): boolean {
  return host
    .split(/[.\u3002\uFF0E\uFF61]/)
    .some((label) => new Set((label.match(/\p{L}/gu) ?? []).map(scriptOf)).size > 1);
}

/**
 * A website as the shop panel and the feed show it: the safe link, and the text to show, which is
 * what was typed unless its host mixes scripts; then the link itself, whose host is the real
 * (punycode) name: "https://аpple.com" shows as "https://xn--pple-43d.com/".
 */
export function websiteLink(url: string | null | undefined): { href: string; text: string } | null {
  const href = safeWebsiteUrl(url);
  if (href === null) return null;
  const typed = url!.trim();
  const host = typed.replace(SCHEME, "").replace(/^\/\//, "").split(/[/?#]/)[0]!.replace(/:\d*$/, "");
  return { href, text: hostMixesScripts(host) ? href : typed };
}

/** The attributes every external link gets: a new tab that cannot reach back into the app. */
export const EXTERNAL_LINK = { target: "_blank", rel: "noopener noreferrer" } as const;
