// The cost rows of the map screen: the shops in view (a city, a phone, filters, the list beside the
// map, a metro area), search by name and the city search.
import {
  MAX_EDGE_REGIONS,
  REGION_CELLS,
  WIDE_REGIONS,
  regionCells,
  regionOf,
  regionsCovering,
  regionsOfWide,
  wideKeyOf,
} from "@convex/rules/mapRegions";
import { MAX_TILE_READS } from "@convex/rules/viewport";
import type { Dataset } from "../dataset";
import { t } from "./backend";
import type { Measurement } from "../meter";
import { viewport } from "../viewport";
import { CONSTANT, fmt, kb, perItem, returnedShops, type Budget, type Row, type WorstCase } from "./budgets";

/**
 * A city view reads its markers' tiles: at most one tile document per marker (plus a part-read tile
 * per strip), and at most a quarter of the bytes the whole shops of the old design took there
 * (263 KB at zoom 14 on a desktop, decision 10). An empty answer breaks it: the busy city has shops.
 */
const OLD_CITY_VIEW_BYTES = 263 * 1024;
function mapBudget(m: Measurement): Budget {
  const shops = returnedShops(m);
  const limit = shops === 0 ? -1 : shops;
  return {
    limit,
    rule: `shops returned (${shops}); bytes ≤ ${kb(OLD_CITY_VIEW_BYTES / 4)}`,
    bytes: OLD_CITY_VIEW_BYTES / 4,
  };
}

/** Wednesday 7 January 2026, 15:00 UTC: mid-morning in every US time zone. */
const WEDNESDAY_MORNING = Date.UTC(2026, 0, 7, 15, 0);
/**
 * A filtered city view reads the area's tiles as the unfiltered one does (the filters are applied
 * to each tile's markers, rules/shopFilters.ts) and shows those that match: at most twice what it
 * shows plus a constant, and the unfiltered view's bytes.
 */
function filteredMapBudget(m: Measurement): Budget {
  const shops = returnedShops(m);
  return {
    limit: shops === 0 ? -1 : 2 * shops + CONSTANT,
    rule: `2 × shops returned (${shops}) + ${CONSTANT}; bytes ≤ ${kb(OLD_CITY_VIEW_BYTES / 4)}`,
    bytes: OLD_CITY_VIEW_BYTES / 4,
  };
}
/** The desktop map beside the list of shops in view (1280 px less the 384 px list) and its visible area. */
const LIST_MAP = { width: 1280 - 384, height: 800 - 56 };
/**
 * The list of shops in view is drawn from the map's own query (no read of its own): it lists the
 * markers inside the visible area, of the margin-widened area the query read.
 */
function listBudget(m: Measurement, d: Dataset): Budget {
  const visible = viewport(d, LIST_MAP.width, LIST_MAP.height, 14, 0);
  const listed = (m.result as { shops: { lat: number; lng: number }[] }).shops.filter(
    (s) => s.lat >= visible.south && s.lat <= visible.north && s.lng >= visible.west && s.lng <= visible.east,
  ).length;
  return {
    limit: listed === 0 ? -1 : 2 * listed + CONSTANT,
    rule: `2 × shops listed (${listed}) + ${CONSTANT}; bytes ≤ ${kb(OLD_CITY_VIEW_BYTES / 4)}`,
    bytes: OLD_CITY_VIEW_BYTES / 4,
  };
}

export const MAP_ROWS: Record<string, Row> = {
  "shops:inViewport": {
    screen: "map: a city at zoom 14 (desktop 1280×800, plus the client's margin)",
    args: (d) => viewport(d, 1280, 800),
    budget: (m) => mapBudget(m),
    naive: ["shops"],
  },
  "mapEdge:regions": {
    screen: "map: which file holds each region of a city view on a phone (decision 40)",
    args: (d) => ({ keys: regionsCovering(viewport(d, 375, 812))! }),
    budget: () => ({ limit: MAX_EDGE_REGIONS, rule: `a row per region, at most ${MAX_EDGE_REGIONS}` }),
    naive: [],
  },
  "search:shops": {
    screen: "map: search by shop name",
    args: () => ({ text: "Bench Coffee 12" }),
    budget: perItem(2),
    naive: ["shops"],
  },
  "geocoding:geocodeCity": {
    screen: "map: city search (cached)",
    args: () => ({ query: "Boston MA" }),
    warm: true,
    budget: () => ({ limit: CONSTANT, rule: `${CONSTANT}` }),
    naive: [],
  },
  "geocoding:geocodeCityAsVisitor": {
    screen: "map: a visitor's city search (cached)",
    args: () => ({ query: "Boston MA" }),
    warm: true,
    budget: () => ({ limit: CONSTANT, rule: `${CONSTANT}` }),
    naive: [],
  },
  "geocoding:suggestCities": {
    screen: "map: a city search found nothing (Did you mean …?)",
    args: () => ({ query: "Cambrige" }),
    budget: () => ({ limit: CONSTANT, rule: `${CONSTANT}` }),
    naive: [],
  },
  "geocoding:suggestCitiesAsVisitor": {
    screen: "map: a visitor's city search found nothing (Did you mean …?)",
    args: () => ({ query: "Cambrige" }),
    budget: () => ({ limit: CONSTANT, rule: `${CONSTANT}` }),
    naive: [],
  },
  "geocoding:townAt": {
    screen: "map: the recommendation dialog names the map's city",
    args: () => ({ lat: 42.36, lng: -71.06 }),
    budget: () => ({ limit: CONSTANT, rule: `${CONSTANT}` }),
    naive: [],
  },
};

