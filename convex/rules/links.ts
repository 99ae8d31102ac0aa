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

/** The attributes every external link gets: a new tab that cannot reach back into the app. */
export const EXTERNAL_LINK = { target: "_blank", rel: "noopener noreferrer" } as const;
