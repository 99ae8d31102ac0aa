// @vitest-environment node
// The repository explains itself: what the code cites resolves inside it. Comments cite the product
// as "docs/product.md §N" (docs/architecture.md, "How the code cites the docs"); nothing points at
// the spec, the design notes or the tracker that lived outside the repository, and every path the
// documents name in backticks, and every relative link they make, exists.
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, readRepoFile as read, trackedFiles } from "../support/repository";

const SELF = relative(ROOT, import.meta.filename);

const SKIPPED_DIRS = new Set([
  "node_modules",
  "_generated",
  "dist",
  "dist-sandbox",
  "test-results",
  ".git",
  ".sandbox",
]);
const CODE_FILE = /\.(ts|tsx|js|mjs|mts|cjs|css|html)$/;

/** Every file under `dir` (relative to the repository), skipping build output and generated code. */
function filesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(join(ROOT, at))) {
      const path = join(at, name);
      if (statSync(join(ROOT, path)).isDirectory()) {
        if (!SKIPPED_DIRS.has(name)) walk(path);
      } else found.push(path);
    }
  };
  walk(dir);
  return found;
}

/** The code: sources, tests, scripts, the CI script and the root configuration files. */
const CODE = [
  ...["src", "convex", "sandbox", "tests", "scripts", "config"]
    .flatMap(filesUnder)
    .filter((path) => CODE_FILE.test(path)),
  ...filesUnder(".ci"),
  ...readdirSync(ROOT).filter((name) => CODE_FILE.test(name) && statSync(join(ROOT, name)).isFile()),
].filter((path) => path !== SELF);

/** The documents: the READMEs and everything under docs/. */
const DOCS = [
  "README.md",
  ...filesUnder("docs").filter((path) => path.endsWith(".md")),
  ...["sandbox", "tests"].map((dir) => join(dir, "README.md")).filter((path) => existsSync(join(ROOT, path))),
];

/** Each line of `files` that matches `pattern`, as "path:line: text". */
function linesMatching(files: readonly string[], pattern: RegExp): string[] {
  return files.flatMap((path) =>
    read(path)
      .split("\n")
      .flatMap((line, i) => (pattern.test(line) ? [`${path}:${i + 1}: ${line.trim()}`] : [])),
  );
}

