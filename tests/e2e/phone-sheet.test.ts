import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { paths } from "@/lib/routes";
import {
  DESKTOP,
  MOBILE,
  acknowledgeInPage,
  callSandbox,
  createAccount,
  browserForFile,
  loggedInPage,
  sandboxUrl,
} from "../support/browser";
import { AVA } from "../support/demoAccounts";
import { marker, pinOf } from "../support/mapInBrowser";
import { fillReview } from "../support/reviewForm";
import { signInOverHttp } from "../support/sandboxApi";

// The phone's shop sheet works as the map apps people know (docs/product.md §2): its handle drags
// it between peek, half and full, Directions is in its first view, a review just written is shown;
// a town fitted in view keeps its markers clear of the search bar; the open shop's marker is marked
// and label cards stay inside the map.

const browser = browserForFile();

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (a: Box, b: Box) =>
  a.x >= b.x - 0.5 &&
  a.y >= b.y - 0.5 &&
  a.x + a.width <= b.x + b.width + 0.5 &&
  a.y + a.height <= b.y + b.height + 0.5;

async function bostonShop(index: number) {
  const { token } = await signInOverHttp(inject("sandboxUrl"), AVA);
  const shops = (
    await callSandbox(
      "query",
      api.shops.inCity,
      { state: "MA", city: "BOSTON", paginationOpts: { numItems: 100, cursor: null } },
      token,
    )
  ).page;
  return shops[index]!;
}

/** Drags the sheet's handle by the mouse by `dy` pixels (up is negative), holding still before letting go. */
async function dragHandle(page: Page, handle: Locator, dy: number) {
  const box = (await handle.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + dy, { steps: 12 });
  await page.waitForTimeout(200); // held still: no fling
  await page.mouse.up();
}

/** The same drag by a finger, as Chromium receives touches. */
async function touchDragHandle(page: Page, handle: Locator, dy: number) {
  const box = (await handle.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (let step = 1; step <= 12; step++) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y: y + (dy * step) / 12 }] });
  }
  await page.waitForTimeout(200);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

const stopOf = (handle: Locator) => handle.getAttribute("aria-valuetext");

/** Directions' link, within the screen and the sheet's visible part. */
async function directionsInView(page: Page, panel: Locator) {
  const link = panel.getByRole("link", { name: "Directions", exact: true }).first();
  const box = await link.boundingBox();
  const sheet = (await panel.boundingBox())!;
  return box !== null && box.y >= sheet.y && box.y + box.height <= page.viewportSize()!.height;
}

