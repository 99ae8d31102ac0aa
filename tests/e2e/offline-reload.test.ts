import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import {
  PHONE_AND_DESKTOP,
  callSandbox,
  createAccount,
  hasNoHorizontalScroll,
  browserForFile,
  loggedInPage,
  sandboxUrl,
  shopPanel,
} from "../support/browser";

const browser = browserForFile();

const SAVED = /^Saved [A-Z][a-z]{2} \d+, \d{4}/;

/** Whether two elements' boxes meet on the screen. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) return false;
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  );
}

/** The profile's saved shops, with `name` listed under "Want to try". */
async function savedShops(page: Page, name: string) {
  const saved = page.getByRole("region", { name: "Saved shops" });
  await saved.getByRole("link", { name: new RegExp(name) }).waitFor();
  return saved;
}

describe("the installed app reloaded with no network (decision 31)", () => {
  it.each(PHONE_AND_DESKTOP)(
    "shows the shop it last opened and the saved shops, marked as saved, and refuses a tap (%s)",
    async (_, viewport) => {
      const account = await createAccount("Olly", { yourCity: "Boston", yourState: "MA" });
      const [shop] = (
        await callSandbox(
          "query",
          api.shops.inCity,
          { state: "MA", city: "BOSTON", paginationOpts: { numItems: 100, cursor: null } },
          account.token,
        )
      ).page;
      const { page, context } = await loggedInPage(browser(), viewport, account);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });

      // Online: save the shop, see it on the profile, open it again last.
      await page.goto(sandboxUrl(`/home?shop=${shop!._id}`));
      const wantToTry = () => shopPanel(page, shop!.name).getByRole("button", { name: "Want to try" });
      await wantToTry().click();
      await expect.poll(() => wantToTry().getAttribute("aria-pressed"), { timeout: 10_000 }).toBe("true");
      await page.goto(sandboxUrl("/profile"));
      await savedShops(page, shop!.name);
      await page.goto(sandboxUrl(`/home?shop=${shop!._id}`));
      await expect.poll(() => wantToTry().getAttribute("aria-pressed"), { timeout: 10_000 }).toBe("true");

      await context.setOffline(true);
      await page.reload();
      const banner = page.getByText(MESSAGES.offlineConnecting);
      await banner.waitFor();
      const panel = shopPanel(page, shop!.name);
      await panel.getByText(SAVED).waitFor({ timeout: 15_000 });
      expect(await page.getByText(MESSAGES.authLoading).count()).toBe(0);
      await expect.poll(() => wantToTry().getAttribute("aria-pressed")).toBe("true");

      // A tap offline is refused in today's words; nothing changes under the person.
      await wantToTry().click();
      await page.getByText(MESSAGES.offlineSubmit).first().waitFor();
      expect(await wantToTry().getAttribute("aria-pressed")).toBe("true");

      // The map under it: the banner has its own room, clear of the search box.
      await panel.getByRole("button", { name: "Close shop panel" }).click();
      const search = page.getByRole("combobox", { name: "Search cities and coffee shops" });
      await search.waitFor();
      expect(await overlap(banner, search)).toBe(false);
      expect(await overlap(banner, page.getByRole("navigation", { name: "Main" }))).toBe(false);
      expect(await hasNoHorizontalScroll(page)).toBe(true);

      await page.getByRole("button", { name: "Account menu" }).click();
      await page.getByRole("menuitem", { name: "Profile", exact: true }).click();
      const saved = await savedShops(page, shop!.name);
      await saved.getByText(SAVED).waitFor();

      // Back online: live again, the marks gone.
      await context.setOffline(false);
      await expect.poll(() => banner.count(), { timeout: 20_000 }).toBe(0);
      await expect.poll(() => saved.getByText(SAVED).count(), { timeout: 20_000 }).toBe(0);
      await context.close();
    },
  );
});
