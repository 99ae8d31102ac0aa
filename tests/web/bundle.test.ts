import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MOBILE, launchBrowser, newPage, sandboxUrl } from "../support/browser";

// JavaScript budget of issue 7: what / and /login download before they are interactive, at most
// 150 KB gzip, and no map library on them (those load only on the map screen).

export const JS_BUDGET_GZIP = 150 * 1024;
/** Text found only in the map libraries' code (maplibre-gl, the Google Maps loader). */
const MAP_LIBRARY_MARKERS = [/maplibre/i, /maps\.googleapis\.com/];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function scriptsOf(path: string) {
  const { page, context } = await newPage(browser, MOBILE);
  const scripts: { url: string; gzip: number; body: string }[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const body = await response.body();
    scripts.push({ url: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length, body: body.toString("utf8") });
  });
  await page.goto(sandboxUrl(path), { waitUntil: "networkidle" });
  await page.waitForTimeout(500);
  await context.close();
  return scripts;
}

describe("JavaScript budget", () => {
  for (const path of ["/", "/login"]) {
    it(`${path} loads at most 150 KB of gzipped JavaScript and no map library`, async () => {
      const scripts = await scriptsOf(path);
      const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
      console.log(`${path}: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} scripts: ${scripts.map((s) => `${s.url} ${(s.gzip / 1024).toFixed(1)} KB`).join(", ")}`);
      expect(scripts.length).toBeGreaterThan(0);
      expect(total).toBeLessThanOrEqual(JS_BUDGET_GZIP);
      const withMaps = scripts.filter((s) => MAP_LIBRARY_MARKERS.some((marker) => marker.test(s.body))).map((s) => s.url);
      expect(withMaps).toEqual([]);
    });
  }
});
