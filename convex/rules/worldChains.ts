// The big coffee, bakery-cafe and fast-food chains of Europe, Asia, Australia and the Americas outside the
// United States, for the chain check (chains.ts): shops can be added in any country, so a Brew Map in
// London or Seoul must refuse its own high-street chains as Boston refuses Starbucks. Refused as typed or
// followed by more words ("Espresso House Södermalm"); never by the near-spelling rule, which stays with
// the main list, so no independent shop is caught for being one letter from a foreign brand.
export const WORLD_CHAIN_VARIANTS: readonly string[] = [
  // Europe
  "espresso house",
  "joe & the juice",
  "joe and the juice",
  "caffè ritazza",
  "caffe ritazza",
  "esquires coffee",
  "coffee #1",
  "coffee number one",
  "greggs",
  "black sheep coffee",
  "balzac coffee",
  "coffee fellows",
  "tchibo",
  "segafredo",
  "segafredo zanetti",
  "le pain quotidien",
  "paul",
  "columbus café",
  "columbus cafe",
  "wayne's coffee",
  "robert's coffee",
  "coffeeshop company",
  "coffee island",
  "nero",
  "leon",
  // Asia
  "doutor",
  "doutor coffee",
  "komeda",
  "komeda's coffee",
  "komeda coffee",
  "excelsior caffe",
  "excelsior caffé",
  "saint marc cafe",
  "st. marc cafe",
  "ediya",
  "ediya coffee",
  "mega coffee",
  "mega mgc coffee",
  "compose coffee",
  "paik's coffee",
  "paiks coffee",
  "twosome place",
  "a twosome place",
  "hollys coffee",
  "hollys",
  "angel-in-us",
  "angelinus",
  "caffe bene",
  "caffebene",
  "luckin",
  "luckin coffee",
  "cotti coffee",
  "mixue",
  "manner coffee",
  "pacific coffee",
  "kopi kenangan",
  "janji jiwa",
  "kopi janji jiwa",
  "highlands coffee",
  "trung nguyen legend",
  "phuc long",
  "the coffee house",
  "cafe amazon",
  "café amazon",
  "ya kun kaya toast",
  "ya kun",
  "toast box",
  "cafe coffee day",
  "café coffee day",
  "ccd",
  // Australia and New Zealand
  "muffin break",
  "michel's patisserie",
  "zarraffa's coffee",
  "zarraffas",
  "the coffee club",
  "hudsons coffee",
  "jamaica blue",
  "hungry jack's",
  "hungry jacks",
  "oporto",
  "red rooster",
  // The Americas outside the United States
  "juan valdez",
  "juan valdez café",
  "juan valdez cafe",
  "havanna",
  "oxxo",
];

/** Of the names above, those that are also ordinary words, first names or generic phrases: refused alone only. */
export const WORLD_REFUSED_ONLY_ALONE: readonly string[] = [
  "paul",
  "nero",
  "leon",
  "ya kun",
  "hollys",
  "ccd",
  "the coffee house",
  "the coffee club",
  "coffee island",
  "mega coffee",
  "red rooster",
  "havanna",
  "komeda",
];

/** OpenStreetMap tags of a place, as an import reads them (name, brand, brand:wikidata). */
export type ChainTags = { name?: string; brand?: string; "brand:wikidata"?: string };

/**
 * True when OpenStreetMap marks the place as a branch of a brand: a `brand:wikidata` tag is set only on
 * chains' branches; a `brand` alone is checked like a name, since independent shops sometimes tag their own.
 */
export function isBrandTagged(tags: ChainTags, isChainName: (name: string) => boolean): boolean {
  if (tags["brand:wikidata"]?.trim()) return true;
  if (tags.brand && isChainName(tags.brand)) return true;
  return tags.name ? isChainName(tags.name) : false;
}
