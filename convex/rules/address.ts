// The duplicate-address check of docs/product.md §5 compares street addresses by a key, not as typed:
// "107 Tremont Street", "107 TREMONT ST" and "107 Tremont St." are one place. The shop keeps the
// address as the user typed it for display; the key is stored beside it (shops.addressKey) so the
// check stays one index lookup.

/**
 * USPS abbreviations (Publication 28: street suffixes in Appendix C1, secondary unit designators in
 * C2, directionals in B) for the words people write out, lower case. Each word and its abbreviation
 * map to the abbreviation; a word not listed stays as it is.
 */
const ABBREVIATIONS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    // Street suffixes
    alley: "aly",
    allee: "aly",
    ally: "aly",
    avenue: "ave",
    av: "ave",
    aven: "ave",
    avenu: "ave",
    avn: "ave",
    avnue: "ave",
    boulevard: "blvd",
    boul: "blvd",
    boulv: "blvd",
    bridge: "brg",
    causeway: "cswy",
    center: "ctr",
    centre: "ctr",
    circle: "cir",
    circ: "cir",
    court: "ct",
    cove: "cv",
    crescent: "cres",
    crossing: "xing",
    drive: "dr",
    driv: "dr",
    drv: "dr",
    expressway: "expy",
    extension: "ext",
    freeway: "fwy",
    heights: "hts",
    highway: "hwy",
    highwy: "hwy",
    hiway: "hwy",
    hiwy: "hwy",
    hway: "hwy",
    lane: "ln",
    parkway: "pkwy",
    parkwy: "pkwy",
    pkway: "pkwy",
    pky: "pkwy",
    place: "pl",
    plaza: "plz",
    plza: "plz",
    point: "pt",
    road: "rd",
    route: "rte",
    square: "sq",
    sqr: "sq",
    squ: "sq",
    street: "st",
    str: "st",
    strt: "st",
    terrace: "ter",
    terr: "ter",
    trail: "trl",
    turnpike: "tpke",
    wharf: "whf",
    // Directionals
    north: "n",
    south: "s",
    east: "e",
    west: "w",
    northeast: "ne",
    northwest: "nw",
    southeast: "se",
    southwest: "sw",
    // Secondary unit designators
    apartment: "apt",
    building: "bldg",
    department: "dept",
    floor: "fl",
    room: "rm",
    suite: "ste",
  }),
);

/** Characters removed inside a word: apostrophes, and periods except between digits ("O'Brien", "St.", "N.W."; "12.5" keeps two numbers). */
const JOINING = /['’‘`]|(?<!\d)\.|\.(?!\d)/g;

/**
 * The comparison key of a street address: letters case-folded and without accents, width variants
 * (e.g. full-width digits) unified, invisible characters dropped, apostrophes and periods removed,
 * other punctuation read as a space, spaces collapsed, and each USPS suffix, directional and unit
 * word written as its abbreviation. "107 Tremont Street" and "107 tremont st." both give
 * "107 tremont st"; "107 Tremont Pl" and "1070 Tremont St" do not.
 */
export function addressKey(streetAddress: string): string {
  return streetAddress
    .normalize("NFKD")
    .replace(/[\p{M}\p{Cf}]/gu, "")
    .toLowerCase()
    .replace(JOINING, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => ABBREVIATIONS.get(word) ?? word)
    .join(" ");
}
