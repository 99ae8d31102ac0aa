import { describe, expect, inject, it } from "vitest";
import { api } from "@convex/_generated/api";
import { paths } from "@/lib/routes";
import { MOBILE, callSandbox, browserForFile, loggedInPage, sandboxUrl, shopPanel } from "../support/browser";
import { AVA } from "../support/demoAccounts";
import { signInOverHttp } from "../support/sandboxApi";

// Cities stored in upper case (as the demo data's BOSTON) read in title case wherever they show: the
// shop panel, reached from the beans page's link back to its shop, and the review form's City dropdown.

const browser = browserForFile();

describe("city names, in a real browser", () => {
  it("links the beans page back to its shop, and shows stored upper-case cities in title case", async () => {
    const ava = await signInOverHttp(inject("sandboxUrl"), AVA);
    const [shop] = (
      await callSandbox(
        "query",
        api.shops.inCity,
        { state: "MA", city: "BOSTON", paginationOpts: { numItems: 100, cursor: null } },
        ava.token,
      )
    ).page;
    const { page, context } = await loggedInPage(browser(), MOBILE, AVA);
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
});
