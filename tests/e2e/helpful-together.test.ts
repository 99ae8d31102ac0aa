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

// Two people mark one review Helpful in the same moment, each in their own browser, while its author has the shop
// panel open: neither vote is lost or refused (the count lives in a row only its job writes, decision 37), and all
// three panels come to "2 people found this helpful" without a reload. Every browser at one width, then the other.

const browser = browserForFile();
const BOSTONIANS = { yourCity: "Boston", yourState: "MA" };

describe.each(PHONE_AND_DESKTOP)("two Helpful votes at once, on a %s", (_name, viewport) => {
  it("both count, in the voters' panels and live in the author's", async () => {
    const ana = await createAccount("Ana", BOSTONIANS, { established: true });
    const ben = await createAccount("Ben", BOSTONIANS, { established: true });
    const cy = await createAccount("Cy", BOSTONIANS, { established: true });
    const [shop] = (
      await callSandbox(
        "query",
        api.shops.inCity,
        { state: "MA", city: "BOSTON", paginationOpts: { numItems: 100, cursor: null } },
        ana.token,
      )
    ).page;
    const text = `Worth the walk ${uniqueStamp()}`;
    await callSandbox("mutation", api.reviews.create, { shopId: shop!._id, ...REVIEW, text, photos: [] }, ana.token);

    const open = async (who: typeof ana) => {
      const opened = await loggedInPage(browser(), viewport, who);
      await opened.page.goto(sandboxUrl(`/home?shop=${shop!._id}`));
      const card = shopPanel(opened.page, shop!.name).getByRole("article").filter({ hasText: text });
      await card.waitFor();
      return { ...opened, card };
    };
    const [author, first, second] = [await open(ana), await open(ben), await open(cy)];
    const helpful = (card: typeof first.card) => card.getByRole("button", { name: /^Helpful/ });
    await Promise.all([helpful(first.card).click(), helpful(second.card).click()]);

    for (const { card, page } of [first, second, author]) {
      await card.getByText("2 people found this helpful").waitFor({ timeout: 10_000 });
      expect(await hasNoHorizontalScroll(page)).toBe(true);
    }
    expect(await helpful(first.card).getAttribute("aria-pressed")).toBe("true");
    expect(await helpful(second.card).getAttribute("aria-pressed")).toBe("true");
    for (const { context } of [first, second, author]) await context.close();
  });
});
