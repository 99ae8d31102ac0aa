import { describe, expect, it } from "vitest";
import { MESSAGES } from "@convex/rules/messages";
import {
  DESKTOP,
  MOBILE,
  browserDialogs,
  hasNoHorizontalScroll,
  browserForFile,
  logIn,
  newPage,
  shopPanel,
} from "../support/browser";
import { AVA, BEN } from "../support/demoAccounts";

const browser = browserForFile();

const SEARCH = { name: "Search cities and coffee shops" } as const;

describe("the map's search box finds shops by name in a real browser", () => {
  it("on a 375 px phone: the list fits under the box, and tapping a shop opens its panel", async () => {
    const { page, context } = await newPage(browser(), MOBILE);
    await logIn(page, BEN.email, BEN.password);
    const box = page.getByRole("combobox", SEARCH);
    // A toast on a phone comes at the bottom, where a shop panel's title and close button never are.
    await box.fill("Nowhereville Zzz");
    await box.press("Enter");
    const toast = () => page.getByText(MESSAGES.cityNotFound).boundingBox();
    await expect.poll(async () => (await toast())!.y + (await toast())!.height <= MOBILE.height).toBe(true);
    expect((await toast())!.y).toBeGreaterThan(MOBILE.height / 2);
    await box.fill("thinking");
    const option = page.getByRole("listbox", { name: "Coffee shops" }).getByRole("option", { name: /^Thinking Cup, / });
    await option.waitFor();
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    const list = (await page.getByRole("listbox").boundingBox())!;
    const input = (await box.boundingBox())!;
    expect(list.y).toBeGreaterThanOrEqual(input.y + input.height);
    expect(list.x).toBeGreaterThanOrEqual(0);
    expect(list.x + list.width).toBeLessThanOrEqual(MOBILE.width);
    expect(list.y + list.height).toBeLessThanOrEqual(MOBILE.height);

    await option.click();
    await page.getByRole("dialog", { name: "Thinking Cup" }).waitFor();
    expect(new URL(page.url()).searchParams.get("shop")).toBeTruthy();
    expect(await page.getByRole("listbox").count()).toBe(0);
    await context.close();
  });

  it("on a desktop: Down and Enter choose a shop; Enter alone says when nothing matches", async () => {
    const { page, context } = await newPage(browser(), DESKTOP);
    const dialogs = browserDialogs(page);
    await logIn(page, AVA.email, AVA.password);
    const box = page.getByRole("combobox", SEARCH);
    await box.fill("Nowhereville Zzz");
    await box.press("Enter");
    await page.getByText(MESSAGES.cityNotFound).waitFor();
    expect(dialogs).toEqual([]);
    // Top right, under the navigation bar, never over it (once it has slid in).
    const nav = (await page.getByRole("navigation", { name: "Main" }).boundingBox())!;
    const toast = () => page.getByText(MESSAGES.cityNotFound).boundingBox();
    await expect.poll(async () => (await toast())!.y >= nav.y + nav.height).toBe(true);
    expect((await toast())!.x).toBeGreaterThan(DESKTOP.width / 2);

    await box.fill("THINKING cu");
    await page.getByRole("option", { name: /^Thinking Cup, / }).waitFor();
    await box.press("ArrowDown");
    expect(await box.getAttribute("aria-activedescendant")).toBe(
      await page.getByRole("option").first().getAttribute("id"),
    );
    await box.press("Enter");
    await shopPanel(page, "Thinking Cup").waitFor();
    await context.close();
  });
});
