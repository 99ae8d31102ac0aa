// @vitest-environment node
// The front end's layers hold by lint (docs/architecture.md, "The layers"): these cases lint a line
// as if it were written in a file of each layer, and show that ESLint refuses what runs back up,
// across features, round in a loop or by a relative path, and lets the allowed directions through.
import { resolve } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/repository";

const eslint = new ESLint({ cwd: ROOT });

/** The rules that refuse `code` placed at `file` (a path under src/), de-duplicated. */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [probe];\n`, { filePath: resolve(ROOT, file) });
  return [...new Set(result.messages.map((message) => message.ruleId ?? message.message))];
}

describe("import layers", () => {
  it("refuses one feature importing another", async () => {
    expect(
      await refusals("src/features/feed/Probe.tsx", 'import { ShopPanel as probe } from "@/features/shop/ShopPanel";'),
    ).toEqual(["import-x/no-restricted-paths"]);
  });

  it("refuses a feature importing a page or the app shell", async () => {
    expect(await refusals("src/features/feed/Probe.tsx", 'import probe from "@/pages/HomePage";')).toEqual([
      "import-x/no-restricted-paths",
    ]);
    expect(await refusals("src/features/feed/Probe.tsx", 'import { NavBar as probe } from "@/app/NavBar";')).toContain(
      "import-x/no-restricted-paths",
    );
  });

  it("refuses shared code importing a feature, and a page importing the app shell", async () => {
    expect(
      await refusals("src/components/Probe.tsx", 'import { useFeed as probe } from "@/features/feed/useFeed";'),
    ).toEqual(["import-x/no-restricted-paths"]);
    expect(await refusals("src/lib/probe.ts", 'import probe from "@/pages/HomePage";')).toEqual([
      "import-x/no-restricted-paths",
    ]);
    expect(
      await refusals("src/pages/Probe.tsx", 'import { SignedInLayout as probe } from "@/app/SignedInLayout";'),
    ).toEqual(["import-x/no-restricted-paths"]);
  });

  it("refuses an import that closes a loop", async () => {
    // NavBar imports TopBar; TopBar importing NavBar back would make a loop (and run up a layer).
    expect(await refusals("src/components/TopBar.tsx", 'import { NavBar as probe } from "@/app/NavBar";')).toContain(
      "import-x/no-cycle",
    );
  });

  it("refuses a relative import", async () => {
    expect(await refusals("src/features/feed/Probe.tsx", 'import { useFeed as probe } from "./useFeed";')).toEqual([
      "no-restricted-imports",
    ]);
  });

  it("lets a page compose features and a feature use shared code and the backend's API", async () => {
    expect(
      await refusals("src/pages/Probe.tsx", 'import { ShopPanel as probe } from "@/features/shop/ShopPanel";'),
    ).toEqual([]);
    expect(
      await refusals(
        "src/features/feed/Probe.tsx",
        'import { ReviewCard as probe } from "@/components/reviews/ReviewCard";',
      ),
    ).toEqual([]);
    expect(
      await refusals("src/features/feed/Probe.tsx", 'import { api as probe } from "@convex/_generated/api";'),
    ).toEqual([]);
  });
});
