import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import {
  PHONE_AND_DESKTOP,
  browserForFile,
  callSandbox,
  createAccount,
  hasNoHorizontalScroll,
  loggedInPage,
  sandboxUrl,
  shopPanel,
} from "../support/browser";

const browser = browserForFile();

describe.each(PHONE_AND_DESKTOP)("Add to list on a %s, live in two browsers", (_, viewport) => {
  it("a shop added to a new public list from the panel shows in a follower's open feed and panel", async () => {
    const ana = await createAccount("Ana");
    const fay = await createAccount("Fay");
    await callSandbox("mutation", api.follows.follow, { userId: ana.userId }, fay.token);
    const shops = (
      await callSandbox(
        "query",
        api.shops.inCity,
        { state: "MA", city: "BOSTON", paginationOpts: { numItems: 100, cursor: null } },
        ana.token,
      )
    ).page;
    const shop = shops.find((one) => one.name === "Thinking Cup")!;
    const title = `Best cortados ${viewport.width}`;

    // Fay keeps her feed open, and in another browser the shop's panel.
    const feed = await loggedInPage(browser(), viewport, fay);
    await feed.page.goto(sandboxUrl("/feed"));
    const panelView = await loggedInPage(browser(), viewport, fay);
    await panelView.page.goto(sandboxUrl(`/home?shop=${shop._id}`));
    await shopPanel(panelView.page, "Thinking Cup").getByRole("button", { name: "Add to list" }).waitFor();
    // Other runs on this sandbox may have listed the shop already: count from what the panel says now.
    const inLists = shopPanel(panelView.page, "Thinking Cup").getByRole("button", { name: /^In \d+ lists?$/ });
    const listsBefore = (await inLists.count()) === 0 ? 0 : Number((await inLists.textContent())!.split(" ")[1]);

    // Ana opens the panel, Add to list, New list (public) with this shop.
    const mine = await loggedInPage(browser(), viewport, ana);
    await mine.page.goto(sandboxUrl(`/home?shop=${shop._id}`));
    await shopPanel(mine.page, "Thinking Cup").getByRole("button", { name: "Add to list" }).click();
    const dialog = mine.page.getByRole("dialog", { name: "Add to list" });
    await dialog.getByRole("button", { name: "New list" }).click();
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByText("Public", { exact: true }).click();
    await dialog.getByRole("button", { name: "Make the list" }).click();
    await dialog.getByText(MESSAGES.listCreatedWithShop(title)).waitFor();
    await expect.poll(() => dialog.getByRole("checkbox", { name: new RegExp(title) }).isChecked()).toBe(true);
    expect(await hasNoHorizontalScroll(mine.page)).toBe(true);

    // Fay's open pages, never reloaded: the feed tells it, the panel counts the list.
    await feed.page.getByText(`added Thinking Cup to`).waitFor();
    await feed.page
      .getByRole("link", { name: `"${title}"` })
      .first()
      .waitFor();
    const after = listsBefore + 1;
    await shopPanel(panelView.page, "Thinking Cup")
      .getByRole("button", { name: `In ${after} ${after === 1 ? "list" : "lists"}` })
      .waitFor();
    expect(await hasNoHorizontalScroll(feed.page)).toBe(true);
    for (const open of [mine, panelView, feed]) await open.context.close();
  });
});
