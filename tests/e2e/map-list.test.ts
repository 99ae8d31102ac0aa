import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { demoShops } from "@convex/data/demoData";
import { MESSAGES } from "@convex/rules/messages";
import { NEAR_ME_MESSAGES, NEAR_ME_WAITING } from "@/features/map/near-me/useNearMe";
import { DESKTOP, MOBILE, hasNoHorizontalScroll, browserForFile, loggedInPage, sandboxUrl } from "../support/browser";
import { AVA } from "../support/demoAccounts";

const browser = browserForFile();

type Size = { width: number; height: number };
const SIZES: [string, Size][] = [
  ["375 px", MOBILE],
  ["1280 px", DESKTOP],
];

/** Near the middle of the demo shops (downtown Boston). */
const BOSTON = { latitude: 42.3551, longitude: -71.0702 };

const open = (size: Size, options: BrowserContextOptions = {}) => loggedInPage(browser(), size, AVA, options);

const list = (page: Page) => page.getByRole("region", { name: /shops? in view$/ });
const map = (page: Page) => page.getByRole("region", { name: "Map of coffee shops" });
/** The list's rows (their buttons), once it has some. On a phone the list is a sheet opened with "List". */
async function rows(page: Page, size: Size) {
  if (size === MOBILE && (await page.getByRole("button", { name: "List" }).getAttribute("aria-expanded")) === "false") {
    await page.getByRole("button", { name: "List" }).click();
  }
  const buttons = list(page).getByRole("listitem").getByRole("button");
  await buttons.first().waitFor();
  return buttons;
}
/** Each row's visible lines: [name, " 4.5 (2) · Medium roast" (after a cup), status, distance ("0.4 mi", or "" until located)]. */
const rowTexts = async (page: Page, size: Size) =>
  (await rows(page, size)).evaluateAll((buttons) =>
    buttons.map((b) => {
      const [top, meta, status] = [...b.children];
      return [
        top!.children[0]!.textContent!,
        meta!.textContent!,
        status!.textContent!,
        top!.children[1]?.textContent ?? "",
      ];
    }),
  );
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const reviewsOf = (line: string) => Number(/\((\d+)\)/.exec(line)?.[1] ?? 0);