export const MAP_WORST_CASES: WorstCase[] = [
  {
    name: "shops:inViewport (phone)",
    fn: "shops:inViewport",
    row: {
      screen: "map: a city at zoom 14 on a phone (375×812)",
      args: (d) => viewport(d, 375, 812),
      budget: (m) => mapBudget(m),
      naive: ["shops"],
    },
  },
  {
    name: "shops:inViewport (filtered)",
    fn: "shops:inViewport",
    row: {
      screen: "map: a city at zoom 14 (desktop), filtered: dairy free, open now (a Wednesday morning)",
      args: (d) => ({ ...viewport(d, 1280, 800), filters: { dairyFree: true, openAt: WEDNESDAY_MORNING } }),
      budget: (m) => filteredMapBudget(m),
      naive: ["shops"],
    },
  },
  {
    name: "shops:inViewport (rare filters)",
    fn: "shops:inViewport",
    row: {
      screen:
        "map: a city at zoom 14 (desktop), filters few shops match (light roast, gluten friendly, serves meals): reads the area's tiles, capped by MAX_TILE_READS",
      args: (d) => ({
        ...viewport(d, 1280, 800),
        filters: { roastStyle: "light", glutenFriendly: true, mealOptions: true },
      }),
      budget: () => ({
        limit: MAX_TILE_READS,
        rule: `MAX_TILE_READS (${fmt(MAX_TILE_READS)}); bytes ≤ ${kb(OLD_CITY_VIEW_BYTES / 4)}`,
        bytes: OLD_CITY_VIEW_BYTES / 4,
      }),
      naive: ["shops"],
    },
  },
  {
    name: "shops:inViewport (list)",
    fn: "shops:inViewport",
    row: {
      screen:
        "map: the list of shops in view beside the map (desktop: map 896×744 at zoom 14), from the map's own query",
      args: (d) => viewport(d, LIST_MAP.width, LIST_MAP.height),
      budget: (m, d) => listBudget(m, d),
      naive: ["shops"],
    },
  },
  {
    name: "mapEdge:wideSources (a city's wide region)",
    fn: "mapEdge:wideSources",
    job: "query",
    row: {
      screen: "the job publishing a wide region's file (decision 43): the rows of its regions that have shops",
      args: (d) => ({ key: wideKeyOf(regionOf(d.busyCity.lat, d.busyCity.lng)) }),
      // As a deployment with the bucket has them: a row, with its file, for each region that has tiles.
      prepare: async (d) => {
        const wide = wideKeyOf(regionOf(d.busyCity.lat, d.busyCity.lng));
        await t.run(async (ctx) => {
          for (const key of regionsOfWide(wide)) {
            const { latCells, lngCells } = regionCells(key);
            const tile = await ctx.db
              .query("mapTiles")
              .withIndex("by_lngCell_latCell", (q) => q.gte("lngCell", lngCells[0]).lte("lngCell", lngCells[1]))
              .filter((q) => q.and(q.gte(q.field("latCell"), latCells[0]), q.lte(q.field("latCell"), latCells[1])))
              .first();
            if (tile) await ctx.db.insert("mapRegions", { key, changes: 1, objectKey: `map/${key}/bench.json` });
          }
        });
      },
      budget: () => ({ limit: WIDE_REGIONS * WIDE_REGIONS + 1, rule: "a row per region of it, and its own" }),
      naive: [],
    },
  },
  {
    name: "mapEdge:snapshot (a city's region)",
    fn: "mapEdge:snapshot",
    job: "query",
    row: {
      screen: "the job publishing a region's file (decision 40): the busy city's region of 10 × 10 tiles",
      args: (d) => ({ key: regionOf(d.busyCity.lat, d.busyCity.lng) }),
      budget: () => ({ limit: REGION_CELLS * REGION_CELLS + 1, rule: "a region's tiles and its row" }),
      naive: [],
    },
  },
  {
    name: "shops:inViewport (zoom 10, phone)",
    fn: "shops:inViewport",
    row: {
      screen: "map: zoomed out to a metro area on a phone (zoom 10), too wide for region files",
      args: (d) => viewport(d, 375, 812, 10),
      naive: ["shops"],
    },
  },
  {
    name: "shops:inViewport (zoom 10)",
    fn: "shops:inViewport",
    row: {
      screen: "map: zoomed out to a metro area (zoom 10, desktop); capped at MAX_MARKERS",
      args: (d) => viewport(d, 1280, 800, 10),
      naive: ["shops"],
    },
  },
];
