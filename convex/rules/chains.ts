// The chain check of docs/product.md §5: Brew Map is for specialty coffee, so chain and fast-food names are
// refused. Shared by the add-shop form (on leaving the name field and on submit) and the server.
import stringSimilarity from "string-similarity";
import { cleanText } from "./text";
import { WORLD_CHAIN_VARIANTS, WORLD_REFUSED_ONLY_ALONE, isBrandTagged, type ChainTags } from "./worldChains";

/**
 * The main list (~37 names): coffee chains, donut and bakery-cafe chains, burger and other fast food,
 * convenience stores. Names are the bare brand, lower case, so the similarity rule catches spellings
 * close to the brand without catching ordinary "... Coffee" names (see chains.test.ts).
 */
export const CHAIN_NAMES: readonly string[] = [
  "starbucks",
  "dunkin",
  "dunkin donuts",
  "tim hortons",
  "peet's",
  "caribou",
  "costa",
  "the coffee bean & tea leaf",
  "dutch bros",
  "biggby",
  "scooter's",
  "gloria jean's",
  "krispy kreme",
  "mcdonald's",
  "mccafe",
  "burger king",
  "wendy's",
  "subway",
  "taco bell",
  "kfc",
  "chick-fil-a",
  "popeyes",
  "arby's",
  "sonic drive-in",
  "jack in the box",
  "dairy queen",
  "white castle",
  "carl's jr",
  "hardee's",
  "five guys",
  "chipotle",
  "panera bread",
  "au bon pain",
  "einstein bros bagels",
  "pret a manger",
  "7-eleven",
  "wawa",
  "sheetz",
];

/** Nicknames, abbreviations and common spellings; refused only on an exact (case-insensitive) match. */
export const CHAIN_VARIANTS: readonly string[] = [
  "sbux",
  "starbies",
  "starbucks coffee",
  "starbucks reserve",
  "starbucks reserve roastery",
  "dunks",
  "dunkies",
  "dunkin'",
  "dunkin' donuts",
  "dunkin donut",
  "dd",
  "timmies",
  "timmy's",
  "tim horton's",
  "tim hortons cafe",
  "peets",
  "peet's coffee",
  "peets coffee",
  "peet's coffee & tea",
  "caribou coffee",
  "costa coffee",
  "coffee bean",
  "the coffee bean",
  "coffee bean and tea leaf",
  "the coffee bean and tea leaf",
  "cbtl",
  "dutch bros coffee",
  "dutch brothers",
  "biggby coffee",
  "scooters",
  "scooter's coffee",
  "gloria jeans",
  "gloria jean's coffees",
  "krispy kreme doughnuts",
  "krispy kreme donuts",
  "mcdonalds",
  "mcdonald",
  "mickey d's",
  "mickey ds",
  "maccas",
  "mcd",
  "mcds",
  "mc cafe",
  "mccafé",
  "bk",
  "burger king cafe",
  "wendys",
  "subway cafe",
  "kentucky fried chicken",
  "chick fil a",
  "chickfila",
  "popeyes louisiana kitchen",
  "arbys",
  "sonic",
  "jack-in-the-box",
  "dq",
  "carls jr",
  "carl's jr.",
  "hardees",
  "five guys burgers and fries",
  "chipotle mexican grill",
  "panera",
  "pret",
  "7 eleven",
  "seven eleven",
  "7-11",
  "caffe nero",
  "caffè nero",
  "cafe nero",
  "tully's coffee",
  "tullys",
  "second cup",
  "the human bean",
  "ziggi's coffee",
  "black rifle coffee",
  "aroma joe's",
  "honey dew donuts",
  "honey dew",
  "coffee time",
  "country style",
  "circle k",
  "speedway",
  "cumberland farms",
  ...WORLD_CHAIN_VARIANTS,
];

/**
 * Listed names that are also ordinary words, places, first names or generic phrases: refused on
 * their own, but not as the start of a longer name ("Costa Rica Coffee Lab", "Caribou Lodge
 * Roasters", "Subway Station Espresso", "Cafe Nero Nuevo", "BK Roasters" of Brooklyn), however
 * spelt ("wendys" as "wendy's"). Their longer listed forms ("costa coffee", "caribou coffee",
 * "subway cafe") still start a chain's name.
 */
export const REFUSED_ONLY_ALONE: readonly string[] = [
  "costa",
  "caribou",
  "subway",
  "sonic",
  "wendy's",
  "scooter's",
  "dunks",
  "dunkies",
  "dd",
  "bk",
  "dq",
  "mcd",
  "mcds",
  "mcdonald",
  "maccas",
  "timmies",
  "timmy's",
  "tullys",
  "pret",
  "dutch brothers",
  "coffee bean",
  "the coffee bean",
  "cafe nero",
  "second cup",
  "honey dew",
  "coffee time",
  "country style",
  "speedway",
  ...WORLD_REFUSED_ONLY_ALONE,
];

const SIMILARITY_THRESHOLD = 0.6;

function normalize(name: string): string {
  return cleanText(name).toLowerCase().replace(/\s+/g, " ").replace(/[’‘`]/g, "'");
}

/**
 * The words of a name, compared forgivingly: lower case without accents, apostrophes dropped
 * ("Starbuck's" is "starbucks"), "&" read as "and", any other punctuation a word break.
 */
function words(name: string): string[] {
  return cleanText(name)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’‘`]/g, "")
    .replace(/&/g, " and ")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const startsWith = (name: string[], chain: string[]) =>
  chain.length <= name.length && chain.every((word, i) => name[i] === word);

const aloneKeys = new Set(REFUSED_ONLY_ALONE.map((chain) => words(chain).join(" ")));
const LISTED = [...CHAIN_NAMES, ...CHAIN_VARIANTS].map((chain) => ({
  words: words(chain),
  alone: aloneKeys.has(words(chain).join(" ")),
}));

/**
 * True when the name is a chain or fast-food shop and must not be added (docs/product.md §5 chain check): a
 * listed name or variant, typed as listed or with other case, spacing, apostrophes and punctuation;
 * a listed name followed by more words ("Starbuck's Reserve Roastery", "Dunkin Donuts Express"),
 * unless it is one of REFUSED_ONLY_ALONE; or a name spelt close to one of the main list.
 */
export function isChainName(name: string): boolean {
  const value = normalize(name);
  if (value === "") return false;
  if (CHAIN_NAMES.includes(value) || CHAIN_VARIANTS.includes(value)) return true;
  const typed = words(name);
  if (LISTED.some((chain) => startsWith(typed, chain.words) && (!chain.alone || typed.length === chain.words.length)))
    return true;
  return CHAIN_NAMES.some((chain) => stringSimilarity.compareTwoStrings(value, chain) > SIMILARITY_THRESHOLD);
}

/** True when an OpenStreetMap place is a chain's branch: by its brand tags, or its name (worldChains.ts). */
export function isChainPlace(tags: ChainTags): boolean {
  return isBrandTagged(tags, isChainName);
}
