import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "@convex/rules/messages";
import { PHONE_AND_DESKTOP, coveredBy, createAccount, browserForFile, logIn, newPage } from "../support/browser";

const browser = browserForFile();

/** Whether the search box's placeholder fits its text area (it was cut to 'Search a city, shop or Z'). */
function placeholderFits(page: Page) {
  return page.getByRole("combobox", { name: "Search cities and coffee shops" }).evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(input.placeholder).width <= room;
  });
}

describe("a newcomer's details", () => {
  it.each(PHONE_AND_DESKTOP)(
    "recommends from the map's town with the profile's taste, suggests towns for a typo, and toasts cover no control (%s)",
    async (_, viewport) => {
      const account = await createAccount("Nell", {
        selectedRoast: "Light",
        cafeDrink: "Pour Over",
        cafeTemp: "Cold",
        yourCity: "Portland",
        yourState: "OR",
      });
      const { page, context } = await newPage(browser(), viewport);
      await logIn(page, account.email, account.password);
      const search = page.getByRole("combobox", { name: "Search cities and coffee shops" });
      expect(await placeholderFits(page)).toBe(true);

      // The map shows Boston: the dialog starts there, with the profile's taste, every field marked.
      await page.getByRole("button", { name: "Recommend shops for me" }).click();
      const dialog = page.getByRole("dialog", { name: "Custom Coffee Shop Recommendation" });
      await dialog.waitFor();
      expect(await dialog.getByLabel("City").inputValue()).toBe("Boston");
      expect(await dialog.getByLabel("State").inputValue()).toBe("MA");
      expect(await dialog.getByLabel("Roast").inputValue()).toBe("Light");
      expect(await dialog.getByLabel("Drink").inputValue()).toBe("Pour Over");
      expect(await dialog.getByLabel("Temperature").inputValue()).toBe("Cold");
      expect(await dialog.getByLabel("City").getAttribute("aria-required")).toBe("true");
      await dialog.getByText("marks a required field.").waitFor();
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await dialog.waitFor({ state: "detached" });

      // A typo: the closest towns are offered, and one chosen is searched.
      await search.fill("Cambrige");
      await search.press("Enter");
      await page.getByText("City not found. Did you mean one of these?").waitFor();
      await page.getByRole("button", { name: "Cambridge, MA", exact: true }).click();
      await page.getByText("City not found. Did you mean one of these?").waitFor({ state: "detached" });
      expect(await search.inputValue()).toBe("Cambridge, MA");

      // Over the map, a toast covers neither Near me, Recommend nor the zoom buttons.
      await search.fill("Xyzzyville");
      await search.press("Enter");
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: MESSAGES.cityNotFound });
      await toast.waitFor();
      await page.waitForTimeout(500); // sonner slides it in
      // (The empty view's own Zoom out counts too: Cambridge's view has no shop.)
      for (const name of ["Show shops near me", "Recommend shops for me", "Zoom in", "Zoom out"]) {
        const controls = page.getByRole("button", { name, exact: true });
        for (let i = 0; i < (await controls.count()); i++)
          expect(await coveredBy(controls.nth(i), toast), `${name} ${i + 1}`).toBe(false);
      }
      await context.close();
    },
  );
});
