// Public identifiers: a shop's public id and the other-user route (docs/product.md §2, §5, §9).

const SHOP_ID_MIN = 100_000_000_000;
const SHOP_ID_SPAN = 900_000_000_000;

/** A random 12-digit public shop id, 100000000000 upward. */
export function randomPublicId(random: () => number = Math.random): string {
  return String(SHOP_ID_MIN + Math.floor(random() * SHOP_ID_SPAN));
}

/** base64 of the user id, URL-safe enough for a query parameter once encoded. */
export function encodeUserId(userId: string): string {
  return btoa(userId);
}

/** The user id inside a `uid` parameter, or null when it is not valid base64 text. */
export function decodeUserId(uid: string | null | undefined): string | null {
  if (!uid) return null;
  try {
    const decoded = atob(uid);
    return /^[A-Za-z0-9_-]+$/.test(decoded) ? decoded : null;
  } catch {
    return null;
  }
}

/** A name as it reads in an address: "Zoë O'Brien" → "zoe-o-brien" ("profile" when nothing is left). */
export function nameSlug(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "profile";
}

/**
 * `/otheruser/{name}?uid={base64 id}`: the person is the `uid`; the name is only there to read.
 * (The first specification put `{last 4 of id}-{first name}{last name}` there, docs/product.md §2,
 * which read as `/otheruser/sers-Ben%20Roaster`; such links still open the same page, as any name does.)
 */
export function otherUserPath(userId: string, displayName: string): string {
  return `/otheruser/${nameSlug(displayName)}?uid=${encodeURIComponent(encodeUserId(userId))}`;
}

/** The shareable follow link (docs/product.md §5): the person's page, named by their first and last name. */
export function followLink(origin: string, user: { _id: string; firstName: string; lastName: string }): string {
  return `${origin}${otherUserPath(user._id, `${user.firstName} ${user.lastName}`)}`;
}
