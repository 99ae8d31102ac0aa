// The app's addresses (docs/product.md §2), in one place: src/app/App.tsx routes the patterns of ROUTES and nothing
// else, and every link or redirect in the app is built with `paths`, never typed by hand.
import type { Id } from "@convex/_generated/dataModel";
import { otherUserPath } from "@convex/rules/identifiers";

/** Every route pattern of src/app/App.tsx, by screen. */
export const ROUTES = {
  landing: "/",
  login: "/login",
  register: "/register",
  forgotPassword: "/forgotpassword",
  terms: "/terms",
  privacy: "/privacy",
  home: "/home",
  profile: "/profile",
  editProfile: "/editprofile",
  addReview: "/addreview",
  editReview: "/editreview/:reviewId",
  addShop: "/addshop",
  editShop: "/editshop",
  otherUser: "/otheruser/:identifier",
  feed: "/feed",
  beans: "/beans/:publicId",
  moderation: "/moderation",
  plans: "/plans",
  newPlan: "/plans/new",
  plan: "/plans/:planId",
  joinPlan: "/plans/join/:token",
  lists: "/lists",
  list: "/lists/:listId",
  joinList: "/lists/join/:token",
} as const;

export type RouteName = keyof typeof ROUTES;

/** The addresses for everyone, outside the signed-in frame (no map, no signed-in chunk). */
export const PUBLIC_ROUTES: ReadonlySet<string> = new Set([
  ROUTES.landing,
  ROUTES.login,
  ROUTES.register,
  ROUTES.forgotPassword,
  ROUTES.terms,
  ROUTES.privacy,
]);

/** `path?name=value`, or just `path` when there is no value. */
function withQuery(path: string, name: string, value: string | undefined): string {
  return value ? `${path}?${name}=${encodeURIComponent(value)}` : path;
}

/** The address of each screen, from its parameters. */
export const paths = {
  landing: () => ROUTES.landing,
  /** `next`: the same-site path to return to after logging in. */
  login: ({ next }: { next?: string } = {}) => withQuery(ROUTES.login, "next", next),
  /** `next`: as for `login`, where the new account goes once created. */
  register: ({ next }: { next?: string } = {}) => withQuery(ROUTES.register, "next", next),
  forgotPassword: () => ROUTES.forgotPassword,
  terms: () => ROUTES.terms,
  privacy: () => ROUTES.privacy,
  /**
   * `shop`: the shop whose panel is open over the map; `review`: a review of it the panel scrolls to (one
   * just written or edited); `filterParams`: the map's filters as rules/shopFilters.ts's filtersToSearch writes them
   * (passed in, so the first page's script does not carry the filter rules).
   */
  home: ({
    shop,
    review,
    filterParams = [],
  }: { shop?: Id<"shops">; review?: Id<"reviews">; filterParams?: [name: string, value: string][] } = {}) => {
    const search = new URLSearchParams([
      ...(shop ? [["shop", shop]] : []),
      ...(shop && review ? [["review", review]] : []),
      ...filterParams,
    ]).toString();
    return search ? `${ROUTES.home}?${search}` : ROUTES.home;
  },
  profile: () => ROUTES.profile,
  editProfile: () => ROUTES.editProfile,
  /** `shop`: the 12-digit public id of the shop already chosen. */
  addReview: ({ shop }: { shop?: string } = {}) => withQuery(ROUTES.addReview, "shop", shop),
  /** The author's edit form for one of their reviews. */
  editReview: (reviewId: Id<"reviews">) => `/editreview/${encodeURIComponent(reviewId)}`,
  addShop: () => ROUTES.addShop,
  /** `shop`: the 12-digit public id of the shop already chosen. */
  editShop: ({ shop }: { shop?: string } = {}) => withQuery(ROUTES.editShop, "shop", shop),
  /** `/otheruser/{last 4 of id}-{name}?uid={base64 id}` */
  otherUser: otherUserPath,
  feed: () => ROUTES.feed,
  /** The bean list of the shop with this 12-digit public id. */
  beans: (publicId: string) => `/beans/${encodeURIComponent(publicId)}`,
  /** The reports queue and the log (moderators only). */
  moderation: () => ROUTES.moderation,
  /** My coffee plans. */
  plans: () => ROUTES.plans,
  /** A new coffee plan, its shops started from a shop (its 12-digit public id) or a list. */
  newPlan: ({ shop, list }: { shop?: string; list?: string } = {}) =>
    list ? withQuery(ROUTES.newPlan, "list", list) : withQuery(ROUTES.newPlan, "shop", shop),
  plan: (planId: Id<"plans">) => `/plans/${encodeURIComponent(planId)}`,
  /** A plan's secret invite link. */
  joinPlan: (token: string) => `/plans/join/${encodeURIComponent(token)}`,
  /** "My lists": the lists one owns and edits, and the form for a new one. */
  lists: () => ROUTES.lists,
  /** A shared list's page; `joined`: just joined by its invite link (the page says so once). */
  list: (listId: string, { joined = false }: { joined?: boolean } = {}) =>
    `/lists/${encodeURIComponent(listId)}${joined ? "?joined=1" : ""}`,
  /** The invite link's address: opening it joins the list as an editor. */
  joinList: (token: string) => `/lists/join/${encodeURIComponent(token)}`,
} satisfies Record<RouteName, (...args: never[]) => string>;
