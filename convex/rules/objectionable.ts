// The filter for objectionable language in what people write for others to read (docs/product.md §5): slurs
// and obscenities, also when spelled with look-alike characters, repeated letters or digits
// ("fuuuck", "sh1t", Cyrillic "ѕhit"). Server-only: the forms show the server's message, and the
// word list stays out of the browser's bundle.
import { DataSet, RegExpMatcher, englishDataset, englishRecommendedTransformers } from "obscenity";
import { MESSAGES } from "./messages";

/**
 * obscenity's English list, minus one word that is not abuse in a review ("sex"), plus words from
 * coffee menus and place names it would otherwise catch (measured on the package's 0.4.6 list).
 */
const dataset = new DataSet<{ originalWord: string }>()
  .addAll(englishDataset)
  .removePhrasesIf((phrase) => phrase.metadata?.originalWord === "sex")
  .addPhrase((phrase) =>
    phrase
      .addWhitelistedTerm("shiitake")
      .addWhitelistedTerm("cumin")
      .addWhitelistedTerm("cummins")
      .addWhitelistedTerm("rapeseed")
      .addWhitelistedTerm("penistone")
      .addWhitelistedTerm("pussycat"),
  );

const matcher = new RegExpMatcher({ ...dataset.build(), ...englishRecommendedTransformers });

export function isObjectionable(text: string): boolean {
  return matcher.hasMatch(text);
}

/** The first of the labelled texts that holds objectionable language, as the message that says so; null when none does. */
export function objectionableError(texts: readonly (readonly [label: string, text: string])[]): string | null {
  const found = texts.find(([, text]) => text !== "" && isObjectionable(text));
  return found ? MESSAGES.objectionable(found[0]) : null;
}

/** The profile's free texts that others read, with the words the edit-profile form labels them by. */
const PROFILE_TEXTS = [
  ["firstName", "First name"],
  ["lastName", "Last name"],
  ["favCafe", "Favorite cafe"],
  ["about", "About you"],
] as const;

export function profileObjectionableError(
  fields: Partial<Record<(typeof PROFILE_TEXTS)[number][0], string>>,
): string | null {
  return objectionableError(PROFILE_TEXTS.map(([key, label]) => [label, fields[key] ?? ""] as const));
}

/** A bean list's texts, numbered as the beans page shows them. */
export function beansObjectionableError(
  beans: readonly { name: string; notes: string; origin: string }[],
): string | null {
  return objectionableError(
    beans.flatMap(
      (bean, i) =>
        [
          [`Bean ${i + 1} name`, bean.name],
          [`Bean ${i + 1} flavor notes`, bean.notes],
          [`Bean ${i + 1} origin`, bean.origin],
        ] as const,
    ),
  );
}
