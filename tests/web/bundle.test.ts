import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { MOBILE, browserForFile, logIn, newPage, sandboxUrl } from "../support/browser";
import { AVA } from "../support/demoAccounts";

// JavaScript budget: what / and /login download before they are interactive, at most 120 KB gzip
// (150 KB until 2026-11-26), and no map library on them (those load only on the map screen).

export const JS_BUDGET_GZIP = 120 * 1024;
/**
 * Code found only in the map libraries themselves: Leaflet's zoom control class, the Google Maps
 * script URL. (File names are no proof: the main chunk lists lazy chunks by name.)
 */
const MAP_LIBRARY_MARKERS = [/leaflet-control-zoom/, /maps\.googleapis\.com/];

const browser = browserForFile();

async function scriptsOf(path: string) {
  const { page, context } = await newPage(browser(), MOBILE);
  const reads: Promise<{ url: string; gzip: number; body: string } | null>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    reads.push(
      response
        .body()
        .then((body) => ({
          url: new URL(response.url()).pathname,
          gzip: gzipSync(body, { level: 9 }).length,
          body: body.toString("utf8"),
        }))
        .catch(() => null), // only a response still arriving when the page closes, after the count
    );
  });
  await page.goto(sandboxUrl(path), { waitUntil: "networkidle" });
  await page.waitForTimeout(500);
  const scripts = (await Promise.all(reads)).filter((script) => script !== null);
  await context.close();
  return scripts;
}

describe("JavaScript budget", () => {
  for (const path of ["/", "/login"]) {
    it(`${path} loads at most 120 KB of gzipped JavaScript and no map library`, async () => {
      const scripts = await scriptsOf(path);
      const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
      console.log(
        `${path}: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} scripts: ${scripts.map((s) => `${s.url} ${(s.gzip / 1024).toFixed(1)} KB`).join(", ")}`,
      );
      expect(scripts.length).toBeGreaterThan(0);
      expect(total).toBeLessThanOrEqual(JS_BUDGET_GZIP);
      const withMaps = scripts
        .filter((s) => MAP_LIBRARY_MARKERS.some((marker) => marker.test(s.body)))
        .map((s) => s.url);
      expect(withMaps).toEqual([]);
      // The production build users get, not React's development one.
      expect(scripts.filter((s) => /\bjsxDEV\b/.test(s.body)).map((s) => s.url)).toEqual([]);
    });
  }

  it("the map screen does load a map library (so the check above can see one)", async () => {
    const { page, context } = await newPage(browser(), MOBILE);
    const reads: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script")
        reads.push(
          response.body().then(
            (body) => body.toString("utf8"),
            () => "",
          ),
        );
    });
    await logIn(page, AVA.email, AVA.password);
    await page.locator(".leaflet-container").first().waitFor(); // the map has started
    await page.waitForLoadState("networkidle");
    const bodies = await Promise.all(reads);
    await context.close();
    expect(bodies.some((body) => MAP_LIBRARY_MARKERS.some((marker) => marker.test(body)))).toBe(true);
  });
});