describe("the phone sheet and the map, in a real browser", () => {
  it("drags the sheet between peek, half and full by mouse, finger and keys, with Directions in its first view, at 375 px", async () => {
    const shop = await bostonShop(0);
    const { page, context } = await loggedInPage(browser(), MOBILE, AVA, { hasTouch: true });
    await page.goto(sandboxUrl(`/home?shop=${shop._id}`));
    const panel = page.getByRole("dialog", { name: shop.name });
    await panel.getByRole("link", { name: "Directions", exact: true }).first().waitFor();
    const handle = panel.getByRole("slider", { name: "Sheet height" });
    const top = async () => (await panel.boundingBox())!.y;
    const nav = (await page.getByRole("navigation", { name: "Main" }).boundingBox())!;
    const screen = page.viewportSize()!.height;

    // It opens at half, Directions first among the actions and in view.
    expect(await stopOf(handle)).toMatch(/^Half/);
    await expect.poll(() => directionsInView(page, panel)).toBe(true);
    const half = await top();

    // Dragged down by the mouse: its peek, lower, Directions still in view.
    await dragHandle(page, handle, 260);
    await expect.poll(() => stopOf(handle)).toMatch(/^Peek/);
    await expect.poll(top).toBeGreaterThan(half + 60);
    expect(await directionsInView(page, panel)).toBe(true);
    // The peek leaves most of the screen to the map.
    expect(screen - (await top())).toBeLessThan(screen * 0.4);

    // Dragged up by the mouse: full, the sheet's top at the top bar's bottom.
    await dragHandle(page, handle, -(await top()));
    await expect.poll(() => stopOf(handle)).toMatch(/^Full/);
    await expect.poll(top).toBeLessThan(nav.y + nav.height + 1);

    // Dragged down by a finger about half the screen: half again.
    await touchDragHandle(page, handle, half - (await top()));
    await expect.poll(() => stopOf(handle)).toMatch(/^Half/);
    await expect.poll(top).toBeCloseTo(half, -1);

    // A quick flick up from peek goes on to half, though peek is nearer where it was let go.
    await dragHandle(page, handle, 260);
    await expect.poll(() => stopOf(handle)).toMatch(/^Peek/);
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + 50, box.y + 20);
    await page.mouse.down();
    await page.mouse.move(box.x + 50, box.y - 40, { steps: 3 });
    await page.mouse.up();
    await expect.poll(() => stopOf(handle)).toMatch(/^Half/);

    // The keyboard steps it as a slider.
    await handle.focus();
    await page.keyboard.press("ArrowUp");
    await expect.poll(() => stopOf(handle)).toMatch(/^Full/);
    await page.keyboard.press("Home");
    await expect.poll(() => stopOf(handle)).toMatch(/^Peek/);
    await context.close();
  });

  it("shows the review just posted: the sheet full, scrolled to it, focused, at 375 px", async () => {
    const reviewer = await createAccount("Sheila", { cafeDrink: "Cortado" });
    const shop = await bostonShop(3);
    const { page, context } = await loggedInPage(browser(), MOBILE, reviewer);
    await page.goto(sandboxUrl(paths.addReview({ shop: shop.publicId })));
    await page.getByRole("heading", { name: `Review for ${shop.name}` }).waitFor();
    const text = `Sheet test ${Date.now()}: a bright, clean flat white.`;
    await fillReview(page, text);
    await page.getByRole("button", { name: "Submit Review" }).click();
    await acknowledgeInPage(page, MESSAGES.reviewSuccess);
    await page.waitForURL(/\/home\?shop=[^&]+&review=[^&]+$/);

    const panel = page.getByRole("dialog", { name: shop.name });
    await panel.waitFor();
    expect(await panel.getByRole("slider", { name: "Sheet height" }).getAttribute("aria-valuetext")).toMatch(/^Full/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? "")).toContain(text);
    // The focused review stands in the sheet's visible part, not below the fold.
    const review = panel.getByRole("listitem").filter({ hasText: text });
    const box = (await review.boundingBox())!;
    const sheet = (await panel.boundingBox())!;
    expect(box.y).toBeGreaterThan(sheet.y);
    expect(box.y).toBeLessThan(page.viewportSize()!.height - 100);
    await context.close();
  });

  it("fits a town's shops clear of the search bar, so the northernmost can be tapped, at 375 px", async () => {
    const { page, context } = await loggedInPage(browser(), MOBILE, AVA, { hasTouch: true });
    const map = page.getByRole("region", { name: "Map of coffee shops" });
    await map.waitFor();
    const mapBox = (await map.boundingBox())!;
    // Lowell's shops, as tall as the map less the old fit's 64 px margins at zoom 13 (the open map's
    // world is 512 px wide at zoom 0): the old fit put the northernmost pin under the search bar.
    const run = Date.now() % 100000;
    const north = { name: `North ${run} Lowell Cafe`, lat: 42.6434, lng: -71.3162 };
    const world = 512 * 2 ** 13;
    const mercY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / (2 * Math.PI);
    const latOf = (y: number) => (360 / Math.PI) * Math.atan(Math.exp(y * 2 * Math.PI)) - 90;
    const south = {
      name: `South ${run} Lowell Cafe`,
      lat: latOf(mercY(north.lat) - (mapBox.height - 134) / world),
      lng: -71.3142,
    };
    for (const shop of [north, south]) {
      const response = await fetch(sandboxUrl("/sandbox/insert-shop"), {
        method: "POST",
        body: JSON.stringify({ ...shop, city: "LOWELL", state: "MA" }),
      });
      expect(response.ok).toBe(true);
    }
    const search = page.getByRole("combobox", { name: "Search cities and coffee shops" });
    await search.fill("Lowell MA");
    await search.press("Enter");
    const pin = pinOf(marker(page, north.name));
    await pin.waitFor({ timeout: 20_000 });
    // Settled: the pin stands still.
    let last = "";
    await expect
      .poll(async () => {
        const now = JSON.stringify(await pin.boundingBox());
        const still = now === last;
        last = now;
        return still;
      })
      .toBe(true);
    const pinBox = (await pin.boundingBox())!;
    for (const cover of await page.locator("[data-map-overlay], .leaflet-control-zoom").all()) {
      const box = await cover.boundingBox();
      if (box) expect(overlap(pinBox, box)).toBe(false);
    }
    // Tapped near its top edge, as a finger may: the old fit left that part under the search bar.
    await pin.tap({ position: { x: pinBox.width / 2, y: 4 }, timeout: 5_000 });
    await page.getByRole("dialog", { name: north.name }).waitFor();
    await context.close();
  });

  it("marks the open shop's marker and keeps label cards inside the map beside the side sheet, at 1280 px", async () => {
    const { page, context } = await loggedInPage(browser(), DESKTOP, AVA);
    const search = page.getByRole("combobox", { name: "Search cities and coffee shops" });
    await search.fill("Thinking Cup");
    await search.press("Enter");
    const sheet = page.getByRole("region", { name: "Thinking Cup" });
    await sheet.waitFor();
    const open = marker(page, "Thinking Cup");
    await expect.poll(() => open.getAttribute("aria-current")).toBe("true");
    const map = page.getByRole("region", { name: "Map of coffee shops" });
    expect(await map.locator('[aria-current="true"]').count()).toBe(1);

    // Its pin dragged into the top-right corner: its card, with no room on its right nor above,
    // goes to its left, slid down onto the map rather than cut by the edge or hidden.
    const pin = pinOf(open);
    await expect.poll(async () => (await pin.boundingBox()) !== null).toBe(true);
    const from = (await pin.boundingBox())!;
    const mapBox = (await map.boundingBox())!;
    const target = { x: mapBox.x + mapBox.width - 16, y: mapBox.y + 10 };
    const dx = target.x - (from.x + from.width / 2);
    const dy = target.y - (from.y + from.height / 2);
    // Grabbed beside the marker, on the map itself.
    const start = { x: from.x - 60, y: from.y + 60 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + dx, start.y + dy, { steps: 20 });
    await page.waitForTimeout(300);
    await page.mouse.up();
    await page.mouse.move(mapBox.x + mapBox.width / 2, mapBox.y + mapBox.height - 120);
    const card = open.locator(":scope > span").nth(1);
    await expect.poll(() => card.evaluate((e) => e.checkVisibility({ visibilityProperty: true }))).toBe(true);
    const sheetBox = (await sheet.boundingBox())!;
    const cards = await map.locator("[data-marker] button > span + span").all();
    for (const each of cards) {
      if (!(await each.evaluate((e) => e.checkVisibility({ visibilityProperty: true })))) continue;
      const box = (await each.boundingBox())!;
      expect(inside(box, mapBox)).toBe(true);
      expect(overlap(box, sheetBox)).toBe(false);
    }
    await context.close();
  });
});