describe.each(SIZES)("the shops in view at %s", (_, size) => {
  it("lists the shops in view, sorts them and opens the one chosen", async () => {
    const { page, context } = await open(size);
    const heading = list(page).getByRole("heading", { name: /^\d+ shops in view$/ });
    await heading.waitFor();
    if (size === MOBILE) {
      // Collapsed, the sheet leaves the map; opened, it takes part of it and never the whole.
      expect(await list(page).getByRole("listitem").count()).toBe(0);
      await rows(page, size);
      const sheet = (await list(page).boundingBox())!;
      expect(sheet.height).toBeLessThan(MOBILE.height * 0.6);
      expect((await map(page).boundingBox())!.height).toBeGreaterThan(250);
    }
    // The map shrank for the sheet: the count follows what is still in view.
    await expect
      .poll(async () => Number(/^(\d+)/.exec((await heading.textContent())!)![1]))
      .toBe((await rowTexts(page, size)).length);
    const count = (await rowTexts(page, size)).length;
    expect(count).toBeGreaterThan(2);
    expect(await hasNoHorizontalScroll(page)).toBe(true);

    // Sorted by rating: best first; then by number of reviews.
    const byRating = await rowTexts(page, size);
    expect(byRating).toHaveLength(count);
    const ratings = byRating.map(([, meta]) => Number(/^\s*([\d.]+) \(/.exec(meta!)?.[1] ?? 0));
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(
      byRating.every(([, meta, status]) => /roast$/.test(meta!) && /^(Open|Closed|Hours not confirmed)/.test(status!)),
    ).toBe(true);
    expect(byRating.some(([, , status]) => status === MESSAGES.hoursNotConfirmed)).toBe(true);
    await list(page).getByText("Reviews", { exact: true }).click();
    await expect
      .poll(async () => (await rowTexts(page, size)).map(([, meta]) => reviewsOf(meta!)))
      .toEqual(byRating.map(([, meta]) => reviewsOf(meta!)).sort((a, b) => b - a));

    // Choosing a row opens its panel.
    const [name] = (await rowTexts(page, size))[0]!;
    await (await rows(page, size)).first().click();
    await page.getByRole("heading", { name, exact: true, level: 2 }).waitFor();
    expect(new URL(page.url()).searchParams.get("shop")).toMatch(/.+/);
    await context.close();
  });

  it("filters on the server: the markers and the address change, a reload keeps the filters, a row keeps them", async () => {
    const { page, context } = await open(size);
    await list(page)
      .getByRole("heading", { name: /^\d+ shops in view$/ })
      .waitFor();
    await rows(page, size);
    // One zoom level out, so the phone's map (above its list) holds markers of every roast.
    await page.getByRole("button", { name: "Zoom out", exact: true }).click();
    const roasts = () =>
      map(page)
        .getByRole("button", { name: /, (Light|Medium|Dark) roast$/ })
        .evaluateAll((buttons) => buttons.map((b) => /(\w+) roast$/.exec(b.getAttribute("aria-label")!)![1]));
    await expect.poll(async () => new Set(await roasts()).size, { timeout: 15_000 }).toBe(3);

    await page.getByRole("button", { name: "Filters" }).click();
    const dialog = page.getByRole("dialog", { name: "Filters" });
    await dialog.getByText("Light", { exact: true }).click();
    await page.waitForURL(/[?&]roastStyle=light/);
    await dialog
      .getByRole("status")
      .getByText(/shops? in view/)
      .waitFor();
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect.poll(async () => [...new Set(await roasts())], { timeout: 15_000 }).toEqual(["Light"]);
    expect((await rowTexts(page, size)).every(([, meta]) => meta!.endsWith("Light roast"))).toBe(true);

    await page.reload();
    await page.getByRole("button", { name: "Filters, 1 on" }).waitFor();
    expect(new URL(page.url()).searchParams.get("roastStyle")).toBe("light");
    await expect.poll(async () => [...new Set(await roasts())], { timeout: 15_000 }).toEqual(["Light"]);
    const lightRows = await rowTexts(page, size);
    expect(lightRows.length).toBeGreaterThan(0);
    expect(lightRows.every(([, meta]) => meta!.endsWith("Light roast"))).toBe(true);

    await (await rows(page, size)).first().click();
    await page.getByRole("heading", { name: lightRows[0]![0], exact: true, level: 2 }).waitFor();
    const url = new URL(page.url());
    expect(url.searchParams.get("shop")).toMatch(/.+/);
    expect(url.searchParams.get("roastStyle")).toBe("light");
    await context.close();
  });

  it("near me: centres on the person with their permission, shows distances", async () => {
    const { page, context } = await open(size, { geolocation: BOSTON, permissions: ["geolocation"] });
    await list(page)
      .getByRole("heading", { name: /shops? in view$/ })
      .waitFor();
    await page.getByRole("button", { name: "Show shops near me" }).click();
    await map(page).getByRole("img", { name: "Your location" }).waitFor();
    // The map is centred on the person: their dot is in the middle of the map.
    const offCentre = async () => {
      const dot = (await map(page).getByRole("img", { name: "Your location" }).boundingBox())!;
      const box = (await map(page).boundingBox())!;
      return Math.max(
        Math.abs(dot.x + dot.width / 2 - (box.x + box.width / 2)),
        Math.abs(dot.y + dot.height / 2 - (box.y + box.height / 2)),
      );
    };
    await expect.poll(offCentre, { timeout: 15_000 }).toBeLessThan(4);
    const located = await rowTexts(page, size);
    expect(located.every(([, , , distance]) => /^\d+(\.\d)? mi$/.test(distance!))).toBe(true);
    const miles = located.map(([, , , distance]) => parseFloat(distance!));
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(await list(page).getByRole("radio", { name: "Distance" }).isChecked()).toBe(true);
    await expect.poll(offCentre).toBeLessThan(4); // also once a phone's list has taken part of the map

    await context.close();
  });

  it("near me: says so when the person never allowed their location", async () => {
    // A context that never had the permission: the browser refuses without a cached position to fall back on.
    const { page, context } = await open(size, { geolocation: BOSTON });
    await list(page)
      .getByRole("heading", { name: /shops? in view$/ })
      .waitFor();
    await page.getByRole("button", { name: "Show shops near me" }).click();
    await page.getByRole("alert").getByText(NEAR_ME_MESSAGES.denied).waitFor();
    expect(await page.getByRole("status").getByText(NEAR_ME_WAITING).count()).toBe(0);
    expect(await map(page).getByRole("img", { name: "Your location" }).count()).toBe(0);
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    await context.close();
  });
});

describe("open now", () => {
  it("matches only shops open at that minute in their own time zone; shops without hours never match", async () => {
    const { page, context } = await open(DESKTOP);
    // A Wednesday at 15:00 UTC (10 or 11 am in Boston): every demo shop with hours is open.
    const wednesday = new Date();
    wednesday.setUTCDate(wednesday.getUTCDate() - ((wednesday.getUTCDay() + 4) % 7));
    wednesday.setUTCHours(15, 0, 0, 0);
    await page.clock.setFixedTime(wednesday);
    await page.goto(sandboxUrl("/home?openNow=1"));
    await page.getByRole("button", { name: "Filters, 1 on" }).waitFor();
    const openRows = await rowTexts(page, DESKTOP);
    expect(openRows.length).toBeGreaterThan(3);
    // "Open 24 hours" is open too (a browser test may have set a demo shop's hours so).
    expect(openRows.every(([, , status]) => /^(Open now · closes|Open 24 hours)/.test(status!))).toBe(true);
    const withoutHours = demoShops()
      .filter((shop) => !shop.openingHours)
      .map((shop) => shop.name);
    expect(openRows.filter(([name]) => withoutHours.includes(name!))).toEqual([]);
    expect(
      await map(page)
        .getByRole("button", { name: new RegExp(`^(${withoutHours.map(escape).join("|")}), `) })
        .count(),
    ).toBe(0);

    // Thursday 09:00 UTC (4 or 5 am in Boston): none of them is open.
    await page.clock.setFixedTime(new Date(wednesday.getTime() + 18 * 3600_000));
    await page.reload();
    await list(page).getByText("No shops in view match these filters: Open now.").waitFor();
    // The map's own note says the same, not "No shops in view." with only Zoom out.
    await page.getByRole("status").filter({ hasText: "No shops in view match these filters: Open now." }).waitFor();
    await context.close();
  });
});
