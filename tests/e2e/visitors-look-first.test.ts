import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import {
  PHONE_AND_DESKTOP,
  callSandbox,
  codeFromLog,
  createAccount,
  hasNoHorizontalScroll,
  browserForFile,
  newPage,
  pathOf,
  sandboxUrl,
  shopPanel,
  uniqueStamp,
  waitForPath,
} from "../support/browser";
import { REVIEW } from "../support/testData";

// Decision 30: a visitor looks first (the map, a shop's panel, its reviews) and is asked to join only
// when they write; joining brings them on to the form, or back to the panel they were reading.

const browser = browserForFile();

/** A Boston shop with a review only this run wrote, to read as a visitor. */
async function reviewedShop() {
  const writer = await createAccount("Wanda");
  const [shop] = (
    await callSandbox(
      "query",
      api.shops.inCity,
      { state: "MA", city: "BOSTON", paginationOpts: { numItems: 100, cursor: null } },
      writer.token,
    )
  ).page;
  const text = `Worth the walk ${uniqueStamp()}`;
  await callSandbox("mutation", api.reviews.create, { shopId: shop!._id, ...REVIEW, text, photos: [] }, writer.token);
  return { shop: shop!, text };
}

/** From the landing page to the map, then to the shop through the search box, as a visitor does. */
async function openShopFromLanding(page: Page, name: string) {
  await page.goto(sandboxUrl("/"));
  await page.getByRole("link", { name: "View Map" }).click();
  await waitForPath(page, "/home");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign up" }).waitFor();
  const box = page.getByPlaceholder("City, shop or ZIP");
  await box.fill(name);
  await page
    .getByRole("option", { name: new RegExp(`^${name}`) })
    .first()
    .click();
  const panel = shopPanel(page, name);
  await panel.waitFor();
  return panel;
}

/** Fills the sign-up form with a new address and sends it; returns the address. */
async function signUpHere(page: Page): Promise<string> {
  const email = `looker-${uniqueStamp()}@brewmap.test`;
  await page.getByLabel("First name").fill("Lou");
  await page.getByLabel("Last name").fill("Ker");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("a-good-password");
  await page.getByLabel("Confirm password").fill("a-good-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByText(MESSAGES.accountCreated).waitFor();
  return email;
}

describe.each(PHONE_AND_DESKTOP)("visitors look first, on a %s", (_, viewport) => {
  it("opens the map from the landing page, reads a shop's reviews, and signs up into its review form", async () => {
    const { shop, text } = await reviewedShop();
    const { page, context } = await newPage(browser(), viewport);
    const panel = await openShopFromLanding(page, shop.name);
    expect(pathOf(page)).toBe(`/home?shop=${shop._id}`);
    await panel.getByRole("list", { name: "Shop Reviews" }).getByText(text).waitFor();
    expect(await hasNoHorizontalScroll(page)).toBe(true);

    await panel.getByRole("button", { name: "Write a review" }).click();
    const join = page.getByRole("dialog", { name: "Join Brew Map to write a review" });
    await join.getByRole("link", { name: "Sign up to write a review" }).click();
    const form = `/addreview?shop=${shop.publicId}`;
    await waitForPath(page, `/register?next=${encodeURIComponent(form)}`);
    const email = await signUpHere(page);

    // Signed in, in that shop's review form; the emailed code opens posting.
    await waitForPath(page, form);
    await page.getByRole("heading", { name: "Add a Review" }).waitFor();
    await page.getByRole("heading", { name: `Review for ${shop.name}` }).waitFor();
    const banner = page.getByRole("region", { name: "Verification needed" });
    await banner.getByLabel("Verification code").fill(await codeFromLog(page, "email verification", email));
    await banner.getByRole("button", { name: "Verify" }).click();
    await page.getByText(MESSAGES.emailVerified).waitFor();
    expect(pathOf(page)).toBe(form);
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    await context.close();
  });

  it("asks to sign up to save a shop, and comes back to its panel to save it", async () => {
    const { shop } = await reviewedShop();
    const { page, context } = await newPage(browser(), viewport);
    const panel = await openShopFromLanding(page, shop.name);
    const here = `/home?shop=${shop._id}`;
    await panel.getByRole("button", { name: "Favourite" }).click();
    const join = page.getByRole("dialog", { name: "Join Brew Map to save this shop" });
    await join.getByRole("link", { name: "Sign up to save this shop" }).click();
    await waitForPath(page, `/register?next=${encodeURIComponent(here)}`);
    await signUpHere(page);

    await waitForPath(page, here);
    const back = shopPanel(page, shop.name);
    const favourite = back.getByRole("button", { name: "Favourite" });
    await expect.poll(() => favourite.isEnabled()).toBe(true);
    await favourite.click();
    await expect.poll(() => favourite.getAttribute("aria-pressed")).toBe("true");
    await page.getByRole("button", { name: "Account menu" }).waitFor();
    await context.close();
  });
});
