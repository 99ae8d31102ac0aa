import AxeBuilder from "@axe-core/playwright";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoShops } from "@convex/data/demoData";
import { DESKTOP, MOBILE, PHONE_AND_DESKTOP, launchBrowser, loggedInPage, sandboxUrl } from "../support/browser";
import { AVA, BEN } from "../support/demoAccounts";

// The map (decision 12): stacked shops stay reachable, label cards never overlap each other or the
// controls, the search box comes first in the tab order and off-screen markers are not in it, and on
// a desktop the panel is a side sheet beside a map that still works.

let browser: Browser;
/** This run's shops around Worcester, MA, far from the demo shops in Boston. */
const RUN = Date.now() % 100000;
const WORCESTER = { lat: 42.2626, lng: -71.8023 };
const denseName = (row: number, column: number) => `Dense ${RUN} Roastery ${row}${column}`;
const TWINS = [`Twin ${RUN} North Bar`, `Twin ${RUN} South Bar`];

async function insertShop(shop: { name: string; lat: number; lng: number }) {
  const response = await fetch(sandboxUrl("/sandbox/insert-shop"), { method: "POST", body: JSON.stringify(shop) });
  expect(response.ok).toBe(true);
}

beforeAll(async () => {
  browser = await launchBrowser();
  // A crowded block: 6 × 5 shops about 65 px apart at the search zoom (just beyond the cluster
  // radius, so none cluster), and two shops at the very same address just south of it.
  for (let row = 0; row < 6; row++) {
    for (let column = 0; column < 5; column++) {
      await insertShop({
        name: denseName(row, column),
        lat: WORCESTER.lat + (row - 2.5) * 0.00105,
        lng: WORCESTER.lng + (column - 2) * 0.0014,
      });
    }
  }
  for (const name of TWINS) await insertShop({ name, lat: WORCESTER.lat - 0.0037, lng: WORCESTER.lng + 0.0007 });
});
afterAll(async () => {
  await browser?.close();
});

const mapOf = (page: Page) => page.getByRole("region", { name: "Map of coffee shops" });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const marker = (page: Page, name: string) =>
  mapOf(page).getByRole("button", { name: new RegExp(`^${escape(name)}, `) });

