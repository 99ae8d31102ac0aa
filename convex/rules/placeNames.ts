// How places read on screen. A shop's city is stored upper case (docs/product.md §3: it is the key the state →
// city → shop lists and the duplicate check use) and shown in title case: "BOSTON" reads "Boston",
// "WINSTON-SALEM" reads "Winston-Salem".
import { countryOf, regionName, storedCountry } from "./countries";

/** Short words that stay lower case inside a name ("Isle of Palms", "Truth or Consequences"). */
const MINOR_WORDS = new Set(["of", "and", "or", "the", "on", "upon", "in", "by", "at"]);

/** "o'fallon" → "O'Fallon", "mcallen" → "McAllen": a capital after an apostrophe and after Mc. */
function capitalizeWord(word: string): string {
  const capital = word.charAt(0).toUpperCase() + word.slice(1);
  return capital
    .replace(/^(Mc)(\p{L})/u, (_, mc: string, next: string) => mc + next.toUpperCase())
    .replace(/(['’])(\p{L})(?=\p{L})/gu, (_, mark: string, next: string) => mark + next.toUpperCase());
}

/** A stored city as people read it: "ST. LOUIS" → "St. Louis", "ISLE OF PALMS" → "Isle of Palms". */
export function cityName(city: string): string {
  return city
    .toLowerCase()
    .split(/(\s+|-)/)
    .map((part, i) => (i > 0 && MINOR_WORDS.has(part) ? part : capitalizeWord(part)))
    .join("");
}

/**
 * One line of a shop's address in its country's order (rules/countries.ts): "107 Tremont St, Boston, MA"
 * (with the ZIP code after the state when known), "10 Flinders Ln, Melbourne, VIC 3000",
 * "1 Queen St, London SW1A 1AA", "Karl Johans gate 1, 0154 Oslo", "1-1 Marunouchi, Chiyoda, Tokyo".
 */
export function addressLine(shop: {
  streetAddress: string;
  city: string;
  state: string;
  country?: string;
  postalCode?: string;
}): string {
  const country = countryOf(storedCountry(shop));
  const postal = shop.postalCode ?? "";
  const city = cityName(shop.city);
  if (!country || country.fields.indexOf("region") > country.fields.indexOf("city")) {
    return [shop.streetAddress, city, [shop.state, postal].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  }
  const postalFirst = country.fields.indexOf("postalCode") < country.fields.indexOf("city");
  const town = (postalFirst ? `${postal} ${city}` : `${city} ${postal}`).trim();
  const region = country.regionLabel ? regionName(country.code, shop.state) : undefined;
  return [shop.streetAddress, town, region].filter(Boolean).join(", ");
}
