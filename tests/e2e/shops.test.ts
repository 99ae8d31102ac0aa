import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { MESSAGES } from "@convex/rules/messages";
import { api } from "@convex/_generated/api";
import {
  DESKTOP,
  MOBILE,
  PHONE_AND_DESKTOP,
  acknowledgeInPage,
  browserDialogs,
  callSandbox,
  coveredBy,
  hasNoHorizontalScroll,
  launchBrowser,
  logIn,
  newPage,
  sandboxUrl,
  selectShop,
  shopPanel,
  waitForPath,
  whenStill,
} from "../support/browser";
import { signUpOverHttp } from "../support/sandboxApi";

// One fresh user and one fresh shop (in a state nobody else uses), shared by the steps below in order.
const RUN = Date.now().toString(36);
const USER = {
  email: `shops-${RUN}@brewmap.test`,
  password: "shop-adder-pass",
  firstName: "Sam",
  lastName: `Shopper${RUN}`,
};
const SHOP = {
  name: `Nitro Lab ${RUN}`,
  street: `${100 + (Date.now() % 800)} Westminster St`,
  city: "providence",
  state: "ri",
};

let browser: Browser;
let token: string;
let publicId: string;

async function findShop() {
  const shops = (
    await callSandbox(
      "query",
      api.shops.inCity,
      { state: "RI", city: "PROVIDENCE", paginationOpts: { numItems: 100, cursor: null } },
      token,
    )
  ).page;
  const row = shops.find((s) => s.name === SHOP.name);
  if (!row) throw new Error("shop not found");
  const shop = await callSandbox("query", api.shops.getByPublicId, { publicId: row.publicId }, token);
  if (!shop) throw new Error("shop not found by its public id");
  return shop;
}

async function fillShopForm(page: Page) {
  await page.getByLabel("Street address").fill(SHOP.street);
  await page.getByLabel("City").fill(SHOP.city);
  await page.getByLabel("State").fill(SHOP.state);
  await page.getByLabel("Hours", { exact: true }).fill("Daily 7am-4pm");
  await page.getByLabel("Website").fill("nitrolab.example.com");
  await page.getByRole("checkbox", { name: "Latte" }).check(); // nothing is ticked for the person
  await page.getByLabel("Roast style").selectOption("Dark");
}

beforeAll(async () => {
  browser = await launchBrowser();
  token = (await signUpOverHttp(inject("sandboxUrl"), USER)).token;
});
afterAll(async () => {
  await browser?.close();
});

