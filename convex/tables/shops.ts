// Shops and what is kept with them: the map's tiles, the dropdowns' places, edit histories, beans, saved shops, geocoding.
import { defineTable } from "convex/server";
import { v } from "convex/values";
import { geocodedPoint, practicalArgs } from "../model/validators";

const bean = v.object({
  name: v.string(),
  roast: v.string(), // Light | Medium | Dark
  notes: v.string(), // "chocolate, cherry, caramel"
  origin: v.string(),
});

/**
 * The markers of a map tile, as columns: marker i is (shopIds[i], names[i], lats[i], lngs[i], and
 * its share of each binary column). Columns name each field once per tile instead of once per
 * marker, which keeps a city view's read small (convex/model/mapTiles.ts turns them into markers and back).
 */
export const markerColumns = {
  shopIds: v.array(v.id("shops")),
  names: v.array(v.string()),
  // Only on tiles written before `traits`, which holds the roast style in 2 bits.
  roastStyles: v.optional(v.array(v.string())),
  lats: v.array(v.number()),
  lngs: v.array(v.number()),
  // Each marker's overall rating and review count, 4 bytes a marker (rules/ratings.ts): a number
  // column costs 9 bytes a marker. Absent on tiles written before ratings: no ratings shown.
  ratings: v.optional(v.bytes()),
  // What the map's filters ask of each marker: roast style, yes/no options and beverages in 3 bytes,
  // and its practical traits (Wi-Fi, seating, price level) in a fourth (rules/markerTraits.ts); 3 bytes a
  // marker on a tile written before the practical traits, which then read as unknown.
  traits: v.optional(v.bytes()),
  // Each marker's opening hours for "open now", a few bytes a marker (rules/weeklyHours.ts).
  weeks: v.optional(v.bytes()),
};

/** The three lists a person saves shops to. */
/** A shop's review count and the sums of their Coffee, Vibe and Staff ratings (averages: rules/ratings.ts). */
const ratingTotalsValidator = v.object({
  reviews: v.number(),
  coffee: v.number(),
  vibe: v.number(),
  staff: v.number(),
});

export const savedListKind = v.union(v.literal("wantToTry"), v.literal("favourite"), v.literal("been"));

