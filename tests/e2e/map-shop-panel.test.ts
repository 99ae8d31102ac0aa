import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_BEANS, demoShops } from "@convex/data/demoData";
import { drinkLabel } from "@convex/rules/catalog";
import { describeWeek } from "@convex/rules/hoursText";
import { parseOpeningHours } from "@convex/rules/openingHours";
import { typicalFlavorNotes } from "@convex/rules/flavorNotes";
import { labelName } from "@/features/map/markerStyle";
import { MESSAGES } from "@convex/rules/messages";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import {
  DESKTOP,
  MOBILE,
  browserDialogs,
  callSandbox,
  hasNoHorizontalScroll,
  browserForFile,
  logIn,
  newPage,
} from "../support/browser";
import { AVA, BEN } from "../support/demoAccounts";
import { avaToken, escapeRegExp, marker, pinOf } from "../support/mapInBrowser";

/** A point of the map's box where nothing but the map itself is under the pointer. */
async function bareMapPoint(page: Page, box: { x: number; y: number; width: number; height: number }) {
  const point = await page.evaluate((box) => {
    for (const fy of [0.5, 0.35, 0.65, 0.25, 0.75])
      for (const fx of [0.5, 0.35, 0.65, 0.25, 0.75]) {
        const x = box.x + box.width * fx;
        const y = box.y + box.height * fy;
        const under = document.elementFromPoint(x, y);
        if (under?.closest('[aria-label="Map of coffee shops"]') && !under.closest("button, a, input")) return { x, y };
      }
    return null;
  }, box);
  expect(point, "a bare spot on the map").not.toBeNull();
  return point!;
}

const browser = browserForFile();