describe("adding and editing shops, and beans, in a real browser", () => {
  it("refuses a chain name: alert on leaving the field, disabled button, redirect on submit", async () => {
    const { page, context } = await newPage(browser, MOBILE);
    const dialogs = browserDialogs(page);
    await logIn(page, USER.email, USER.password);
    await page.goto(sandboxUrl("/addshop"));
    await page.getByRole("heading", { name: "Add a New Coffee Shop" }).waitFor();
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    await fillShopForm(page);
    await page.getByLabel("Shop name").fill("Starbucks");
    await page.getByLabel("Shop name").press("Tab");
    // In the page, under the field.
    await page.getByRole("alert").filter({ hasText: MESSAGES.chainShop }).waitFor();
    expect(await page.getByRole("button", { name: "Add Shop" }).isDisabled()).toBe(true);

    // Another chain name, submitted with Enter straight from the field.
    await page.getByLabel("Shop name").fill("");
    expect(await page.getByRole("button", { name: "Add Shop" }).isEnabled()).toBe(true);
    await page.getByLabel("Shop name").fill("Dunkin Donuts");
    await page.getByLabel("Shop name").press("Enter");
    // The redirect waits until the warning is read.
    await page.getByRole("alertdialog", { name: MESSAGES.chainShopRedirect }).waitFor();
    expect(page.url()).toContain("/addshop");
    await acknowledgeInPage(page, MESSAGES.chainShopRedirect);
    await waitForPath(page, "/home");
    expect(dialogs).toEqual([]);
    await context.close();
  });

  it.each(PHONE_AND_DESKTOP)(
    "points at a missing website: focused, marked invalid and named under the field (%s)",
    async (_, viewport) => {
      const { page, context } = await newPage(browser, viewport);
      await logIn(page, USER.email, USER.password);
      await page.goto(sandboxUrl("/addshop"));
      await page.getByLabel("Shop name").fill(`Website Missing ${RUN}`);
      await fillShopForm(page);
      await page.getByLabel("Website").fill("");
      await page.getByRole("button", { name: "Add Shop" }).click();
      await page.getByText(MESSAGES.missingFields).first().waitFor();
      const website = page.getByLabel("Website");
      await expect.poll(() => website.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await website.getAttribute("aria-invalid")).toBe("true");
      const described = await website.evaluate(
        (el) => document.getElementById(el.getAttribute("aria-describedby")!)?.textContent,
      );
      expect(described).toBe(MESSAGES.fieldRequired("website"));
      expect(await website.isVisible()).toBe(true);
      // Nothing typed is lost.
      expect(await page.getByLabel("Street address").inputValue()).toBe(SHOP.street);

      // The form's last field, pointed at: mid-screen, so the toasts (at the bottom on a phone) cover neither it nor its message.
      await page.getByLabel("Website").fill("nitrolab.example.com");
      await page.getByLabel("Roast style").selectOption({ index: 0 });
      await page.getByRole("button", { name: "Add Shop" }).click();
      const roast = page.getByLabel("Roast style");
      await expect.poll(() => roast.evaluate((el) => el === document.activeElement)).toBe(true);
      const toasts = page.locator("[data-sonner-toast]");
      await whenStill(toasts.last());
      expect(await coveredBy(roast, toasts)).toBe(false);
      const { y, height } = (await roast.boundingBox())!;
      expect(y).toBeGreaterThan(0);
      expect(y + height).toBeLessThan(viewport.height);

      // The week editor's time boxes fit: "07:00 AM" and the clock need 128 px here, opening and closing side by side.
      await page.getByRole("checkbox", { name: "Set the opening hours for each day" }).check();
      const opens = (await page.getByLabel("Monday opens", { exact: true }).boundingBox())!;
      const closes = (await page.getByLabel("Monday closes", { exact: true }).boundingBox())!;
      expect(Math.min(opens.width, closes.width)).toBeGreaterThanOrEqual(128);
      expect(closes.y).toBe(opens.y);
      expect(closes.x + closes.width).toBeLessThanOrEqual(viewport.width);
      expect(await hasNoHorizontalScroll(page)).toBe(true);
      await context.close();
    },
  );

  it("adds a shop at the pin the user dragged to the door", async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    const dialogs = browserDialogs(page);
    await logIn(page, USER.email, USER.password);
    await page.getByRole("button", { name: "Add menu" }).click();
    await page.getByRole("menuitem", { name: "Add Shop" }).click();
    await page.waitForURL("**/addshop");
    await page.getByLabel("Shop name").fill(SHOP.name);
    await fillShopForm(page);
    await page.getByLabel("City").press("Tab");
    expect(await page.getByLabel("City").inputValue()).toBe("PROVIDENCE");
    await page.getByRole("button", { name: "Add Shop" }).click();

    // Offline the address resolves to the city's centre; the user drags the pin.
    await page.getByRole("heading", { name: `Is the pin on ${SHOP.name}?` }).waitFor();
    const coordinates = page.getByTestId("pin-coordinates");
    const before = await coordinates.textContent();
    const marker = page.getByRole("button", { name: /^Shop location pin/ });
    await marker.waitFor();
    const box = (await marker.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 40, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => coordinates.textContent()).not.toBe(before);
    // The keyboard moves it too.
    const dragged = await coordinates.textContent();
    await marker.focus();
    await page.keyboard.press("ArrowUp");
    await expect.poll(() => coordinates.textContent()).not.toBe(dragged);
    const [lat, lng] = /(-?\d+\.\d+), (-?\d+\.\d+)/
      .exec((await coordinates.textContent())!)!
      .slice(1)
      .map(Number);

    await page.getByRole("button", { name: "Confirm Location" }).click();
    await page.getByText(MESSAGES.addShopSuccess).waitFor();
    // The map, on the new shop's open panel.
    await page.waitForURL(/\/home\?shop=[^&]+$/);
    await shopPanel(page, SHOP.name).waitFor();
    expect(dialogs).toEqual([]);

    const shop = await findShop();
    publicId = shop.publicId;
    expect(shop.lat).toBeCloseTo(lat!, 4);
    expect(shop.lng).toBeCloseTo(lng!, 4);
    // East and south of the city centre, where the pin was dragged.
    const [beforeLat, beforeLng] = /(-?\d+\.\d+), (-?\d+\.\d+)/.exec(before!)!.slice(1).map(Number);
    expect(shop.lng).toBeGreaterThan(beforeLng!);
    expect(shop.lat).toBeLessThan(beforeLat!);
    await context.close();
  });

  it("edits the shop and shows who changed what", async () => {
    const { page, context } = await newPage(browser, MOBILE);
    const dialogs = browserDialogs(page);
    await logIn(page, USER.email, USER.password);
    await page.getByRole("button", { name: "Add menu" }).click();
    await page.getByRole("menuitem", { name: "Edit Shop" }).click();
    await waitForPath(page, "/editshop");
    await page.getByLabel("State").selectOption("RI");
    await page.getByLabel("City").selectOption("PROVIDENCE");
    await selectShop(page, SHOP.name, SHOP.street);
    await page.getByLabel("Hours", { exact: true }).fill("Mon-Fri 6am-2pm");
    await page.getByRole("group", { name: "Roasts own beans" }).getByText("Yes").click();
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await acknowledgeInPage(page, MESSAGES.shopSaved);
    await waitForPath(page, `/home?shop=${(await findShop())._id}`); // on the shop just edited
    expect((await findShop()).hours).toBe("Mon-Fri 6am-2pm");

    await page.goto(sandboxUrl("/editshop"));
    await page.getByLabel("State").selectOption("RI");
    await page.getByLabel("City").selectOption("PROVIDENCE");
    await selectShop(page, SHOP.name, SHOP.street);
    const history = page.getByRole("region", { name: "Edit history" });
    await history.getByText(`Last edited by ${USER.firstName} ${USER.lastName}`).waitFor();
    await history.getByText("Daily 7am-4pm").waitFor();
    await history.getByText("Mon-Fri 6am-2pm").waitFor();

    // A new street address goes through the pin step, and the shop moves to the confirmed point.
    const moved = `1${SHOP.street}`;
    const old = await findShop();
    await page.getByLabel("Street address").fill(moved);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByRole("heading", { name: `Is the pin on ${SHOP.name}?` }).waitFor();
    await page.getByRole("button", { name: /^Shop location pin/ }).waitFor();
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    const pin = /(-?\d+\.\d+), (-?\d+\.\d+)/
      .exec((await page.getByTestId("pin-coordinates").textContent())!)!
      .slice(1)
      .map(Number);
    await page.getByRole("button", { name: "Confirm Location" }).click();
    await acknowledgeInPage(page, MESSAGES.shopSaved);
    await waitForPath(page, `/home?shop=${(await findShop())._id}`); // on the shop just edited
    const now = await findShop();
    expect(now.streetAddress).toBe(moved);
    expect([now.lat, now.lng]).not.toEqual([old.lat, old.lng]);
    expect(now.lat).toBeCloseTo(pin[0]!, 4);
    expect(now.lng).toBeCloseTo(pin[1]!, 4);
    SHOP.street = moved;
    expect(dialogs).toEqual([]);
    await context.close();
  });

  it("saves beans in one browser and shows them live in another", async () => {
    expect(publicId).toMatch(/^\d{12}$/);
    const first = await newPage(browser, DESKTOP);
    const second = await newPage(browser, MOBILE);
    const dialogs = browserDialogs(first.page);
    await logIn(first.page, USER.email, USER.password);
    await logIn(second.page, "ben@brewmap.test", "pourover-fan-2");
    await first.page.goto(sandboxUrl(`/beans/${publicId}`));
    await second.page.goto(sandboxUrl(`/beans/${publicId}`));
    await first.page.getByRole("heading", { name: "Add Beans" }).waitFor();
    await second.page.getByRole("heading", { name: "Add Beans" }).waitFor();

    await first.page.getByRole("button", { name: "Add More Beans" }).click();
    await first.page.getByLabel("Name").fill("Rwanda Nyamasheke");
    await first.page.getByLabel("Roast").selectOption("Light");
    await first.page.getByLabel("Flavor notes (comma-separated)").fill("hibiscus,red apple");
    await first.page.getByLabel("Origin").fill("Rwanda");
    await first.page.getByRole("button", { name: "Save Beans" }).click();
    await first.page.getByText(MESSAGES.beansSaved).waitFor();
    expect(dialogs).toEqual([]);

    // The other browser, never reloaded, now shows the saved entry.
    await second.page.getByRole("heading", { name: "Edit Beans or Add New Ones" }).waitFor();
    const entry = second.page.getByRole("listitem", { name: "Rwanda Nyamasheke" });
    await entry.waitFor();
    expect(await entry.getByLabel("Flavor notes (comma-separated)").inputValue()).toBe("hibiscus, red apple");
    expect(await entry.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(179, 168, 157)");
    expect(await hasNoHorizontalScroll(second.page)).toBe(true);
    await first.context.close();
    await second.context.close();
  });
});