export const shopsTables = {
  // CoffeeShops + Coordinates + CoffeeShopWebsites in one document.
  shops: defineTable({
    publicId: v.string(), // 12-digit public id (shop_id of docs/product.md §3); every other table's shopId is Id<"shops">
    name: v.string(),
    submittedBy: v.id("users"),
    submitterName: v.string(),
    streetAddress: v.string(),
    addressKey: v.string(), // streetAddress as the duplicate check compares it (rules/address.ts)
    city: v.string(), // upper case
    // The region code where the country names one (rules/countries.ts: "MA", "VIC", "ON"), "" where it
    // names none; the name `state` is kept from when shops were all in the US (decision 34).
    state: v.string(),
    // ISO 3166-1 alpha-2; absent on shops from before countries, which are in the US (the
    // addressCountries migration writes it; reads treat absent as "US": model/countries.ts).
    country: v.optional(v.string()),
    // As the country writes it, checked against its shape (rules/countries.ts); absent when not given.
    postalCode: v.optional(v.string()),
    // The yes/no traits are absent until someone answers them (the add form starts them unanswered).
    roastsOwnBeans: v.optional(v.boolean()),
    hours: v.string(),
    // Opening hours per day in OpenStreetMap `opening_hours` syntax ("Mo-Fr 07:00-18:00; Su off",
    // rules/openingHours.ts); absent when nobody entered them ("Hours not confirmed").
    openingHours: v.optional(v.string()),
    // The IANA time zone at lat/lng ("America/New_York"), set with the coordinates; hours are read in it.
    timeZone: v.optional(v.string()),
    website: v.string(),
    beverages: v.array(v.string()),
    roastStyle: v.string(), // light | medium | dark
    dairyFree: v.optional(v.boolean()),
    glutenFriendly: v.optional(v.boolean()),
    mealOptions: v.optional(v.boolean()),
    bakeryOptions: v.optional(v.boolean()),
    // The practical traits people filter on (rules/practicalTraits.ts): absent until answered, and an
    // edit may clear one back to unknown. priceLevel is 1 ("$") to 3 ("$$$"), checked on write.
    ...practicalArgs,
    about: v.string(),
    // Imported from OpenStreetMap (convex/osmImports.ts): the object it came from ("node/123", shown with the
    // ODbL attribution) and the values the last import wrote, so a later import changes only the fields
    // nobody here has edited since.
    osm: v.optional(v.object({ key: v.string(), imported: v.record(v.string(), v.union(v.string(), v.boolean())) })),
    lat: v.number(),
    lng: v.number(),
    // Bumped on every edit; an edit names the version it started from (conflict detection).
    version: v.number(),
    // Permanently closed since then (reports or a moderator, convex/model/shopClosure.ts): off the map
    // and the list unless the filters ask, until a moderator reopens it (decision 27): an edit that says
    // it is open again goes to the moderation queue, unless a moderator makes it.
    closedAt: v.optional(v.number()),
    // Who closed it, for the moderators and the history: every close is undone only by a moderator now (decision 27).
    closedBy: v.optional(v.union(v.literal("reports"), v.literal("moderator"))),
    // When it was last reopened: only "closed" reports made since then count toward closing it again.
    reopenedAt: v.optional(v.number()),
    // Where the shop's ratings and uncounted reviews were kept before shopTotals (decision 37): read only as a
    // row's starting value until the ratingsToShopTotals migration has moved them and cleared these.
    ratingTotals: v.optional(ratingTotalsValidator),
    uncountedReviews: v.optional(v.number()),
  })
    .index("by_publicId", ["publicId"])
    .index("by_country_state_city_name", ["country", "state", "city", "name"])
    .index("by_address", ["country", "state", "city", "addressKey"])
    .index("by_submitter", ["submittedBy"])
    .index("by_osm", ["osm.key"])
    // A city search fits the town's shops in view from its outermost ones (shops.cityExtent).
    .index("by_country_state_city_lat", ["country", "state", "city", "lat"])
    .index("by_country_state_city_lng", ["country", "state", "city", "lng"]),

  // What the map's search box shows of each shop, copied from it (convex/model/shopNames.ts): a search reads
  // these small documents instead of whole shops (convex/search.ts).
  shopNames: defineTable({
    shopId: v.id("shops"),
    publicId: v.string(),
    name: v.string(),
    streetAddress: v.string(),
    city: v.string(),
    state: v.string(),
    country: v.optional(v.string()),
    postalCode: v.optional(v.string()),
    lat: v.number(),
    lng: v.number(),
  })
    .index("by_shop", ["shopId"])
    .searchIndex("search_name", { searchField: "name", filterFields: ["state", "city"] }),

  // The map's markers: one document per 0.01° × 0.01° tile that has shops, holding what each of
  // its markers shows and where (convex/model/mapTiles.ts: placed by the shop's own mutation, its
  // ratings copied by the shared-totals jobs, decision 25).
  // A city view reads a few dozen small tiles instead of hundreds of whole shops.
  // A reviewed shop's ratings, kept by the scheduled jobs of convex/totals.ts alone (convex/model/shopTotals.ts,
  // decision 37): the review count and rating sums of its counted reviews (absent: none counted yet) and its shown
  // reviews not counted yet (decision 28). A review reads the shop document, which no job writes.
  shopTotals: defineTable({
    shopId: v.id("shops"),
    ratingTotals: v.optional(ratingTotalsValidator),
    uncountedReviews: v.optional(v.number()),
  }).index("by_shop", ["shopId"]),

  mapTiles: defineTable({
    lngCell: v.number(),
    lngCellCoarse: v.number(),
    latCell: v.number(),
    ...markerColumns,
  })
    .index("by_lngCell_latCell", ["lngCell", "latCell"])
    .index("by_lngCellCoarse_latCell", ["lngCellCoarse", "latCell"]),

  // The map from the edge (convex/model/mapRegions.ts, decision 40): where each region's markers are
  // published on the photo bucket. `changes` counts its tiles' changes; `publishingSince`: one under way.
  mapRegions: defineTable({
    key: v.string(),
    objectKey: v.optional(v.string()),
    changes: v.number(),
    publishingSince: v.optional(v.number()),
  }).index("by_key", ["key"]),

  // The shop panel from the edge (convex/model/panelFiles.ts, decision 42): where each shop's panel is
  // published on the bucket, with the reviews it shows (their counts and their authors' badges stay live).
  panelFiles: defineTable({
    shopId: v.id("shops"),
    objectKey: v.optional(v.string()),
    changes: v.number(),
    publishingSince: v.optional(v.number()),
    reviewIds: v.array(v.id("reviews")),
    reviewerIds: v.array(v.id("users")),
    // What the published file's shape is (rules/shopPanel.ts PANEL_FILE_VERSION); absent on files from before
    // their badges were their own (decision 48), which migrations:panelFileBadges publishes again.
    version: v.optional(v.number()),
  }).index("by_shop", ["shopId"]),

  // The regions and cities that have shops (and so the countries), with how many, kept with the shops
  // (convex/model/places.ts): the dropdowns read one range of this small table instead of skipping along the shops.
  places: defineTable({
    level: v.union(v.literal("state"), v.literal("city")),
    // Absent on rows from before countries, which are in the US (as on shops).
    country: v.optional(v.string()),
    state: v.string(), // "" where the country names no region
    city: v.string(), // "" on a region's row
    shops: v.number(),
  }).index("by_level_country_state_city", ["level", "country", "state", "city"]),

  // Who changed what on a shop, and when (_creationTime).
  shopEdits: defineTable({
    shopId: v.id("shops"),
    editorId: v.id("users"),
    editorName: v.string(),
    changes: v.array(v.object({ field: v.string(), before: v.string(), after: v.string() })),
  })
    .index("by_shop", ["shopId"])
    // An editor's edits (credited to "A former member" when their account is deleted).
    .index("by_editor", ["editorId"]),

  // CoffeeBeans: the bag list of one shop (bounded, 50 entries at most).
  beans: defineTable({
    shopId: v.id("shops"),
    beans: v.array(bean),
    updatedBy: v.id("users"),
  }).index("by_shop", ["shopId"]),

  // Who changed a shop's bean list, and when (_creationTime). Whole lists, so any version can be
  // restored in one step; `restoredFrom` marks a restore (of the list before that edit).
  beanEdits: defineTable({
    shopId: v.id("shops"),
    editorId: v.id("users"),
    editorName: v.string(),
    before: v.array(bean),
    after: v.array(bean),
    restoredFrom: v.optional(v.id("beanEdits")),
  })
    .index("by_shop", ["shopId"])
    .index("by_editor", ["editorId"]),

  // "Want to try", "Favourite" and "Been" shops, one row per user, shop and list. A review marks its shop
  // "been" for its author (model/been.ts); migrations.beenFromReviews marks the shops reviewed before Been.
  savedShops: defineTable({
    userId: v.id("users"),
    shopId: v.id("shops"),
    list: savedListKind,
  })
    .index("by_user_list", ["userId", "list"])
    .index("by_user_shop", ["userId", "shopId"]),

  // Geocoding answers, so the same query never costs twice.
  geocodeCache: defineTable({
    key: v.string(),
    result: v.union(v.null(), geocodedPoint),
    provider: v.string(),
  }).index("by_key", ["key"]),

  // When each rate-limited geocoding provider may next be called (Nominatim: 1 request a second).
  geocodeThrottle: defineTable({
    provider: v.string(),
    nextSlotAt: v.number(),
  }).index("by_provider", ["provider"]),
};
