import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { api } from "@convex/_generated/api";
import { otherUserPath } from "@convex/rules/identifiers";
import { MESSAGES } from "@convex/rules/messages";
import { paths } from "@/lib/routes";
import { MOBILE, callSandbox, browserForFile, logIn, newPage, sandboxUrl, shopPanel } from "../support/browser";
import { AVA, BEN } from "../support/demoAccounts";
import { signInOverHttp } from "../support/sandboxApi";

// Touch targets, in a real browser: every control a finger aims at, on every screen at a phone's width,
// is at least 44 × 44 CSS pixels (WCAG 2.5.8's enhanced size).

const browser = browserForFile();

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
  const shops = await callSandbox(
    "query",
    api.shops.inCity,
    { state: "MA", city: "BOSTON", paginationOpts: { numItems: 100, cursor: null } },
    token,
  );
  return shops.page;
}

describe("touch targets, in a real browser", () => {
  it("makes every touch target on every screen at least 44 × 44 px on a 375 px phone", async () => {
    const found: string[] = [];
    const { page, context } = await newPage(browser(), MOBILE);
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
    await page.getByRole("button", { name: "Recommend Coffee Shops" }).click();
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
});
