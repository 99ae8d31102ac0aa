import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { api } from "@convex/_generated/api";
import { otherUserPath } from "@convex/rules/identifiers";
import { MESSAGES } from "@convex/rules/messages";
import { paths } from "@/lib/routes";
import {
  DESKTOP,
  MOBILE,
  browserDialogs,
  callSandbox,
  createAccount,
  launchBrowser,
  logIn,
  loggedInPage,
  newPage,
  sandboxUrl,
  shopPanel,
  waitForPath,
} from "../support/browser";
import { AVA, BEN } from "../support/demoAccounts";
import { signInOverHttp } from "../support/sandboxApi";
import { REVIEW } from "../support/testData";

// Finishing touches, in a real browser: touch targets, messages in the page, the feed page in
// the address, links to shops, title-case cities, labelled navigation, the signed-in landing.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Every control on the page a finger can aim at that is smaller than 44 × 44 CSS pixels, as
 * "tag "name" width×height". A visually hidden input (a radio drawn as a chip, the photo picker) is
 * measured by the label that is tapped instead. Links inside a sentence are left out: their size is
 * the text's, and WCAG 2.5.8 exempts such inline targets (making them 44 px tall would pull the
 * lines of the paragraph apart).
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SELECTOR =
      'a[href], button, input, select, textarea, summary, [role="button"], [role="option"], [role="menuitem"], [role="checkbox"], [role="radio"], [tabindex]:not([tabindex="-1"])';
    const seen = new Set<Element>();
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(SELECTOR)) {
      if (element.closest('[aria-hidden="true"]')) continue;
      const target = (element.tagName === "INPUT" && element.closest("label")) || element;
      if (seen.has(target)) continue;
      seen.add(target);
      if (!target.checkVisibility({ visibilityProperty: true })) continue;
      const box = target.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // visually hidden (read out, not tapped)
      const inSentence =
        target.tagName === "A" &&
        getComputedStyle(target).display === "inline" &&
        [...target.parentElement!.childNodes].some((node) => node !== target && node.textContent!.trim() !== "");
      if (inSentence) continue;
      if (box.width < 44 || box.height < 44) {
        const name = (target.getAttribute("aria-label") ?? target.textContent ?? "").trim().slice(0, 40);
        small.push(`${target.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return small;
  });
}

/** The small targets of the page once it has settled, labelled with where they are. */
async function audit(page: Page, where: string, found: string[]) {
  await page.waitForLoadState("networkidle").catch(() => {});
  await page.waitForTimeout(300); // live queries fill the page in
  for (const target of await smallTargets(page)) found.push(`${where}: ${target}`);
}

async function bostonShops(token: string) {
  return callSandbox("query", api.shops.inCity, { state: "MA", city: "BOSTON" }, token);
}

describe("finishing, in a real browser", () => {
  it("makes every touch target on every screen at least 44 × 44 px on a 375 px phone", async () => {
    const found: string[] = [];
    const { page, context } = await newPage(browser, MOBILE);
    for (const path of [paths.landing(), paths.login(), paths.register(), paths.forgotPassword(), "/no-such-page"]) {
      await page.goto(sandboxUrl(path));
      await audit(page, path, found);
    }
    // A toast, with its close button.
    await page.goto(sandboxUrl(paths.login()));
    await page.getByLabel("Email").fill("nobody@brewmap.test");
    await page.getByLabel("Password").fill("not-a-password");
    await page.getByRole("button", { name: "Log In" }).click();
    await page.getByText(MESSAGES.loginError).waitFor();
    await audit(page, "/login with an error toast", found);

    const ben = await signInOverHttp(inject("sandboxUrl"), BEN);
    const [shop] = await bostonShops(ben.token);
    await logIn(page, AVA.email, AVA.password);
    await audit(page, "/home", found);
    await page.goto(sandboxUrl(paths.home({ shop: shop!._id })));
    await shopPanel(page, shop!.name).waitFor();
    await audit(page, "/home with a shop panel", found);
    await page.goto(sandboxUrl(paths.profile()));
    await audit(page, "/profile", found);
    for (const menu of ["Add menu", "Account menu"]) {
      await page.getByRole("button", { name: menu }).click();
      await page.getByRole("menu").waitFor();
      await audit(page, `/profile with the ${menu} open`, found);
      await page.keyboard.press("Escape");
    }
    await page.getByRole("button", { name: "Custom Coffee Shop Recc" }).click();
    await audit(page, "/profile with the recommendation dialog", found);
    await page.keyboard.press("Escape");
    for (const path of [
      paths.editProfile(),
      paths.addShop(),
      paths.feed(),
      paths.beans(shop!.publicId),
      otherUserPath(ben.userId, "Ben Brewer"),
    ]) {
      await page.goto(sandboxUrl(path));
      await audit(page, path, found);
    }
    await page.goto(sandboxUrl(paths.addReview({ shop: shop!.publicId })));
    await page.getByRole("button", { name: "Submit Review" }).waitFor();
    await audit(page, "/addreview with a shop chosen", found);
    await page.goto(sandboxUrl(paths.editShop({ shop: shop!.publicId })));
    await page.getByRole("button", { name: "Save Changes" }).waitFor();
    await audit(page, "/editshop with a shop chosen", found);
    await context.close();
    expect(found).toEqual([]);
  });

  it("takes a failed log-in's toast away once the next log-in succeeds, and offers the map to a signed-in user on / and /login", async () => {
    const { page, context } = await newPage(browser, MOBILE);
    const dialogs = browserDialogs(page);
    await page.goto(sandboxUrl(paths.login()));
    await page.getByLabel("Email").fill(AVA.email);
    await page.getByLabel("Password").fill("not-her-password");
    await page.getByRole("button", { name: "Log In" }).click();
    const toast = page.getByText(MESSAGES.loginError);
    await toast.waitFor();
    await page.getByLabel("Password").fill(AVA.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await waitForPath(page, "/home");
    await toast.waitFor({ state: "detached", timeout: 2_000 }); // gone at once, not 5 s later

    await page.goto(sandboxUrl(paths.login()));
    await waitForPath(page, "/home");
    await page.goto(sandboxUrl(paths.landing()));
    await page.getByRole("link", { name: "Go to the map" }).click();
    await waitForPath(page, "/home");
    expect(dialogs).toEqual([]);
    await context.close();
  });

  it("keeps the feed page in the address: Next, reload, Back and Forward", async () => {
    const reader = await createAccount("Fern");
    // An established reviewer: a new account may post 5 a day (decision 22).
    const writer = await createAccount("Will", {}, { established: true });
    await callSandbox("mutation", api.follows.follow, { userId: writer.userId }, reader.token);
    const shops = await bostonShops(writer.token);
    for (let i = 0; i < 12; i++) {
      const shop = shops[i % shops.length]!;
      await callSandbox(
        "mutation",
        api.reviews.create,
        { shopId: shop._id, ...REVIEW, staffRating: 5, text: `Visit number ${i + 1}.`, photos: [] },
        writer.token,
      );
    }
    const { page, context } = await loggedInPage(browser, DESKTOP, reader);
    await page.goto(sandboxUrl(paths.feed()));
    await page.getByText("Page 1 of 2").waitFor({ timeout: 20_000 }); // the fan-out runs in the background
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("Page 2 of 2").waitFor();
    expect(new URL(page.url()).search).toBe("?page=2");
    await page.reload();
    await page.getByText("Page 2 of 2").waitFor();
    await page.goBack();
    await page.getByText("Page 1 of 2").waitFor();
    expect(new URL(page.url()).search).toBe("");
    await page.goForward();
    await page.getByText("Page 2 of 2").waitFor();

    // A shop's name in the feed opens that shop on the map.
    const item = page.getByRole("list", { name: "Friends' activity" }).getByRole("listitem").first();
    const name = (await item.getByRole("link").first().textContent())!;
    await item.getByRole("link", { name, exact: true }).click();
    await page.waitForURL(/\/home\?shop=/);
    await shopPanel(page, name).waitFor();
    await context.close();
  });

  it("links the beans page back to its shop, and shows stored upper-case cities in title case", async () => {
    const ava = await signInOverHttp(inject("sandboxUrl"), AVA);
    const [shop] = await bostonShops(ava.token);
    const { page, context } = await loggedInPage(browser, MOBILE, AVA);
    await page.goto(sandboxUrl(paths.beans(shop!.publicId)));
    await page.getByRole("link", { name: shop!.name }).click();
    await page.waitForURL(/\/home\?shop=/);
    const panel = shopPanel(page, shop!.name);
    await panel.getByText(`${shop!.streetAddress}, Boston, MA`).waitFor();

    await page.goto(sandboxUrl(paths.addReview()));
    await page.getByLabel("State").selectOption("MA");
    const city = page.getByLabel("City");
    await expect.poll(() => city.locator("option").allTextContents()).toContain("Boston");
    expect(await city.locator("option").allTextContents()).not.toContain("BOSTON");
    await context.close();
  });

  it("refuses a picked file that is not an image, by name, and removes it without picking the others again", async () => {
    const ava = await signInOverHttp(inject("sandboxUrl"), AVA);
    const [shop] = await bostonShops(ava.token);
    const { page, context } = await loggedInPage(browser, MOBILE, AVA);
    await page.goto(sandboxUrl(paths.addReview({ shop: shop!.publicId })));
    const picker = page.getByLabel("Photos", { exact: true });
    await picker.setInputFiles([
      { name: "menu.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") },
      { name: "cup.png", mimeType: "image/png", buffer: Buffer.from("89504e470d0a1a0a", "hex") },
    ]);
    await page
      .getByRole("alert")
      .filter({ hasText: MESSAGES.photoRefused(["menu.pdf"]) })
      .waitFor();
    const chosen = page.getByRole("list", { name: "Chosen photos" }).getByRole("listitem");
    expect(await chosen.allTextContents()).toEqual([expect.stringContaining("cup.png")]);
    await picker.setInputFiles([
      { name: "latte.png", mimeType: "image/png", buffer: Buffer.from("89504e470d0a1a0b", "hex") },
    ]);
    expect(await chosen.allTextContents()).toEqual([
      expect.stringContaining("cup.png"),
      expect.stringContaining("latte.png"),
    ]);
    // Each shows as a thumbnail of the file itself, not only its name.
    const thumbnails = await chosen
      .locator("img")
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
    expect(thumbnails).toHaveLength(2);
    for (const src of thumbnails) expect(src).toMatch(/^blob:/);
    await page.getByRole("button", { name: "Remove cup.png" }).click();
    expect(await chosen.allTextContents()).toEqual([expect.stringContaining("latte.png")]);
    await context.close();
  });

  it("names the navigation icons on a desktop, and keeps them icons on a phone", async () => {
    const { page, context } = await loggedInPage(browser, DESKTOP, AVA);
    await page.goto(sandboxUrl(paths.profile()));
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const text of ["Map", "Friends' activity", "Notifications", "Add", "Account"]) {
      const label = nav.getByText(text, { exact: true });
      const box = (await label.boundingBox())!;
      expect(box.width, text).toBeGreaterThan(20);
    }
    await page.setViewportSize(MOBILE);
    for (const text of ["Map", "Friends' activity", "Notifications", "Add", "Account"]) {
      const box = await nav.getByText(text, { exact: true }).boundingBox();
      expect(box === null || box.width <= 1, text).toBe(true);
    }
    await context.close();
  });
});
