import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import type { BrowserContext } from "playwright-core";

// What a failing browser test saw, left in test-results/<file>/<test>/ (tests/README.md says how to
// read it): each open page's full-page screenshot, its URL, its recent console messages and the
// addresses it went through (a panel that opened and closed shows as ?shop= coming and going), and a
// Playwright trace of each open context.

const TESTS = resolve(import.meta.dirname, "..");
/** Gitignored; the e2e and web runs print the folders they wrote. */
export const RESULTS = resolve(TESTS, "../test-results");
const CONSOLE_LINES = 50;
/** Map tiles never load on a machine without internet: their failures would push everything else out. */
const OFFLINE_TILES = /^https:\/\/tile\.openstreetmap\.org\//;
/** The file every folder of artifacts has (it is how the end of the run finds them). */
const ABOUT = "pages.txt";

type Watched = { context: BrowserContext; console: string[] };
const open = new Set<Watched>();

/** Traces `context` (actions, DOM snapshots, network) and keeps its last console messages, until the test ends. */
export async function watchContext(context: BrowserContext) {
  const watched: Watched = { context, console: [] };
  const note = (line: string) => {
    watched.console.push(line);
    if (watched.console.length > CONSOLE_LINES) watched.console.shift();
  };
  context.on("console", (message) => {
    const where = message.location().url;
    if (OFFLINE_TILES.test(where)) return;
    note(`[${message.type()}] ${message.text()}${where ? `  (${where})` : ""}`);
  });
  // Every address a page shows, the app's own navigations (pushState, replaceState) included.
  context.on("page", (page) =>
    page.on("framenavigated", (frame) => frame === page.mainFrame() && note(`[address] ${frame.url()}`)),
  );
  context.on("weberror", (error) => note(`[page error] ${error.error().message}`));
  context.on("close", () => open.delete(watched));
  open.add(watched);
  // DOM snapshots before and after each action, no screencast: on the map and shop photo tests (then one file, now
  // tests/e2e/map-shop-panel.test.ts, map-search, map-tiles, map-live and shop-photos) the screencast made them
  // about 20% slower, snapshots alone about 12% (the failure screenshot is taken apart).
  await context.tracing.start({ snapshots: true });
}

/** test-results/<test file, from tests/>/<test name> */
export function artifactsDir(testFile: string, testName: string): string {
  const name = testName
    .replace(/[^\w.-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120);
  return join(RESULTS, relative(TESTS, testFile), name);
}

/** Never lets collecting artifacts hide the failure itself. */
async function attempt(what: string, lines: string[], step: () => Promise<unknown>) {
  try {
    await step();
  } catch (error) {
    lines.push(`(${what} failed: ${error instanceof Error ? error.message.split("\n")[0] : String(error)})`);
  }
}

/**
 * At the end of a test, for each context still open: after a failure its artifacts go to `dir`
 * (emptied first either way, so it always tells of the latest run); after a pass its trace is dropped.
 * Returns whether anything was written.
 */
export async function endOfTest(dir: string, failed: boolean): Promise<boolean> {
  const contexts = [...open];
  open.clear();
  rmSync(dir, { recursive: true, force: true });
  if (!failed) {
    await Promise.all(contexts.map(({ context }) => context.tracing.stop().catch(() => {})));
    return false;
  }
  if (contexts.length === 0) return false;
  mkdirSync(dir, { recursive: true });
  const about: string[] = [];
  for (const [c, { context, console: messages }] of contexts.entries()) {
    const name = `context-${c + 1}`;
    about.push(`${name}:`);
    for (const [p, page] of context.pages().entries()) {
      const screenshot = `${name}-page-${p + 1}.png`;
      about.push(`  page ${p + 1}: ${page.url()}  (${screenshot})`);
      await attempt("screenshot", about, () =>
        page.screenshot({ path: join(dir, screenshot), fullPage: true, timeout: 10_000 }),
      );
    }
    await attempt("trace", about, () => context.tracing.stop({ path: join(dir, `${name}-trace.zip`) }));
    about.push(
      `  trace: ${name}-trace.zip`,
      `  last ${CONSOLE_LINES} console messages and addresses (map tiles left out):`,
      ...messages.map((line) => `    ${line}`),
      "",
    );
  }
  writeFileSync(join(dir, ABOUT), about.join("\n"));
  return true;
}

/** The folders of artifacts written since `since` (ms). */
export function artifactsSince(since: number): string[] {
  let files: string[];
  try {
    files = readdirSync(RESULTS, { recursive: true, encoding: "utf8" });
  } catch {
    return [];
  }
  return files
    .filter((file) => file.endsWith(ABOUT) && statSync(join(RESULTS, file)).mtimeMs >= since)
    .map((file) => join(RESULTS, file, ".."))
    .sort();
}
