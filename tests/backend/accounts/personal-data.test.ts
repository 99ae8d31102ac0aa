import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { COMPONENT_LEFTOVERS, PERSONAL_TABLES } from "@convex/model/personalData";
import { convexGlobalOf } from "../../../sandbox/convexTestInternals";
import type { SandboxBackend } from "../../../sandbox/backend";
import { finishScheduled } from "../../support/backendHarness";
import { busyAccount } from "../../support/busyAccount";

// What convex/model/personalData.ts says of each table that holds a person's id, checked on a busy account
// (tests/support/busyAccount.ts): every table it says is erased has a row naming the person before and none
// after the erasure, every export key it names is filled, and after the erasure only the tables it keeps
// (and its COMPONENT_LEFTOVERS) still name the person, components' tables included.

/** The tables (components' as "component/table") holding a document whose JSON contains `text`. */
function tablesNaming(backend: SandboxBackend, text: string): string[] {
  const found = new Set<string>();
  for (const [path, { db }] of Object.entries(convexGlobalOf(backend.t).components)) {
    for (const entry of Object.values(db._documents) as unknown[]) {
      if (!JSON.stringify(entry).includes(text)) continue;
      const document = (entry as { document?: { _id?: string } }).document ?? (entry as { _id?: string });
      const table = String(document._id ?? "").replace(/^\d+/, "");
      found.add(path ? `${path}/${table}` : table);
    }
  }
  return [...found].sort();
}

const entries = Object.entries(PERSONAL_TABLES);
const erased = entries.filter(([, entry]) => "erasedBy" in entry).map(([name]) => name);
const kept = [
  ...entries.filter(([, entry]) => "kept" in entry).map(([name]) => name),
  ...Object.keys(COMPONENT_LEFTOVERS),
  "_scheduled_functions", // Convex's record of the erasure's own steps, kept a week
];

describe("a person's data", () => {
  it("is all in 'Download my data' where convex/model/personalData.ts says it is exported", async () => {
    const { leo } = await busyAccount();
    const data = (await leo.as.query(api.account.exportData, {})) as Record<string, unknown>;
    for (const [name, entry] of entries) {
      if (!("exportedAs" in entry)) continue;
      const part = data[entry.exportedAs];
      const filled = Array.isArray(part) ? part.length > 0 : part !== undefined && part !== null;
      expect(filled, `${name} → exportData.${entry.exportedAs}`).toBe(true);
    }
  });

  it("is erased from every table but the kept ones when the account is deleted", async () => {
    const { backend, leo } = await busyAccount();
    const before = tablesNaming(backend, leo.userId);
    expect(
      erased.filter((name) => !before.includes(name)),
      "tables the busy account has no row in (tests/support/busyAccount.ts)",
    ).toEqual([]);

    await leo.as.action(api.account.remove, { password: leo.params.password });
    await finishScheduled(backend);
    const left = tablesNaming(backend, leo.userId);
    expect(
      left.filter((name) => !kept.includes(name)),
      "tables still naming the deleted person",
    ).toEqual([]);
  });
});
