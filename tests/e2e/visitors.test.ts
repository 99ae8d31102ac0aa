import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import {
  PHONE_AND_DESKTOP,
  callSandbox,
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

const browser = browserForFile();

describe.each(PHONE_AND_DESKTOP)("visitors, signed out, on a %s", (_, viewport) => {
  it("a shared shop link opens the map with that shop's panel; logging in from it comes back to it", async () => {
    const sharer = await createAccount("Sharer");
    const [shop] = (
      await callSandbox(
        "query",
        api.shops.inCity,
        { state: "MA", city: "BOSTON", paginationOpts: { numItems: 100, cursor: null } },
        sharer.token,
      )
    ).page;
    const link = `/home?shop=${shop!._id}`;
    const { page, context } = await newPage(browser(), viewport);
    await page.goto(sandboxUrl(link));
    // Decision 30: the map itself, with the panel open, not a page of its own.
    const panel = shopPanel(page, shop!.name);
    await panel.getByRole("region", { name: "Ratings" }).waitFor();
    await panel.getByRole("link", { name: "Directions", exact: true }).waitFor();
    await panel.getByRole("list", { name: "Shop Reviews" }).or(panel.getByText(MESSAGES.noShopReviews)).waitFor();
    await page.getByPlaceholder("City, shop or ZIP").waitFor();
    expect(pathOf(page)).toBe(link);
    expect(await hasNoHorizontalScroll(page)).toBe(true);

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Log in" }).click();
    await page.getByLabel("Email").fill(sharer.email);
    await page.getByLabel("Password").fill(sharer.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await waitForPath(page, link);
    await page.getByRole("button", { name: "Account menu" }).waitFor();
    await shopPanel(page, shop!.name).getByRole("button", { name: "Favourite" }).waitFor();
    await context.close();
  });

  it("a follow link shows the person read-only; logging in from it comes back to follow them", async () => {
    const writer = await createAccount("Wren");
    const [shop] = (
      await callSandbox(
        "query",
        api.shops.inCity,
        { state: "MA", city: "BOSTON", paginationOpts: { numItems: 100, cursor: null } },
        writer.token,
      )
    ).page;
    const link = `/otheruser/${writer.userId.slice(-4)}-${writer.firstName}${writer.lastName}?uid=${encodeURIComponent(btoa(writer.userId))}`;
    await callSandbox(
      "mutation",
      api.reviews.create,
      { shopId: shop!._id, ...REVIEW, text: `Visitor-readable ${uniqueStamp()}`, photos: [] },
      writer.token,
    );
    const reader = await createAccount("Reader");
    const { page, context } = await newPage(browser(), viewport);
    await page.goto(sandboxUrl(link));
    await page.getByRole("heading", { level: 1, name: writer.name }).waitFor();
    await page.getByRole("list", { name: "Badges" }).waitFor();
    await page.getByRole("list", { name: "Reviews" }).getByRole("link", { name: shop!.name, exact: true }).waitFor();
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
