import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { REVIEW } from "../support/testData";
import {
  DESKTOP,
  MOBILE,
  callSandbox,
  createAccount,
  hasNoHorizontalScroll,
  browserForFile,
  loggedInPage,
  newPage,
  sandboxUrl,
  shopPanel,
  waitForPath,
} from "../support/browser";
import { paths } from "@/lib/routes";

// Leaving (decision 20), in two real browsers: the data download holds the person's review; deleting
// the account on a phone takes the review out of another person's open panel live, and logging in
// with the old password then fails.

const browser = browserForFile();

describe("leaving, in real browsers", () => {
  it("downloads the data, deletes the account: the review leaves the other browser's panel and the log-in fails", async () => {
    const leo = await createAccount("Leo");
    const sam = await createAccount("Sam");
    const [shop] = (
      await callSandbox(
        "query",
        api.shops.inCity,
        { state: "MA", city: "BOSTON", paginationOpts: { numItems: 100, cursor: null } },
        leo.token,
      )
    ).page;
    const text = `Farewell cup ${leo.lastName}`;
    await callSandbox("mutation", api.reviews.create, { shopId: shop!._id, ...REVIEW, text, photos: [] }, leo.token);

    const reader = await loggedInPage(browser(), DESKTOP, sam);
    await reader.page.goto(sandboxUrl(paths.home({ shop: shop!._id })));
    const panel = shopPanel(reader.page, shop!.name);
    await panel.getByText(text).waitFor();

    const phone = await loggedInPage(browser(), MOBILE, leo);
    await phone.page.goto(sandboxUrl(paths.profile()));
    const [download] = await Promise.all([
      phone.page.waitForEvent("download"),
      phone.page.getByRole("button", { name: "Download my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("brew-map-my-data.json");
    const data = JSON.parse(await readFile((await download.path())!, "utf8")) as {
      account: { email: string };
      reviews: { text: string }[];
    };
    expect(data.account.email).toBe(leo.email);
    expect(data.reviews.map((review) => review.text)).toEqual([text]);

    await phone.page.getByRole("button", { name: "Delete account" }).click();
    const dialog = phone.page.getByRole("dialog", { name: "Delete your account?" });
    expect(await hasNoHorizontalScroll(phone.page)).toBe(true);
    await dialog.getByLabel("Your password").fill(leo.password);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await phone.page.getByText(MESSAGES.accountDeleted).waitFor();
    await waitForPath(phone.page, paths.login());

    await panel.getByText(text).waitFor({ state: "detached", timeout: 15_000 });

    const again = await newPage(browser(), MOBILE);
    await again.page.goto(sandboxUrl(paths.login()));
    await again.page.getByLabel("Email").fill(leo.email);
    await again.page.getByLabel("Password").fill(leo.password);
    await again.page.getByRole("button", { name: "Log In" }).click();
    await again.page.getByText(MESSAGES.loginError).waitFor();
    expect(new URL(again.page.url()).pathname).toBe(paths.login());

    for (const { context } of [reader, phone, again]) await context.close();
  });
});
