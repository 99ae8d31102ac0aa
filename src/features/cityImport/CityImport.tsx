import { useAction, useMutation, useQuery } from "convex/react";
import { ConvexError } from "convex/values";
import { useState, type FormEvent } from "react";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { areaAround, IMPORT_AREA_KM } from "@convex/rules/osmImport";
import { Alert } from "@/components/Alert";
import { Button } from "@/components/Button";
import { TextField } from "@/components/fields";
import { SectionCard } from "@/components/PageShell";
import { useSubmit } from "@/lib/useSubmit";
import { ImportProgress } from "@/features/cityImport/ImportProgress";

/**
 * "Import a city": a moderator names a city, the app asks OpenStreetMap for the coffee places in a square around
 * it and shows the preview; nothing is written until Import. Live: the preview and the batches appear as they land.
 */
export function CityImport() {
  const latest = useQuery(api.osmImports.latest);
  const running = latest && ["fetching", "previewed", "importing"].includes(latest.status);
  return (
    <SectionCard title="Import a city from OpenStreetMap" headingId="city-import-heading">
      {latest === undefined ? (
        <p role="status" className="text-dark-grey">
          {MESSAGES.loading}
        </p>
      ) : (
        <div className="space-y-4">
          {!running && <StartImport />}
          {latest && <ImportProgress importRow={latest} />}
        </div>
      )}
    </SectionCard>
  );
}

function StartImport() {
  const geocode = useAction(api.geocoding.geocodeCity);
  const start = useMutation(api.osmImports.start);
  const [city, setCity] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useSubmit(
    async (query: string) => {
      const found = await geocode({ query });
      if (!found) throw new ConvexError(MESSAGES.cityNotFound);
      await start({ area: areaAround(found), ...(found.country ? { country: found.country } : {}) });
    },
    { report: setProblem, failure: MESSAGES.importFailed },
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const query = city.trim();
    setProblem(query ? null : MESSAGES.cityNotFound);
    if (query) void submit.run(query);
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label="Import a city">
      <TextField
        label="City or town"
        value={city}
        onChange={(event) => setCity(event.target.value)}
        hint={`The coffee places in a square ${IMPORT_AREA_KM} km across around it. You see a preview first.`}
        autoComplete="off"
      />
      {problem && <Alert look="box">{problem}</Alert>}
      <Button type="submit" busy={submit.busy}>
        Preview
      </Button>
    </form>
  );
}
