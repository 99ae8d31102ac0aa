import { useMutation } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { SKIP_REASONS } from "@convex/rules/osmImport";
import { Alert } from "@/components/Alert";
import { Button } from "@/components/Button";
import { useSubmit } from "@/lib/useSubmit";

type ImportRow = NonNullable<FunctionReturnType<typeof api.osmImports.latest>>;
type PreviewRow = ImportRow["rows"][number];

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Where the newest import stands: asking, its preview to confirm, its batches, or how it ended. */
export function ImportProgress({ importRow }: { importRow: ImportRow }) {
  const { status, counts, written } = importRow;
  if (status === "fetching")
    return (
      <p role="status" className="text-dark-grey">
        Asking OpenStreetMap for the coffee places…
      </p>
    );
  if (status === "failed") return <Alert look="box">{importRow.problem ?? MESSAGES.importFailed}</Alert>;
  if (status === "cancelled")
    return <p className="text-dark-grey">The last preview was cancelled: nothing was imported.</p>;
  const toWrite = (counts?.new ?? 0) + (counts?.updates ?? 0);
  if (status === "importing")
    return (
      <div role="status" className="space-y-1">
        <p>
          Importing… {written} of {toWrite} written.
        </p>
        <progress className="w-full accent-espresso" max={toWrite} value={written} aria-label="Import progress" />
      </div>
    );
  if (status === "done")
    return (
      <p role="status" className="font-medium text-espresso">
        Imported: {plural(written, "shop")} added or brought up to date. They are on the map now.
      </p>
    );
  return <ImportPreview importRow={importRow} toWrite={toWrite} />;
}

function ImportPreview({ importRow, toWrite }: { importRow: ImportRow; toWrite: number }) {
  const confirm = useMutation(api.osmImports.confirm);
  const cancel = useMutation(api.osmImports.cancel);
  const onError = { errorToast: "city-import", failure: MESSAGES.importFailed };
  const importing = useSubmit((importId: Id<"osmImports">) => confirm({ importId }), onError);
  const cancelling = useSubmit((importId: Id<"osmImports">) => cancel({ importId }), onError);
  const { counts, rows } = importRow;
  const of = (kind: PreviewRow["kind"]) => rows.filter((row) => row.kind === kind);
  return (
    <div className="space-y-4">
      <p role="status" className="font-medium text-espresso">
        {plural(counts?.new ?? 0, "new shop")}, {plural(counts?.updates ?? 0, "update")}, {counts?.duplicates ?? 0}{" "}
        already here, {counts?.skipped ?? 0} skipped.
      </p>
      <RowList title="New" rows={of("new")} describe={(row) => row.draft?.streetAddress ?? ""} />
      <RowList title="Updated from OpenStreetMap" rows={of("update")} describe={() => "imported before"} />
      <RowList
        title="Already here"
        rows={of("duplicate")}
        describe={(row) => `already here as ${row.shopName ?? "a member's shop"}`}
      />
      <RowList title="Skipped" rows={of("skip")} describe={(row) => SKIP_REASONS[row.reason ?? ""] ?? "skipped"} />
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => void importing.run(importRow._id)}
          busy={importing.busy}
          disabled={toWrite === 0 || cancelling.busy}
        >
          Import {plural(toWrite, "shop")}
        </Button>
        <Button variant="secondary" onClick={() => void cancelling.run(importRow._id)} busy={cancelling.busy}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

function RowList({
  title,
  rows,
  describe,
}: {
  title: string;
  rows: PreviewRow[];
  describe: (row: PreviewRow) => string;
}) {
  if (rows.length === 0) return null;
  const id = `city-import-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-sm font-semibold text-espresso">
        {title} ({rows.length})
      </h3>
      <ul className="mt-1 max-h-64 divide-y divide-light-grey overflow-y-auto text-sm">
        {rows.map((row) => (
          <li key={row.osmKey} className="py-1.5">
            <span className="font-medium">{row.name || `Unnamed (${row.osmKey})`}</span>
            <span className="text-dark-grey"> · {describe(row)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