describe("map and shop panel in a real browser", () => {
  it("shows markers without tiles, clusters when zoomed out, searches cities and opens a full shop panel", async () => {
    const { page, context } = await newPage(browser(), DESKTOP);
    const dialogs = browserDialogs(page);
    await logIn(page, AVA.email, AVA.password);
    await page.getByRole("region", { name: "Map of coffee shops" }).waitFor();
    // With no network for tiles the markers still show, with label cards at the initial zoom 14.
    const render = demoShops()[0];
    await marker(page, render.name).waitFor();
    expect(await page.getByText(labelName("Broadsheet Coffee Roasters"), { exact: true }).count()).toBe(1);

    // Dragging the map carries the markers with it (to the pixel, give or take rounding).
    const map = page.getByRole("region", { name: "Map of coffee shops" });
    const mapBox = (await map.boundingBox())!;
    const before = (await marker(page, render.name).boundingBox())!;
    // Grabbed on bare map: other tests' shops may sit at the centre, and pressing one opens it instead.
    const start = await bareMapPoint(page, mapBox);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 60, start.y + 40, { steps: 6 });
    // Held still before release, so Leaflet adds no inertia glide (it measures the last 50 ms);
    // on a slow machine the moves spread over several frames and would otherwise glide on.
    await page.waitForTimeout(300);
    await page.mouse.up();
    await expect
      .poll(async () => {
        const after = (await marker(page, render.name).boundingBox())!;
        return Math.abs(after.x - before.x - 60) <= 1.5 && Math.abs(after.y - before.y - 40) <= 1.5;
      })
      .toBe(true);

    // Zoomed out to 12, nearby shops group into clusters and the cards go away.
    await page.getByRole("button", { name: "Zoom out", exact: true }).click();
    await page.getByRole("button", { name: "Zoom out", exact: true }).click();
    const cluster = page.getByRole("button", { name: /^\d+ shops here, zoom in$/ }).first();
    await cluster.waitFor();
    await expect.poll(() => page.getByText(/^(Light|Medium|Dark) roast$/).count()).toBe(0);
    await cluster.click();
    await page
      .getByRole("button", { name: /, (Light|Medium|Dark) roast$/ })
      .first()
      .waitFor();

    // City search: blank is ignored, unknown says so, a known city recentres (zoom 15: cards again).
    const search = page.getByRole("combobox", { name: "Search cities and coffee shops" });
    await search.fill("   ");
    await search.press("Enter");
    await search.fill("Nowhereville Zzz");
    await search.press("Enter");
    await page.getByText(MESSAGES.cityNotFound).waitFor();
    expect(await page.getByText(MESSAGES.cityNotFound).count()).toBe(1);
    expect(dialogs).toEqual([]);
    await search.fill("Providence RI");
    await search.press("Enter");
    await expect.poll(() => marker(page, render.name).count(), { timeout: 15_000 }).toBe(0);
    await search.fill("Boston");
    await search.press("Enter");
    // The town's shops fit in view (clustered where they crowd); a shop's own name then goes to it.
    await page.getByRole("heading", { name: /^\d+ shops in view$/ }).waitFor({ timeout: 15_000 });
    await search.fill(render.name);
    await search.press("Enter");
    await page
      .getByRole("region", { name: render.name, exact: true })
      .getByRole("button", { name: "Close shop panel" })
      .click();
    await marker(page, render.name).getByText(labelName(render.name), { exact: true }).waitFor();

    // The label card opens the panel.
    await marker(page, render.name).getByText(labelName(render.name), { exact: true }).click();
    const panel = page.getByRole("region", { name: render.name, exact: true }); // a side sheet on a desktop
    await panel.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Close shop panel");
    const shopId = new URL(page.url()).searchParams.get("shop")!;
    const expected = await callSandbox("query", api.shopPanel.shared, { id: shopId }, await avaToken());
    const about = panel.getByRole("region", { name: "About" });
    await about.getByText(`${render.streetAddress}, ${render.city}, ${render.state}`).waitFor();
    // The week in words, the one open now reads (one week: the typed hours show only as a note it cannot say).
    await about.getByText(describeWeek(parseOpeningHours(expected!.shop.openingHours)!)).waitFor();
    await about.getByText("Hours may vary.").waitFor();
    await about.getByRole("link", { name: render.website }).waitFor();
    await about.getByText(render.beverages.map(drinkLabel).join(", ")).waitFor();
    const seededBeans = DEMO_BEANS.slice(0, 2);
    await about.getByText(typicalFlavorNotes(seededBeans).join(", ")).waitFor();
    await about.getByText(drinkLabel((expected as { popularDrink: string }).popularDrink), { exact: true }).waitFor();
    const options = panel.getByRole("region", { name: "Options" });
    expect(await options.locator("dd").allTextContents()).toEqual(
      [render.dairyFree, render.glutenFriendly, render.bakeryOptions, render.mealOptions].map((value) =>
        value ? "Yes" : "No",
      ),
    );
    const beans = panel.getByRole("region", { name: "Beans" });
    for (const bean of seededBeans) await beans.getByText(bean.name).waitFor();
    const reviews = panel.getByRole("region", { name: "Shop Reviews" });
    const reviewer = reviews.getByRole("link").first();
    await reviewer.waitFor();
    expect(await reviewer.getAttribute("href")).toMatch(/^\/otheruser\/[a-z0-9-]+\?uid=/);
    await reviews.getByRole("list", { name: "Badges" }).first().waitFor();
    await panel.getByText(/^Shop Submitted by:/).waitFor();
    expect(await panel.getByText(/^Shop Submitted by:/).textContent()).toBe(
      `Shop Submitted by: ${(expected as { shop: { submitterName: string } }).shop.submitterName}`,
    );

    // 'View Photos' is offered only when the shop has photos (tests/e2e/shop-photos.test.ts opens the viewer).
    const photos = await callSandbox(
      "query",
      api.photos.forShop,
      { shopId: shopId as Id<"shops">, paginationOpts: { numItems: 1, cursor: null } },
      await avaToken(),
    );
    await expect
      .poll(() => panel.getByRole("button", { name: "View Photos" }).count())
      .toBe(photos.page.length > 0 ? 1 : 0);
    // Escape closes the panel and focus returns to the card.
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "detached" });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? ""))
      .toMatch(new RegExp(`^${escapeRegExp(render.name)}, `));

    // The reviewer link goes to their page, and leaving the map after all that flying about does not
    // freeze the page (with the earlier WebGL map, queued frames did: 5-10 s).
    await pinOf(marker(page, render.name)).click();
    // Followed by keyboard: the panel may still be gliding to the reviews the pin brought back into view, and a
    // pointer aimed mid-glide lands beside the link.
    await panel.getByRole("region", { name: "Shop Reviews" }).locator('a[href*="/otheruser/"]').first().focus();
    await page.keyboard.press("Enter");
    const left = Date.now();
    await page.waitForURL(/\/otheruser\/.+\?uid=/);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(Date.now() - left).toBeLessThan(3000);
    await context.close();
  });

  it("fits a 375 px screen, and the panel opens from a marker and closes with X", async () => {
    const { page, context } = await newPage(browser(), MOBILE);
    await logIn(page, BEN.email, BEN.password);
    const shop = demoShops()[0];
    await marker(page, shop.name).waitFor();
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    await pinOf(marker(page, shop.name)).click();
    const panel = page.getByRole("dialog", { name: shop.name });
    await panel.getByRole("region", { name: "Shop Reviews" }).waitFor();
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    const box = await panel.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(MOBILE.width);
    await panel.getByRole("button", { name: "Close shop panel" }).click();
    await panel.waitFor({ state: "detached" });
    await context.close();
  });
});
