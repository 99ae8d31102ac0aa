import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import {
  PHONE_AND_DESKTOP,
  browserForFile,
  callSandbox,
  createAccount,
  hasNoHorizontalScroll,
  loggedInPage,
  sandboxUrl,
  shopPanel,
  uniqueStamp,
} from "../support/browser";
import { REVIEW } from "../support/testData";

// Comments under reviews, live in two browsers (docs/product.md, "Comments and cheers"): the review's author has
// the shop panel open on their review; someone else comments with an @mention of them; the author's card shows
// the count and the comment, and their bell rises, without a reload. Both browsers at one width, then the other.

const browser = browserForFile();
const BOSTONIANS = { yourCity: "Boston", yourState: "MA" };

describe.each(PHONE_AND_DESKTOP)("comments on a review, live, on a %s", (_name, viewport) => {
  it("a comment with an @mention reaches the review's author's open panel and bell", async () => {
    const ana = await createAccount("Ana", BOSTONIANS, { established: true });
    const ben = await createAccount("Ben", BOSTONIANS, { established: true });
    const [shop] = (
      await callSandbox(
        "query",
        api.shops.inCity,
        { state: "MA", city: "BOSTON", paginationOpts: { numItems: 100, cursor: null } },
        ana.token,
      )
    ).page;
    const text = `Ana's pick ${uniqueStamp()}`;
    await callSandbox("mutation", api.reviews.create, { shopId: shop!._id, ...REVIEW, text, photos: [] }, ana.token);

    const author = await loggedInPage(browser(), viewport, ana);
    await author.page.goto(sandboxUrl(`/home?shop=${shop!._id}`));
    const authorCard = shopPanel(author.page, shop!.name).getByRole("article").filter({ hasText: text });
    await authorCard.getByRole("button", { name: /^Comment \(/ }).click();
    await authorCard.getByText("No comments yet.").waitFor();
    const bell = author.page.getByRole("button", { name: /^Notifications/ });
    await expect.poll(() => bell.getAttribute("aria-label")).toBe("Notifications");

    const writer = await loggedInPage(browser(), viewport, ben);
    await writer.page.goto(sandboxUrl(`/home?shop=${shop!._id}`));
    const writerCard = shopPanel(writer.page, shop!.name).getByRole("article").filter({ hasText: text });
    await writerCard.getByRole("button", { name: /^Comment \(/ }).click();
    const box = writerCard.getByRole("combobox", { name: "Write a comment" });
    await box.pressSequentially(`What did you order, @${ana.name}`);
    // Other Anas of the shared sandbox may be listed too: the arrows move to this one, Enter chooses it.
    const option = writerCard.getByRole("option", { name: new RegExp(ana.name) });
    await option.waitFor();
    for (let i = 0; i < 10 && (await option.getAttribute("aria-selected")) !== "true"; i++)
      await box.press("ArrowDown");
    await box.press("Enter");
    await box.pressSequentially("?");
    await writerCard.getByRole("button", { name: "Send" }).click();
    await writerCard.getByRole("link", { name: `@${ana.name}` }).waitFor();
    expect(await hasNoHorizontalScroll(writer.page)).toBe(true);

    // The author's open panel: the count and the comment, with the mention linking to them; the bell: two unread.
    await authorCard.getByRole("button", { name: /^1 comment \(/ }).waitFor({ timeout: 10_000 });
    await authorCard.getByText("What did you order,").waitFor();
    await authorCard.getByRole("link", { name: `@${ana.name}` }).waitFor();
    await expect.poll(() => bell.getAttribute("aria-label"), { timeout: 10_000 }).toBe("Notifications, 2 unread");
    await bell.click();
    const dialog = author.page.getByRole("dialog", { name: "Notifications" });
    await dialog.getByText(`mentioned you in a comment on ${shop!.name}.`).waitFor();
    await dialog.getByText(`commented on your review of ${shop!.name}.`).waitFor();
    expect(await hasNoHorizontalScroll(author.page)).toBe(true);
    await writer.context.close();
    await author.context.close();
  });
});
