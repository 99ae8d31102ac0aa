import { describe, expect, it } from "vitest";
import { demoShops } from "@convex/data/demoData";
import { MESSAGES } from "@convex/rules/messages";
import { MOBILE, browserForFile, logIn, newPage } from "../support/browser";
import { BEN } from "../support/demoAccounts";
import { marker } from "../support/mapInBrowser";

const browser = browserForFile();

describe("map and shop panel in a real browser", () => {
  it("opens the best match on Enter (a shop's name, a ZIP code's town) and offers the nearest shops in an empty view, at 375 px", async () => {
    const { page, context } = await newPage(browser(), MOBILE);
    await logIn(page, BEN.email, BEN.password);
    const search = page.getByRole("combobox", { name: "Search cities and coffee shops" });
    expect(await search.getAttribute("placeholder")).toBe("City, shop or ZIP");
    await marker(page, demoShops()[0].name).waitFor();

    // A shop's exact name opens its panel (it used to say "City not found.").
    await search.fill("Thinking Cup");
    await search.press("Enter");
    const panel = page.getByRole("dialog", { name: "Thinking Cup" });
    await panel.waitFor();
    await panel.getByRole("button", { name: "Close shop panel" }).click();
    await panel.waitFor({ state: "detached" });

    // Somerville has no shop: the empty view offers the nearest ones, which then fit in view.
    await search.fill("Somerville MA");
    await search.press("Enter");
    await page.getByText("No shops in view.").waitFor({ timeout: 15_000 });
    await page.getByRole("button", { name: "Show the nearest shops" }).click();
    await page.getByText("No shops in view.").waitFor({ state: "detached", timeout: 20_000 });
    await expect
      .poll(() =>
        page
          .getByRole("region", { name: "Map of coffee shops" })
          .getByRole("button", { name: /shops? here|roast$/ })
          .count(),
      )
      .toBeGreaterThan(0);

    // A ZIP code finds its town: Boston's shops are back in view.
    await search.fill("02108");
    await search.press("Enter");
    await page
      .getByText(/^\d+ shops in view$/)
      .first()
      .waitFor({ timeout: 15_000 });
    expect(await page.getByText(MESSAGES.cityNotFound).count()).toBe(0);
    await context.close();
  });
});
