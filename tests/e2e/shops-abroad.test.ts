import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { MESSAGES } from "@convex/rules/messages";
import { browserForFile, loggedInPage, logIn, newPage, PHONE_AND_DESKTOP, sandboxUrl } from "../support/browser";
import { AVA } from "../support/demoAccounts";
import { escapeRegExp } from "../support/mapInBrowser";
import { signUpOverHttp } from "../support/sandboxApi";

const browser = browserForFile();

/** Near the middle of the demo shops (downtown Boston). */
const BOSTON = { latitude: 42.3551, longitude: -71.0702 };

type Abroad = { name: string; street: string; city: string; country: string; state?: string; postcode: string };

/** Fills the Add Shop form for a shop abroad. */
async function fillShop(page: Page, shop: Abroad) {
  await page.goto(sandboxUrl("/addshop"));
  await page.getByLabel("Country").selectOption(shop.country);
  await page.getByLabel("Shop name").fill(shop.name);
  await page.getByLabel("Street address").fill(shop.street);
  await page.getByLabel("City").fill(shop.city);
  if (shop.state) await page.getByLabel("State").selectOption({ label: shop.state });
  await page.getByLabel("Postcode").fill(shop.postcode);
  await page.getByLabel("Hours", { exact: true }).fill("Daily 8am-4pm");
  await page.getByLabel("Website").fill("example.coffee");
  await page.getByRole("checkbox", { name: "Latte" }).check();
  await page.getByLabel("Roast style").selectOption("Light");
}

/** Sends the filled form, confirms the pin and waits for the map's success toast. */
async function sendShop(page: Page) {
  await page.getByRole("button", { name: "Add Shop" }).click();
  await page.getByRole("button", { name: "Confirm Location" }).click();
  await page.getByText(MESSAGES.addShopSuccess).waitFor();
}

