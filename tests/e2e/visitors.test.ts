import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import {
  PHONE_AND_DESKTOP,
  callSandbox,
  createAccount,
  hasNoHorizontalScroll,
  launchBrowser,
  newPage,
  pathOf,
  sandboxUrl,
  uniqueStamp,
  waitForPath,
} from "../support/browser";
import { REVIEW } from "../support/testData";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(PHONE_AND_DESKTOP)("visitors, signed out, on a %s", (_, viewport) => {
  it("a shared shop link shows the shop read-only; signing up from it leads to reviewing that shop, signed in", async () => {
    const sharer = await createAccount("Sharer");
    const [shop] = await callSandbox("query", api.shops.inCity, { state: "MA", city: "BOSTON" }, sharer.token);
    const { page, context } = await newPage(browser, viewport);
    await page.goto(sandboxUrl(`/home?shop=${shop!._id}`));
    await page.getByRole("heading", { level: 1, name: shop!.name }).waitFor();
    expect(pathOf(page)).toBe(`/home?shop=${shop!._id}`);
    await page.getByRole("region", { name: "Ratings" }).waitFor();
    await page.getByRole("link", { name: /Directions/ }).waitFor();
    await page.getByRole("list", { name: "Shop Reviews" }).or(page.getByText(MESSAGES.noShopReviews)).waitFor();
    // Read-only: nothing a visitor could press that needs an account.
    expect(await page.getByRole("button", { name: /Helpful/ }).count()).toBe(0);
    expect(await hasNoHorizontalScroll(page)).toBe(true);

    await page.getByRole("link", { name: "Sign up to review this shop" }).click();
    const review = `/addreview?shop=${shop!.publicId}`;
    await waitForPath(page, `/register?next=${encodeURIComponent(review)}`);
    await page.getByLabel("First name").fill("Vi");
    await page.getByLabel("Last name").fill("Sitor");
    await page.getByLabel("Email").fill(`visitor-${uniqueStamp()}@brewmap.test`);
    await page.getByLabel("Password", { exact: true }).fill("a-good-password");
    await page.getByLabel("Confirm password").fill("a-good-password");
    // The taste profile is optional: left folded and empty, for later.
    await page.getByRole("button", { name: "Create User" }).click();
    await page.getByText(MESSAGES.accountCreated).waitFor();
    // Signed in, on the review form of the shop the link was about: no second log-in.
    await waitForPath(page, review);
    await page.getByRole("button", { name: "Account menu" }).waitFor();
    await context.close();
  });

  it("a follow link shows the person read-only; logging in from it comes back to follow them", async () => {
    const writer = await createAccount("Wren");
    const [shop] = await callSandbox("query", api.shops.inCity, { state: "MA", city: "BOSTON" }, writer.token);
    const link = `/otheruser/${writer.userId.slice(-4)}-${writer.firstName}${writer.lastName}?uid=${encodeURIComponent(btoa(writer.userId))}`;
    await callSandbox(
      "mutation",
      api.reviews.create,
      { shopId: shop!._id, ...REVIEW, text: `Visitor-readable ${uniqueStamp()}`, photos: [] },
      writer.token,
    );
    const reader = await createAccount("Reader");
    const { page, context } = await newPage(browser, viewport);
    await page.goto(sandboxUrl(link));
    await page.getByRole("heading", { level: 1, name: writer.name }).waitFor();
    await page.getByRole("list", { name: "Badges" }).waitFor();
    await page.getByRole("list", { name: "Reviews" }).getByText(shop!.name).waitFor();
    expect(await page.getByRole("button", { name: "Follow", exact: true }).count()).toBe(0);
    expect(await hasNoHorizontalScroll(page)).toBe(true);

    await page.getByRole("main").getByRole("link", { name: "Log in" }).click();
    await page.getByLabel("Email").fill(reader.email);
    await page.getByLabel("Password").fill(reader.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await waitForPath(page, link);
    await page.getByRole("button", { name: "Follow", exact: true }).waitFor();
    await context.close();
  });
});