/** The top-level sections of docs/product.md: "## 5. Validation rules" is section 5. */
function productSections(): Set<number> {
  return new Set([...read("docs/product.md").matchAll(/^## (\d+)\. /gm)].map((match) => Number(match[1])));
}

/** Every section a text cites: "docs/product.md §2, §4 and §8" cites 2, 4 and 8; in product.md itself a bare "§5" does. */
function citedSections(text: string, bare: boolean): number[] {
  const citation = bare ? /§\d+(?:(?:,| and| or) §\d+)*/g : /product\.md §\d+(?:(?:,| and| or) §\d+)*/g;
  return [...text.matchAll(citation)].flatMap((match) => [...match[0].matchAll(/§(\d+)/g)].map((n) => Number(n[1])));
}

/** Top-level folders whose paths the documents name. */
const REPO_PATH = /^(?:src|convex|sandbox|tests|scripts|config|docs|public|\.ci)\/[^\s<>{}*|…]*$/;
/** The `convex` npm package's entry points and sources (`convex/react`, `convex/src/browser/...`), not the repository's convex/. */
const CONVEX_PACKAGE = /^convex\/(?:react|browser|server|values|nextjs|src)(?:\/|$)/;

/**
 * Paths a superseded decision record names as they were when it was written: records are history,
 * and the record that superseded it says what replaced them.
 */
const NAMED_AS_THEY_WERE: Record<string, readonly string[]> = {
  // The sandbox's first home, before decision 7 moved it to sandbox/.
  "docs/decisions/0001-offline-sandbox.md": ["tests/support/sandbox"],
  // MapLibre's setup, before decision 14 replaced it with src/lib/leaflet.ts.
  "docs/decisions/0006-open-map-drawing.md": ["src/lib/maplibre.ts"],
};

/** Dated logs and history, moved out of the quality pages: they name paths as they were when written. */
const ARCHIVE = "docs/quality/archive/";

/** The paths a document names in backticks (`convex/rules/messages.ts`), without a trailing ":line" or "#anchor". */
function backtickPaths(text: string): string[] {
  return [...text.matchAll(/`([^`\n]+)`/g)]
    .map((match) =>
      match[1]!
        .trim()
        .replace(/[:#].*$/, "")
        .replace(/[.,;)]+$/, ""),
    )
    .filter((path) => REPO_PATH.test(path) && !CONVEX_PACKAGE.test(path) && !path.includes("..."));
}

/** The relative targets of a document's Markdown links ([text](target)), without an anchor. */
function linkTargets(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^(?:[a-z]+:|#)/i.test(target))
    .map((target) => target.replace(/#.*$/, ""));
}

describe("references inside the repository", () => {
  it("finds the code and the documents it checks", () => {
    expect(CODE).toEqual(
      expect.arrayContaining([
        "convex/rules/messages.ts",
        "src/app/App.tsx",
        "sandbox/syncServer.ts",
        ".ci/run",
        "vite.config.ts",
      ]),
    );
    expect(DOCS).toEqual(
      expect.arrayContaining([
        "README.md",
        "docs/product.md",
        "docs/architecture.md",
        "docs/decisions/README.md",
        "sandbox/README.md",
      ]),
    );
  });

  it("code and documents cite the product as docs/product.md, never the spec or the design notes outside the repository", () => {
    expect(linesMatching([...CODE, ...DOCS], /\bSPEC\b|SPEC\.md|DESIGN\.md|\bDESIGN:/)).toEqual([]);
  });

  it("code and documents never point at ../shared/", () => {
    expect(linesMatching([...CODE, ...DOCS], /\.\.\/shared\b|\bshared\/(?:SPEC|DESIGN)\.md/)).toEqual([]);
  });

  it("code names no tracker issue: it says what the issue asked, or cites a decision record", () => {
    expect(linesMatching(CODE, /\bissues? #?\d/i)).toEqual([]);
  });

  it("every docs/product.md §N cited names a section product.md has", () => {
    const sections = productSections();
    expect([...sections].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const missing = [...CODE, ...DOCS].flatMap((path) =>
      citedSections(read(path), path === "docs/product.md")
        .filter((section) => !sections.has(section))
        .map((section) => `${path}: §${section}`),
    );
    expect(missing).toEqual([]);
  });

  it("every repository path a document names in backticks exists (the archive's history aside)", () => {
    const missing = DOCS.filter((doc) => !doc.startsWith(ARCHIVE)).flatMap((doc) =>
      backtickPaths(read(doc))
        .filter((path) => !existsSync(join(ROOT, path)) && !NAMED_AS_THEY_WERE[doc]?.includes(path))
        .map((path) => `${doc}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it("every relative link of a document reaches a file or folder", () => {
    const missing = DOCS.flatMap((doc) =>
      linkTargets(read(doc))
        .filter((target) => !existsSync(resolve(ROOT, dirname(doc), target)))
        .map((target) => `${doc}: ${target}`),
    );
    expect(missing).toEqual([]);
  });
});

describe("the README's layout", () => {
  it("lists every top-level folder", () => {
    const layout = read("README.md").split("## Layout")[1]!.split("```")[1]!;
    const listed = new Set([...layout.matchAll(/^(\S+)\/\s/gm)].map((match) => match[1]));
    // The folders a clone has: a local, untracked one (a scratch folder) is nobody else's business.
    const tracked = trackedFiles();
    const folders = [...new Set(tracked.filter((path) => path.includes("/")).map((path) => path.split("/")[0]!))];
    expect(folders.filter((name) => !listed.has(name))).toEqual([]);
  });
});

describe("the reference checks themselves", () => {
  it("read citations, backtick paths and links as the documents write them", () => {
    expect(citedSections("as docs/product.md §2, §4 and §8 say; see docs/product.md §10", false)).toEqual([
      2, 4, 8, 10,
    ]);
    expect(citedSections("§5 or §8, not §", true)).toEqual([5, 8]);
    expect(
      backtickPaths(
        "`convex/rules/messages.ts`, `src/features/<domain>/`, `npm test`, `convex/react`, `tests/e2e/map-shop-panel.test.ts:12`, `docs/x.md#y`",
      ),
    ).toEqual(["convex/rules/messages.ts", "tests/e2e/map-shop-panel.test.ts", "docs/x.md"]);
    expect(linkTargets("[a](b.md#c) [d](https://e.f) [g](#h) [i](../j/)")).toEqual(["b.md", "../j/"]);
  });
});