/** The list of shops in view (on a phone, the sheet opened with "List"). */
async function shopsInView(page: Page) {
  const toggle = page.getByRole("button", { name: "List" });
  if ((await toggle.count()) > 0 && (await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
  return page.getByRole("region", { name: /shops? in view$/ });
}

/** Enter on the map's search box, then the shop in the list of shops in view (markers may cluster). */
async function searchFinds(page: Page, query: string, shopName: string) {
  const box = page.getByRole("combobox", { name: "Search cities and coffee shops" });
  await box.fill(query);
  await box.press("Enter");
  const list = await shopsInView(page);
  await list.getByRole("button", { name: shopName }).waitFor({ timeout: 20_000 });
  return list;
}

/** Add Review's dropdowns, one after another; each waits for its options. */
async function pick(page: Page, label: string, value: string) {
  const select = page.getByLabel(label, { exact: true });
  await expect.poll(() => select.locator(`option[value="${value}"]`).count(), { timeout: 15_000 }).toBe(1);
  await select.selectOption(value);
}

describe.each(PHONE_AND_DESKTOP)("shops abroad at %s", (sizeName, viewport) => {
  const RUN = `${Date.now().toString(36)}${sizeName}`;
  // Each size adds its own shops, at its own number: the same name at the same address is a duplicate.
  const number = sizeName === "phone" ? 23 : 41;
  const LONDON: Abroad = {
    name: `Leather Lane Roasters ${RUN}`,
    street: `${number} Leather Lane`,
    city: "London",
    country: "GB",
    postcode: "EC1N 7TE",
  };
  const MELBOURNE: Abroad = {
    name: `Therry Street Espresso ${RUN}`,
    street: `${number + 86} Therry St`,
    city: "Melbourne",
    country: "AU",
    state: "Victoria",
    postcode: "3000",
  };

  it("adds a shop in London and one in Melbourne; search and Add Review find each", async () => {
    const user = {
      email: `abroad-${RUN}@brewmap.test`,
      password: "abroad-pass-41",
      firstName: "Ada",
      lastName: "Abroad",
    };
    await signUpOverHttp(inject("sandboxUrl"), user);
    const { page, context } = await newPage(browser(), viewport, { locale: "en-GB" });
    await logIn(page, user.email, user.password);

    // A postcode that does not fit the United Kingdom: its message under the field, nothing typed lost.
    await fillShop(page, { ...LONDON, postcode: "02108" });
    expect(await page.getByLabel("State").count()).toBe(0);
    await page.getByRole("button", { name: "Add Shop" }).click();
    const postcode = page.getByLabel("Postcode");
    await expect.poll(() => postcode.evaluate((el) => el === document.activeElement)).toBe(true);
    const described = await postcode.evaluate(
      (el) => document.getElementById(el.getAttribute("aria-describedby")!)?.textContent,
    );
    expect(described).toBe(MESSAGES.badPostalCode("Postcode", "United Kingdom", "SW1A 1AA"));
    expect(await page.getByLabel("Shop name").inputValue()).toBe(LONDON.name);
    expect(await page.getByLabel("Street address").inputValue()).toBe(LONDON.street);
    expect(await postcode.inputValue()).toBe("02108");
    await postcode.fill(LONDON.postcode);
    await sendShop(page);
    await fillShop(page, MELBOURNE);
    await sendShop(page);

    // The map's search: Melbourne, Victoria comes before Melbourne, Florida; London is England's.
    await page.goto(sandboxUrl("/home"));
    // The map opens where the last shop was added (Melbourne): London first, so each search must move it.
    const list = await searchFinds(page, "london", LONDON.name);
    expect(await list.getByRole("button", { name: MELBOURNE.name }).count()).toBe(0);
    await searchFinds(page, "melbourne", MELBOURNE.name);
    await list.getByRole("button", { name: LONDON.name }).waitFor({ state: "detached" });

    // Add Review finds each by name, with its country's address line.
    await page.goto(sandboxUrl("/addreview"));
    const find = page.getByRole("combobox", { name: "Find the shop" });
    await find.fill("therry street espresso");
    await page
      .getByRole("option", {
        name: new RegExp(`^${escapeRegExp(MELBOURNE.name)},? ${escapeRegExp(MELBOURNE.street)}, Melbourne`),
      })
      .waitFor();
    await find.fill("leather lane roasters");
    await page
      .getByRole("option", {
        name: new RegExp(`^${escapeRegExp(LONDON.name)},? ${escapeRegExp(LONDON.street)}, London`),
      })
      .waitFor();

    // And its dropdowns follow the country: Australia asks a State, the United Kingdom none.
    await page.goto(sandboxUrl("/addreview"));
    await pick(page, "Country", "AU");
    await pick(page, "State", "VIC");
    await pick(page, "City", "MELBOURNE");
    await expect
      .poll(() => page.getByLabel("Shop", { exact: true }).locator("option").allTextContents())
      .toContainEqual(expect.stringContaining(MELBOURNE.name));
    await pick(page, "Country", "GB");
    expect(await page.getByLabel("State", { exact: true }).count()).toBe(0);
    await pick(page, "City", "LONDON");
    await expect
      .poll(() => page.getByLabel("Shop", { exact: true }).locator("option").allTextContents())
      .toContainEqual(expect.stringContaining(LONDON.name));
    await context.close();
  });

  it.each([
    ["en-GB", "km"],
    ["en-US", "mi"],
  ])("an %s browser reads distances in %s", async (locale, unit) => {
    const { page, context } = await loggedInPage(browser(), viewport, AVA, {
      locale,
      geolocation: BOSTON,
      permissions: ["geolocation"],
    });
    const list = page.getByRole("region", { name: /shops? in view$/ });
    await list.getByRole("heading", { name: /shops? in view$/ }).waitFor();
    await page.getByRole("button", { name: "Show shops near me" }).click();
    await page
      .getByRole("region", { name: "Map of coffee shops" })
      .getByRole("img", { name: "Your location" })
      .waitFor();
    if ((await page.getByRole("button", { name: "List" }).count()) > 0) {
      if ((await page.getByRole("button", { name: "List" }).getAttribute("aria-expanded")) === "false") {
        await page.getByRole("button", { name: "List" }).click();
      }
    }
    const first = list.getByRole("listitem").getByRole("button").first();
    await expect
      .poll(() => first.getAttribute("aria-describedby").then((id) => page.locator(`[id="${id}"]`).textContent()), {
        timeout: 15_000,
      })
      .toMatch(new RegExp(`\\d ${unit} away$`));
    await context.close();
  });
});
