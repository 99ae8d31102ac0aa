import { Migrations } from "@convex-dev/migrations";
import type { ComponentApi } from "@convex-dev/migrations/_generated/component.js";
import { componentsGeneric } from "convex/server";
import { internal } from "./_generated/api";
import { internalMutation } from "./_generated/server";
import { badgesOf } from "./model/badges";
import { markBeen } from "./model/been";
import { recountUnnamedDrinks } from "./model/drinkStats";
import { refreshMarker, updateMarker } from "./model/mapTiles";
import { regionChanged, regionPublished, regionRow } from "./model/mapRegions";
import { isWideKey, regionOf, wideKeyOf } from "./rules/mapRegions";
import { FINE_CELLS_PER_DEGREE } from "./rules/geo";
import { openingHoursToStore } from "./model/openingHours";
import { moveFollowerCount } from "./model/followerCounts";
import { entryCount, markFull } from "./model/lists";
import { countFollowRows, homeFields } from "./model/people";
import { shopsInTown } from "./model/shops";
import { DEFAULT_COUNTRY, storedCountry } from "./rules/countries";
import { recountPlace } from "./model/places";
import { recountRatings } from "./model/ratings";
import { moveReviewCounts } from "./model/reviewTotals";
import { moveShopTotals, withTotals } from "./model/shopTotals";
import { reviewOverall } from "./rules/ratings";
import { ESTABLISHED_REPORT_WEIGHT, NEW_ACCOUNT_REPORT_WEIGHT } from "./rules/reports";
import { timeZoneAt } from "./rules/timeZone";
import { cleanProfileField } from "./rules/validation";
import { panelChanged } from "./model/panelFiles";
import { keepShopName } from "./model/shopNames";
import { PANEL_FILE_VERSION } from "./rules/shopPanel";

// What a deployment holding data from before a field existed needs once (docs/decisions/0023-migrations.md):
// `npx convex run migrations:runAll` after deploying. Each migration walks one table in batches from the
// component's cursor, works its fields out with the rules the app writes them with, and writes only what
// differs, so a row already in today's shape is left alone and running it again changes nothing.

// The same reference as `components.migrations` in _generated/api (`npm run codegen` writes it);
// built here so a bare `convex codegen --system-udfs`, which leaves components out, breaks nothing.
const migrationsComponent = (componentsGeneric() as unknown as { migrations: ComponentApi<"migrations"> }).migrations;
const migrations = new Migrations(migrationsComponent, { internalMutation });

/** The fields whose worked-out value differs from the document's: the patch a migration returns. */
function changed<Doc extends object>(doc: Doc, fields: Partial<Doc>): Partial<Doc> {
  return Object.fromEntries(
    Object.entries(fields).filter(([key, value]) => doc[key as keyof Doc] !== value),
  ) as Partial<Doc>;
}

/** Reviews from before sorting by rating: their overall rating (their Helpful counts: countsToTotals). */
export const reviewSortFields = migrations.define({
  table: "reviews",
  migrateOne: (_ctx, review) => changed(review, { overall: reviewOverall(review) }),
});

/**
 * Reviews from before their counts had rows of their own (decision 37): each gets its reviewTotals row from its
 * helpfulCount and commentCount (none: zeros), which are then cleared; a row a job started already is kept.
 */
export const countsToTotals = migrations.define({
  table: "reviews",
  migrateOne: (ctx, review) => moveReviewCounts(ctx, review),
});

/** Profiles saved before the state was stored upper case ("ma" → "MA", as shops store theirs). */
export const profileStates = migrations.define({
  table: "users",
  migrateOne: (_ctx, user) =>
    user.yourState === undefined ? {} : changed(user, { yourState: cleanProfileField("yourState", user.yourState) }),
});

/**
 * Accounts from before people lists: the following count from the follow rows (followers: followersToCounts), reviews written
 * from the badge counter, and the home key of the people-to-follow index. A deleted account is left to its erasure.
 */
export const peopleFields = migrations.define({
  table: "users",
  // Each account reads all its follow rows.
  batchSize: 20,
  migrateOne: async (ctx, user) => {
    if (user.deletedAt !== undefined) return {};
    const reviewCount = (await badgesOf(ctx, user._id))?.reviews ?? 0;
    const following = await countFollowRows(ctx, user._id, "follower");
    return changed(user, { following, reviewCount, ...homeFields(user) });
  },
});

