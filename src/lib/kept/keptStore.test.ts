import { describe, expect, it } from "vitest";
import { keptKey } from "@/lib/kept/keptRules";
import { clearKept, readKept, writeKept } from "@/lib/kept/keptStore";

// No IndexedDB here: the store's stand-in in memory, with the same rules.
describe("the offline copy's store", () => {
  it("keeps a result with the time it was saved, and forgets one person's or everyone's", async () => {
    const ann = keptKey("ann", "users:me", {});
    const bob = keptKey("bob", "users:me", {});
    const before = Date.now();
    await writeKept(ann, { name: "Ann" });
    await writeKept(bob, { name: "Bob" });
    const kept = await readKept<{ name: string }>(ann);
    expect(kept?.value).toEqual({ name: "Ann" });
    expect(kept!.savedAt).toBeGreaterThanOrEqual(before);

    await clearKept("ann");
    expect(await readKept(ann)).toBeUndefined();
    expect((await readKept(bob))?.value).toEqual({ name: "Bob" });
    await clearKept(null);
    expect(await readKept(bob)).toBeUndefined();
  });
});
