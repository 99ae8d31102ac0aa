// A shop's roast style as the screens write it: on markers, in the list, the panel, the forms and the filters.

/** "medium" → "Medium roast" (shop roast styles are stored lower case). */
export function roastLabel(roastStyle: string): string {
  const style = roastStyle.trim();
  if (!style) return "Roast unknown";
  return `${capitalize(style)} roast`;
}

/** "medium" → "Medium", for the panel's typical roast style. */
export function capitalize(word: string): string {
  return word ? `${word[0].toUpperCase()}${word.slice(1).toLowerCase()}` : word;
}
