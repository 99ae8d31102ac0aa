import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import {
  MOBILE,
  acknowledgeInPage,
  callSandbox,
  createAccount,
  browserForFile,
  hasNoHorizontalScroll,
  loggedInPage,
  shopPanel,
  uniqueStamp,
  waitForPath,
} from "../support/browser";
import { shopInput } from "../support/testData";

const browser = browserForFile();

// A member answers a practical trait and filters on it (docs/product.md §2 Filters): two new shops in a town of
// their own, so the demo shops' answers stay out of the list.
describe("practical traits in a real browser", () => {
  it("a member answers Wi-Fi yes on a shop, turns on the Wi-Fi filter, and only that shop stays listed", async () => {
    const member = await createAccount("Wendy");
    const stamp = uniqueStamp();
    const place = { city: "Portland", state: "ME", lat: 43.6591, lng: -70.2568 };
    const wired = `Wired ${stamp}`;
    const unplugged = `Unplugged ${stamp}`;
    const street = Date.now() % 100000;
    const create = (name: string, lat: number) =>
      callSandbox(
        "mutation",
        api.shops.create,
        shopInput({ ...place, name, streetAddress: `${street + (Math.round(lat * 1000) % 10)} Harbor St`, lat }),
        member.token,
      );
    const { _id, publicId } = await create(wired, place.lat);
    await create(unplugged, place.lat + 0.001);
    const { page, context } = await loggedInPage(browser(), MOBILE, member);

    await page.goto(`/editshop?shop=${publicId}`);
    await page.getByRole("group", { name: "Wi-Fi" }).getByText("Yes", { exact: true }).click();
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await acknowledgeInPage(page, MESSAGES.shopSaved);
    await waitForPath(page, `/home?shop=${_id}`);
    const practical = shopPanel(page, wired).getByRole("region", { name: "Practical" });
    await expect.poll(() => practical.getByRole("listitem").allTextContents()).toEqual(["Wi-Fi"]);
    await shopPanel(page, wired).getByRole("button", { name: "Close shop panel" }).click();

    await page.getByRole("button", { name: "List" }).click();
    const list = page.getByRole("region", { name: /shops? in view/ });
    await expect.poll(() => list.getByText(unplugged).count()).toBe(1);
    await page.getByRole("button", { name: /^Filters/ }).click();
    await page.getByRole("dialog", { name: "Filters" }).getByText("Wi-Fi", { exact: true }).click();
    await waitForPath(page, "/home?wifi=1");
    await page.getByRole("button", { name: "Done" }).click();
    await expect.poll(() => list.getByText(unplugged).count()).toBe(0);
    expect(await list.getByText(wired).count()).toBe(1);
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    await context.close();
  });
});