async function goToWorcester(page: Page) {
  const search = page.getByRole("combobox", { name: "Search cities and coffee shops" });
  await search.fill("Worcester MA");
  await search.press("Enter");
  await marker(page, denseName(2, 2)).waitFor({ timeout: 20_000 });
  // Away from every marker, so no card shows for a hover.
  await page.mouse.move(1, page.viewportSize()!.height - 1);
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The label cards a person sees: the second part of each marker button, when visible. */
async function visibleCards(page: Page): Promise<(Box & { text: string })[]> {
  return mapOf(page)
    .locator("button > span:nth-child(2)")
    .evaluateAll((cards) =>
      cards
        .filter((card) => getComputedStyle(card).visibility === "visible")
        .map((card) => {
          const { x, y, width, height } = card.getBoundingClientRect();
          return { x, y, width, height, text: card.textContent ?? "" };
        }),
    );
}

/** Every control standing over the map: the search row, the status lines, the zoom buttons, the attribution. */
async function controlBoxes(page: Page): Promise<Box[]> {
  const search = (await page.getByRole("search").boundingBox())!;
  const zoom = (await page.getByRole("button", { name: "Zoom in", exact: true }).boundingBox())!;
  const zoomOut = (await page.getByRole("button", { name: "Zoom out", exact: true }).boundingBox())!;
  const attribution = (await page.getByRole("link", { name: "OpenStreetMap" }).boundingBox())!;
  return [search, zoom, zoomOut, attribution];
}

describe("map markers in a real browser", () => {
  for (const [label, viewport] of PHONE_AND_DESKTOP) {
    it(`keeps label cards apart and off the controls in a crowded view, showing a hidden one on hover (${label})`, async () => {
      const { page, context } = await loggedInPage(browser, viewport, AVA);
      await goToWorcester(page);
      await expect.poll(async () => (await visibleCards(page)).length).toBeGreaterThan(0);
      const cards = await visibleCards(page);
      const controls = await controlBoxes(page);
      for (const [i, card] of cards.entries()) {
        for (const other of cards.slice(i + 1))
          expect(overlap(card, other), `${card.text} / ${other.text}`).toBe(false);
        for (const control of controls) expect(overlap(card, control), `${card.text} under a control`).toBe(false);
      }
      // Not every card fits: the others wait for a hover (or focus) on their pin.
      const dense = Array.from({ length: 30 }, (_, i) => marker(page, denseName(Math.floor(i / 5), i % 5)));
      const card = (m: Locator) => m.locator(":scope > span").nth(1);
      const withCard = await Promise.all(dense.map((m) => card(m).isVisible()));
      const hidden = dense[withCard.indexOf(false)]!;
      expect(withCard.filter(Boolean).length).toBeLessThan(30);
      await hidden.locator(":scope > span").first().hover();
      await card(hidden).waitFor({ state: "visible" });
      await context.close();
    });
  }

  it("spreads two shops at the same address from their cluster, and opens each of them (phone)", async () => {
    const { page, context } = await loggedInPage(browser, MOBILE, BEN);
    await goToWorcester(page);
    // At the search zoom they are one cluster; it cannot split by zooming, so opening it spreads them
    // (here from the keyboard: the focus follows to the stack).
    await mapOf(page).getByRole("button", { name: "2 shops here, zoom in" }).focus();
    await page.keyboard.press("Enter");
    const stack = mapOf(page).getByRole("button", { name: "2 shops at this spot" });
    await expect.poll(() => stack.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => stack.evaluate((element) => element === document.activeElement)).toBe(true);
    const [north, south] = TWINS.map((name) => marker(page, name));
    const [a, b] = [(await north!.boundingBox())!, (await south!.boundingBox())!];
    expect(overlap(a, b)).toBe(false);

    await north!.click();
    const panel = page.getByRole("dialog", { name: TWINS[0] });
    await panel.waitFor();
    // A sheet in the lower part of the screen, not modal: the map and the shop's pin stay in sight above it.
    expect(await panel.getAttribute("aria-modal")).toBeNull();
    const header = (await page.getByRole("navigation", { name: "Main" }).boundingBox())!;
    const sheet = (await panel.boundingBox())!;
    expect(sheet.y).toBeGreaterThan(page.viewportSize()!.height * 0.3);
    await expect
      .poll(async () => {
        const pin = (await north!.boundingBox())!;
        return pin.y > header.y + header.height && pin.y + pin.height <= sheet.y;
      })
      .toBe(true);
    // A tap on its handle takes it to the full height, another down to its peek (phone-sheet.test.ts drags it).
    const handle = panel.getByRole("slider", { name: "Sheet height" });
    await handle.click();
    await expect.poll(async () => (await panel.boundingBox())!.y).toBeLessThan(header.y + header.height + 1);
    await handle.click();
    await expect.poll(async () => (await panel.boundingBox())!.y).toBeGreaterThan(page.viewportSize()!.height * 0.3);
    await panel.getByRole("button", { name: "Close shop panel" }).click();
    await panel.waitFor({ state: "detached" });
    await south!.click();
    await page.getByRole("dialog", { name: TWINS[1] }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog", { name: TWINS[1] }).waitFor({ state: "detached" });

    // The keyboard closes the spread the same way and keeps the focus on the stack.
    await south!.focus();
    await page.keyboard.press("Escape");
    await expect.poll(() => stack.getAttribute("aria-expanded")).toBe("false");
    expect(await stack.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await north!.count()).toBe(0);
    await page.keyboard.press("Enter");
    await north!.waitFor();
    await context.close();
  });

  it("opens the panel as a side sheet on a desktop, and another marker beside it opens that shop", async () => {
    const { page, context } = await loggedInPage(browser, DESKTOP, AVA);
    await goToWorcester(page);
    await mapOf(page).getByRole("button", { name: "2 shops here, zoom in" }).click();
    const [north, south] = TWINS.map((name) => marker(page, name)) as [Locator, Locator];
    await north.click();
    const sheet = page.getByRole("region", { name: TWINS[0], exact: true });
    await sheet.getByRole("heading", { name: TWINS[0] }).waitFor();
    // Not modal: no dialog, no backdrop; the map beside it still answers.
    expect(await page.getByRole("dialog").count()).toBe(0);
    const sheetBox = (await sheet.boundingBox())!;
    expect(sheetBox.width).toBeGreaterThanOrEqual(400);
    expect(sheetBox.width).toBeLessThanOrEqual(440);
    await south.click();
    await page.getByRole("region", { name: TWINS[1], exact: true }).getByRole("heading", { name: TWINS[1] }).waitFor();
    expect(await page.getByRole("region", { name: TWINS[0], exact: true }).count()).toBe(0);

    // Dragging the map moves its markers while the sheet is open.
    const before = (await south.boundingBox())!;
    const map = (await mapOf(page).boundingBox())!;
    const start = { x: map.x + map.width - 150, y: map.y + map.height - 150 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x - 80, start.y - 50, { steps: 6 });
    await page.waitForTimeout(300);
    await page.mouse.up();
    await expect.poll(async () => Math.round((await south.boundingBox())!.x - before.x)).toBeLessThan(-60);

    // Escape closes it; the focus goes back to the marker that opened it.
    await page
      .getByRole("region", { name: TWINS[1], exact: true })
      .getByRole("button", { name: "Close shop panel" })
      .focus();
    await page.keyboard.press("Escape");
    await page.getByRole("region", { name: TWINS[1], exact: true }).waitFor({ state: "detached" });
    expect(await south.evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });

  for (const [label, viewport] of PHONE_AND_DESKTOP) {
    it(`reaches the search box before any marker with Tab, and never an off-screen marker (${label})`, async () => {
      const { page, context } = await loggedInPage(browser, viewport, BEN);
      await marker(page, demoShops()[0].name).waitFor();
      const mapBox = (await mapOf(page).boundingBox())!;
      const searchBox = (await page.getByRole("search").boundingBox())!;
      // Markers just beyond the edges are drawn (ready for a drag), but out of the tab order.
      const offScreen = await mapOf(page)
        .locator("button[aria-label]")
        .evaluateAll((buttons, box) => {
          const outside = buttons.filter((button) => {
            const pin = (button.firstElementChild ?? button).getBoundingClientRect();
            const [x, y] = [pin.left + pin.width / 2, pin.top + pin.height / 2];
            return x < box.x || x > box.x + box.width || y < box.y || y > box.y + box.height;
          });
          return {
            count: outside.length,
            tabbable: outside
              .filter((button) => button.tabIndex >= 0)
              .map((button) => button.getAttribute("aria-label")),
          };
        }, mapBox);
      expect(offScreen.count).toBeGreaterThan(0);
      expect(offScreen.tabbable).toEqual([]);

      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const focused: { label: string; marker: boolean; x: number; y: number }[] = [];
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press("Tab");
        focused.push(
          await page.evaluate(() => {
            const element = document.activeElement as HTMLElement;
            const inMap =
              element.tagName === "BUTTON" &&
              element.closest("[aria-label='Map of coffee shops']") !== null &&
              !element.closest(".leaflet-control");
            const pin = (inMap ? (element.firstElementChild ?? element) : element).getBoundingClientRect();
            return {
              label: element.getAttribute("aria-label") ?? element.getAttribute("placeholder") ?? "",
              marker: inMap,
              x: pin.left + pin.width / 2,
              y: pin.top + pin.height / 2,
            };
          }),
        );
      }
      const search = focused.findIndex((f) => f.label === "City, shop or ZIP");
      const firstMarker = focused.findIndex((f) => f.marker);
      expect(search).toBeGreaterThanOrEqual(0);
      expect(firstMarker).toBeGreaterThan(search);
      for (const f of focused.filter((f) => f.marker)) {
        expect(
          f.x >= mapBox.x && f.x <= mapBox.x + mapBox.width && f.y >= mapBox.y && f.y <= mapBox.y + mapBox.height,
          f.label,
        ).toBe(true);
        expect(
          f.x >= searchBox.x &&
            f.x <= searchBox.x + searchBox.width &&
            f.y >= searchBox.y &&
            f.y <= searchBox.y + searchBox.height,
          `${f.label} under the search box`,
        ).toBe(false);
      }
      await context.close();
    });
  }

  for (const [label, viewport] of PHONE_AND_DESKTOP) {
    it(`has no serious axe violation with a stack spread and a shop's panel open (${label})`, async () => {
      const { page, context } = await loggedInPage(browser, viewport, AVA);
      await goToWorcester(page);
      await mapOf(page).getByRole("button", { name: "2 shops here, zoom in" }).click();
      await marker(page, TWINS[0]!).locator(":scope > span").first().click(); // the pin: a marker takes the pointer on its pin and card only
      await page.getByRole("heading", { name: TWINS[0] }).waitFor();
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
      expect(serious).toEqual([]);
      await context.close();
    });
  }
});