/**
 * Shops from before opening hours were a week: the week their typed hours say when it can be read for sure
 * (as an edit would store it), and the time zone they are read in; the marker follows.
 */
export const shopHours = migrations.define({
  table: "shops",
  migrateOne: async (ctx, shop) => {
    const fields = changed(shop, {
      openingHours: openingHoursToStore(undefined, shop.hours, shop.openingHours),
      timeZone: shop.timeZone ?? timeZoneAt(shop.lat, shop.lng),
    });
    if (Object.keys(fields).length === 0) return;
    await ctx.db.patch("shops", shop._id, fields);
    await updateMarker(ctx, shop, { ...shop, ...fields });
    await panelChanged(ctx, shop._id);
  },
});

/** Shops reviewed before ratings were kept: their totals counted from their shown reviews, and the marker's copy. */
export const shopRatings = migrations.define({
  table: "shops",
  // Each shop reads all its reviews.
  batchSize: 10,
  migrateOne: async (ctx, shop) => {
    await recountRatings(ctx, shop);
  },
});

/** Shops whose marker is missing or in a tile written before ratings, traits (the map's filters) or weeks (open now). */
export const mapMarkers = migrations.define({
  table: "shops",
  batchSize: 50,
  migrateOne: async (ctx, shop) => {
    await refreshMarker(ctx, await withTotals(ctx, shop));
  },
});

/** Shops from before the dropdowns' places table: each town counted once, when the walk meets its first shop by name. */
export const placeCounts = migrations.define({
  table: "shops",
  // A batch may count a few whole towns.
  batchSize: 20,
  migrateOne: async (ctx, shop) => {
    const town = { country: storedCountry(shop), state: shop.state, city: shop.city };
    const [first] = await shopsInTown(ctx, town, 1);
    if (first?._id === shop._id) await recountPlace(ctx, shop);
  },
});

/**
 * Reported items from before the queue was ordered by weight (decision 27): an open one weighs what its
 * reports would, its established reporters since it opened in full and the rest as new accounts' (the
 * reporters' records start empty); waitOrder keeps equals oldest first.
 */
export const reportWeights = migrations.define({
  table: "reportedItems",
  migrateOne: (_ctx, item) => {
    const others = Math.max(0, item.reports - item.establishedReporters);
    const weight = item.open
      ? item.establishedReporters * ESTABLISHED_REPORT_WEIGHT + others * NEW_ACCOUNT_REPORT_WEIGHT
      : 0;
    return changed(item, { weight: item.weight ?? weight, waitOrder: -item.firstReportedAt });
  },
});

/**
 * Accounts made before sign-up asked for an emailed code (decision 26): their email counts as verified, and
 * says so where @convex-dev/auth does, from when the account was made. A new account still waiting for its
 * code (`emailCheckPending`) is left to enter it; a deleted one is left to its erasure.
 */
export const verifiedEmails = migrations.define({
  table: "users",
  migrateOne: (_ctx, user) =>
    user.emailVerificationTime !== undefined || user.emailCheckPending === true || user.deletedAt !== undefined
      ? {}
      : { emailVerificationTime: user._creationTime },
});

/**
 * Shops reviewed before a review rated 4 or more with no drink named was counted: their unnamed
 * popular-drink counter counted again from their shown reviews, less those whose job has yet to count them,
 * so the panel says no top-rated review names its drink rather than that none is rated 4 or more.
 */
export const unnamedDrinks = migrations.define({
  table: "shops",
  // Each shop reads all its reviews.
  batchSize: 10,
  migrateOne: async (ctx, shop) => {
    await recountUnnamedDrinks(ctx, shop._id);
  },
});

/** Reviews written before "Been": each marks its shop Been for its author (a shop already marked is left alone). */
export const beenFromReviews = migrations.define({
  table: "reviews",
  migrateOne: async (ctx, review) => {
    await markBeen(ctx, review.userId, review.shopId);
    return {};
  },
});

/**
 * Shops, the dropdowns' places and profiles from before countries (decision 34): all were in the US. A
 * shop's marker and place rows need no change (a place row gets its country here too); a profile's home
 * key is the same for the US. A deleted account is left to its erasure.
 */
