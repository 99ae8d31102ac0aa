import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { demoShops } from "@convex/data/demoData";
import { MOBILE, browserForFile, logIn, newPage } from "../support/browser";
import { BEN } from "../support/demoAccounts";
import { marker, plainPng } from "../support/mapInBrowser";

const browser = browserForFile();

describe("map and shop panel in a real browser", () => {
  it("draws OpenStreetMap tiles when they can be downloaded, and the plain ground when not", async () => {
    const loadedTiles = (page: Page) =>
      page.locator("img.leaflet-tile-loaded[src^='https://tile.openstreetmap.org/']").count();
    const offline = await newPage(browser(), MOBILE);
    await logIn(offline.page, BEN.email, BEN.password);
    await marker(offline.page, demoShops()[0].name).waitFor();
    // Offline no tile loads: the markers work on the plain background, with no broken-image icons.
    await expect.poll(() => offline.page.locator("img.leaflet-tile").count()).toBeGreaterThan(0);
    expect(await loadedTiles(offline.page)).toBe(0);
    await offline.context.close();

    // With tiles reachable (a plain 256 px tile for every request), they fill the map under the markers.
    const online = await newPage(browser(), MOBILE);
    const body = await plainPng(online.page);
    let served = 0;
    await online.context.route("https://tile.openstreetmap.org/**", async (route) => {
      served++;
      await route.fulfill({ body, contentType: "image/png", headers: { "Access-Control-Allow-Origin": "*" } });
    });
    await logIn(online.page, BEN.email, BEN.password);
    await marker(online.page, demoShops()[0].name).waitFor();
    await expect.poll(() => loadedTiles(online.page)).toBeGreaterThan(0);
    // The view at zoom 14 on the 512 px world is drawn from zoom 15 tiles.
    expect(await online.page.locator("img.leaflet-tile-loaded").first().getAttribute("src")).toMatch(
      /^https:\/\/tile\.openstreetmap\.org\/15\//,
    );
    expect(served).toBeGreaterThan(0);
    await online.context.close();
  });
});
