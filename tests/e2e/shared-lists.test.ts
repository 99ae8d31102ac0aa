import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import {
  PHONE_AND_DESKTOP,
  browserForFile,
  callSandbox,
  createAccount,
  hasNoHorizontalScroll,
  loggedInPage,
  sandboxUrl,
} from "../support/browser";

const browser = browserForFile();

/** A seeded Boston shop by name. */
async function bostonShop(token: string, name: string) {
  const shops = (
    await callSandbox(
      "query",
      api.shops.inCity,
      { state: "MA", city: "BOSTON", paginationOpts: { numItems: 100, cursor: null } },
      token,
    )
  ).page;
  return shops.find((shop) => shop.name === name)!;
}

describe.each(PHONE_AND_DESKTOP)("a shared list on a %s, live in two browsers", (_, viewport) => {
  it("an editor joins by the link and adds a shop; the owner's open list and its map gain it at once", async () => {
    const owner = await createAccount("Olive");
    const editor = await createAccount("Eddie");
    const title = `Saturday crawl ${viewport.width}`;

    // The owner makes a ranked list with one shop, opens its map and makes the invite link.
    const mine = await loggedInPage(browser(), viewport, owner);
    await mine.page.goto(sandboxUrl("/lists"));
    await mine.page.getByLabel("Title").fill(title);
    await mine.page.getByText("Public", { exact: true }).click();
    await mine.page.getByLabel(/^Ranked/).check();
    await mine.page.getByRole("button", { name: "Make the list" }).click();
    await mine.page.getByRole("heading", { level: 1, name: title }).waitFor();
    const listId = mine.page.url().split("/lists/")[1]!;
    const first = await bostonShop(owner.token, "Thinking Cup");
    await callSandbox(
      "mutation",
      api.listEntries.add,
      { listId: listId as Id<"lists">, shopId: first._id },
      owner.token,
    );
    const rows = mine.page.getByTestId("list-entry");
    await expect.poll(() => rows.count()).toBe(1);
    await mine.page.getByRole("button", { name: "Make an invite link" }).click();
    const link = await mine.page.getByRole("textbox", { name: "Invite link" }).inputValue();
    await mine.page.getByRole("button", { name: "Show on map" }).click();
    const pins = mine.page.getByTestId("pinned-shop");
    await expect.poll(() => pins.count()).toBe(1);

    // The editor opens the link in another browser, joins, and adds a shop with the finder.
    const theirs = await loggedInPage(browser(), viewport, editor);
    await theirs.page.goto(link);
    await theirs.page.getByText(MESSAGES.listJoined).waitFor();
    await theirs.page.getByRole("combobox", { name: "Find the shop" }).fill("Blue Bottle");
    await theirs.page.getByRole("option", { name: /^Blue Bottle Coffee/ }).click();
    await theirs.page.getByRole("button", { name: "Add to this list" }).click();
    await theirs.page.getByText("Added Blue Bottle Coffee to the list.").waitFor();
    expect(await hasNoHorizontalScroll(theirs.page)).toBe(true);

    // The owner's page, never reloaded, lists it second and draws it as marker 2; the editor is named.
    await expect.poll(() => rows.count()).toBe(2);
    await expect.poll(() => rows.nth(1).getByRole("link").first().textContent()).toBe("Blue Bottle Coffee");
    await expect.poll(() => pins.count()).toBe(2);
    await mine.page.getByRole("button", { name: "2. Blue Bottle Coffee" }).waitFor();
    await mine.page.getByRole("link", { name: editor.name }).first().waitFor();
    expect(await hasNoHorizontalScroll(mine.page)).toBe(true);
    await theirs.context.close();
    await mine.context.close();
  });
});