export const shopCountries = migrations.define({
  table: "shops",
  migrateOne: (_ctx, shop) => (shop.country === undefined ? { country: DEFAULT_COUNTRY } : {}),
});

export const placeCountries = migrations.define({
  table: "places",
  migrateOne: (_ctx, place) => (place.country === undefined ? { country: DEFAULT_COUNTRY } : {}),
});

export const profileCountries = migrations.define({
  table: "users",
  migrateOne: (_ctx, user) =>
    user.deletedAt !== undefined || user.yourCountry ? {} : { yourCountry: DEFAULT_COUNTRY },
});

/**
 * People from before their follower counts had rows of their own (decision 37): a row counted from their follow
 * rows (none while nobody follows them), unless a follow's job started one already; the old field cleared.
 */
export const followersToCounts = migrations.define({
  table: "users",
  // Each account reads all its follow rows.
  batchSize: 20,
  migrateOne: (ctx, user) => moveFollowerCount(ctx, user),
});

/**
 * Shops from before their ratings had a row of their own (decision 37): the ratings and uncounted reviews moved
 * into a shopTotals row (a row a job or the ratings recount started is kept), and the shop's fields cleared.
 */
export const ratingsToShopTotals = migrations.define({
  table: "shops",
  migrateOne: (ctx, shop) => moveShopTotals(ctx, shop),
});

/** Lists from before additions stopped reading the count (decision 37): those at the cap are marked full. */
export const fullLists = migrations.define({
  table: "lists",
  migrateOne: async (ctx, list) => {
    await markFull(ctx, list, await entryCount(ctx, list._id));
  },
});

/**
 * Map regions from before they were published on the bucket (decision 40): a tile of a region with no row
 * says it changed, which publishes the region's first file. Nothing without the bucket configured.
 */
export const mapRegionFiles = migrations.define({
  table: "mapTiles",
  migrateOne: async (ctx, tile) => {
    const at = { lat: (tile.latCell + 0.5) / FINE_CELLS_PER_DEGREE, lng: (tile.lngCell + 0.5) / FINE_CELLS_PER_DEGREE };
    if ((await regionRow(ctx, regionOf(at.lat, at.lng))) === null) await regionChanged(ctx, at);
  },
});

/** Wide regions from before decision 43: a region with a file says so, which makes its wide region's first file. */
export const mapWideFiles = migrations.define({
  table: "mapRegions",
  migrateOne: async (ctx, row) => {
    if (isWideKey(row.key) || row.objectKey === undefined) return;
    if ((await regionRow(ctx, wideKeyOf(row.key))) === null) await regionPublished(ctx, row.key);
  },
});

/** Shops from before the search read small copies: each gets its copy (model/shopNames.ts). */
export const shopNameRows = migrations.define({
  table: "shops",
  migrateOne: async (ctx, shop) => await keepShopName(ctx, shop),
});

/** Panel files from before decision 48 held badges that `live` kept current: each is published again. */
export const panelFileBadges = migrations.define({
  table: "panelFiles",
  migrateOne: async (ctx, row) => {
    if (row.objectKey !== undefined && (row.version ?? 1) < PANEL_FILE_VERSION) await panelChanged(ctx, row.shopId);
  },
});

/**
 * Every migration in order (`npx convex run migrations:runAll`): one finished is skipped, one stopped or
 * failed resumes from its cursor. Hours and ratings come before the markers that copy them.
 */
export const runAll = migrations.runner([
  internal.migrations.reviewSortFields,
  internal.migrations.profileStates,
  internal.migrations.peopleFields,
  internal.migrations.shopHours,
  internal.migrations.shopRatings,
  internal.migrations.mapMarkers,
  internal.migrations.placeCounts,
  internal.migrations.reportWeights,
  internal.migrations.verifiedEmails,
  internal.migrations.unnamedDrinks,
  internal.migrations.beenFromReviews,
  internal.migrations.shopCountries,
  internal.migrations.placeCountries,
  internal.migrations.profileCountries,
  internal.migrations.countsToTotals,
  internal.migrations.followersToCounts,
  internal.migrations.ratingsToShopTotals,
  internal.migrations.fullLists,
  internal.migrations.mapRegionFiles,
  internal.migrations.mapWideFiles,
  internal.migrations.shopNameRows,
  internal.migrations.panelFileBadges,
]);
