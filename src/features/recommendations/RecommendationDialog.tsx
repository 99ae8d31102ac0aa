import { useRef, useState, type FormEvent } from "react";
import { DRINK_CHOICES, ROASTS, TEMPS } from "@convex/rules/catalog";
import { MESSAGES } from "@convex/rules/messages";
import { countryOf, DEFAULT_COUNTRY } from "@convex/rules/countries";
import { preferencesProblem, regionInput, type RecommendationPreferences } from "@convex/rules/recommend";
import { Alert } from "@/components/Alert";
import { Button } from "@/components/Button";
import { Dialog } from "@/components/Dialog";
import { RequiredNote, SelectField, TextField } from "@/components/fields";
import { useFormProblem } from "@/lib/useFormProblem";
import { useSubmit } from "@/lib/useSubmit";

/** Every field is required: marked for the eye, and said to screen readers. */
const REQUIRED = { required: true, "aria-required": true } as const;

/**
 * The preferences of a custom recommendation: where (the map's town when opened over the map,
 * `placeFromMap`, else the profile's), and which drink (the profile's favourites), every field required.
 */
export function RecommendationDialog({
  initial,
  placeFromMap = false,
  onSearch,
  onCancel,
}: {
  initial: RecommendationPreferences;
  placeFromMap?: boolean;
  /** Runs the search; a refusal (no shop matches) or failure is said in the dialog, which stays open. */
  onSearch: (prefs: RecommendationPreferences) => Promise<void>;
  onCancel: () => void;
}) {
  const [prefs, setPrefs] = useState(initial);
  const { problem, report } = useFormProblem(prefs, preferencesProblem);
  const search = useSubmit(onSearch, { report, failure: MESSAGES.noRecommendation });
  const formRef = useRef<HTMLFormElement>(null);
  const set = (field: keyof RecommendationPreferences) => (value: string) =>
    setPrefs((p) => ({ ...p, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = preferencesProblem(prefs);
    report(found);
    if (found) return;
    await search.run(prefs);
    // The busy submit button was disabled, which drops focus to the page; bring it back.
    if (formRef.current && !formRef.current.contains(document.activeElement)) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus());
    }
  };

  return (
    <Dialog title="Custom Coffee Shop Recommendation" onClose={onCancel}>
      <form ref={formRef} onSubmit={(event) => void submit(event)} className="space-y-3" noValidate>
        <p className="text-sm text-dark-grey">
          {placeFromMap
            ? "Shops in the town in the middle of the map, for your favourite drink. Change either as you like."
            : "Tell us where you are and what you like to drink."}{" "}
          Up to 6 shops, best rated first.
        </p>
        <RequiredNote />
        <PlaceFields prefs={prefs} set={set} />
        <TasteFields prefs={prefs} set={set} />
        {problem && <Alert>{problem}</Alert>}
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" busy={search.busy}>
            {search.busy ? "Finding shops…" : "Find Shops"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Roast, drink and temperature: the profile's favourites to begin with. */
function TasteFields({
  prefs,
  set,
}: {
  prefs: RecommendationPreferences;
  set: (field: keyof RecommendationPreferences) => (value: string) => void;
}) {
  return (
    <>
      <SelectField
        {...REQUIRED}
        label="Roast"
        options={ROASTS}
        value={prefs.roast}
        onChange={(e) => set("roast")(e.target.value)}
      />
      <SelectField
        {...REQUIRED}
        label="Drink"
        options={DRINK_CHOICES}
        value={prefs.drink}
        onChange={(e) => set("drink")(e.target.value)}
      />
      <SelectField
        {...REQUIRED}
        label="Temperature"
        options={TEMPS}
        value={prefs.temp}
        onChange={(e) => set("temp")(e.target.value)}
      />
    </>
  );
}

/** The town: its region where the country has regions (the US's 2-letter State, Australia's State...), then its city. */
function PlaceFields({
  prefs,
  set,
}: {
  prefs: RecommendationPreferences;
  set: (field: keyof RecommendationPreferences) => (value: string) => void;
}) {
  const country = prefs.country ?? DEFAULT_COUNTRY;
  const regionLabel = countryOf(country)?.regionLabel ?? null;
  const city = (
    <TextField {...REQUIRED} label="City" value={prefs.city} onChange={(e) => set("city")(e.target.value)} />
  );
  if (!regionLabel) return city;
  return (
    <div className="grid grid-cols-[5rem_1fr] gap-3">
      <TextField
        {...REQUIRED}
        label={regionLabel}
        value={prefs.state}
        maxLength={country === DEFAULT_COUNTRY ? 2 : 3}
        autoCapitalize="characters"
        onChange={(e) => set("state")(regionInput(country, e.target.value))}
      />
      {city}
    </div>
  );
}
