import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import {
  PHONE_AND_DESKTOP,
  acknowledgeInPage,
  callSandbox,
  createAccount,
  hasNoHorizontalScroll,
  browserForFile,
  loggedInPage,
  selectShop,
  shopPanel,
  uniqueStamp,
  waitForPath,
} from "../support/browser";
import { shopInput } from "../support/testData";

const browser = browserForFile();

/** One hour a day that starts three hours from now in Boston, so the shop is closed as the test runs. */
function laterHourDaily(): string {
  const hour = Number(
    new Intl.DateTimeFormat("en-US", { hour: "numeric", hourCycle: "h23", timeZone: "America/New_York" }).format(
      new Date(),
    ),
  );
  const open = (hour + 3) % 24;
  const close = open + 1; // 24 reads as midnight
  return `Daily ${String(open).padStart(2, "0")}:00-${String(close).padStart(2, "0")}:00`;
}

describe("one week: the typed hours are the week open now reads", () => {
  it.each(PHONE_AND_DESKTOP)("editing the typed hours changes open now on a %s", async (_width, viewport) => {
    const editor = await createAccount("Hours", {}, { established: true });
    const street = `${Date.now() % 100000} Week Lane`;
    const name = `Week Lab ${uniqueStamp()}`;
    const { _id } = await callSandbox(
      "mutation",
      api.shops.create,
      shopInput({ name, streetAddress: street, hours: laterHourDaily() }),
      editor.token,
    );
    const { page, context } = await loggedInPage(browser(), viewport, editor);

    await page.goto(`/home?shop=${_id}`);
    const before = shopPanel(page, name);
    await expect.poll(() => before.getByText(/^Closed · opens/).count()).toBe(1);

    await page.goto("/editshop");
    await page.getByLabel("State", { exact: true }).selectOption("MA");
    await page
      .getByLabel("City", { exact: true })
      .locator("option", { hasText: "Boston" })
      .waitFor({ state: "attached" });
    await page.getByLabel("City", { exact: true }).selectOption("BOSTON");
    await selectShop(page, name, street);
    const hours = page.getByLabel("Hours", { exact: true });
    await hours.fill("Open 24 hours");
    // The days follow the typed hours as they are typed.
    await expect.poll(() => page.getByLabel("Monday opens").inputValue()).toBe("00:00");
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await acknowledgeInPage(page, MESSAGES.shopSaved);
    await waitForPath(page, `/home?shop=${_id}`);

    const after = shopPanel(page, name);
    await expect.poll(() => after.getByText("Open 24 hours").count()).toBeGreaterThan(0);
    expect(await after.getByText(/^Closed · opens/).count()).toBe(0);
    // The old words are gone from the facts (the edit history still tells them).
    expect(
      await after
        .getByRole("region", { name: "About" })
        .getByText(/Daily \d\d:00/)
        .count(),
    ).toBe(0);
    await context.close();
  });
});
