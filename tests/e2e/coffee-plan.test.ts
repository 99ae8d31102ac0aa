import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import {
  DESKTOP,
  MOBILE,
  browserForFile,
  callSandbox,
  createAccount,
  hasNoHorizontalScroll,
  loggedInPage,
  sandboxUrl,
} from "../support/browser";
import { tomorrow } from "../support/planData";

// A coffee plan decided live (docs/product.md, "Coffee plans"): the organiser and two people who joined by its
// link vote in three browsers, each sees the others' votes arrive, the organiser takes the best by votes, and
// all three see the choice. Once with every browser at 375 px, once at 1280 px.

const browser = browserForFile();

/** The card of one shop or time on a plan page, by its heading. */
const card = (page: Page, heading: RegExp) => page.getByRole("listitem", { name: heading });

/** Answers one card through its radio group, as a person taps the pill. */
async function answer(page: Page, heading: RegExp, label: "Yes" | "Maybe" | "No") {
  await card(page, heading)
    .locator("label")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();
}

const tallyOf = (page: Page, heading: RegExp) => card(page, heading).getByTestId("tally").textContent();

describe.each([
  ["375 px", MOBILE],
  ["1280 px", DESKTOP],
])("a coffee plan at %s", (_width, viewport) => {
  it("three people vote, each sees the others' votes arrive, then the organiser's choice", async () => {
    const [olive, ann, bob] = [await createAccount("Olive"), await createAccount("Ann"), await createAccount("Bob")];
    const shops = (
      await callSandbox(
        "query",
        api.shops.inCity,
        { state: "MA", city: "BOSTON", paginationOpts: { numItems: 100, cursor: null } },
        olive.token,
      )
    ).page;
    const [first, second] = shops as [(typeof shops)[0], (typeof shops)[0]];
    const planId = await callSandbox(
      "mutation",
      api.plans.create,
      { title: "Saturday catch-up", shopIds: [first._id, second._id], times: [tomorrow(), tomorrow(2)], invitees: [] },
      olive.token,
    );
    const organiser = await loggedInPage(browser(), viewport, olive);
    await organiser.page.goto(sandboxUrl(`/plans/${planId}`));
    await organiser.page.getByRole("button", { name: "Make an invite link" }).click();
    const link = await organiser.page.getByLabel("Anyone with this link can join and vote").inputValue();

    const friends = [await loggedInPage(browser(), viewport, ann), await loggedInPage(browser(), viewport, bob)];
    for (const friend of friends) {
      await friend.page.goto(link);
      await friend.page.getByRole("heading", { name: "Saturday catch-up" }).waitFor();
    }
    const pages = [organiser.page, ...friends.map((friend) => friend.page)];
    const shopA = new RegExp(`^A\\. ${first.name}`);
    const firstTime = card(organiser.page, /^(?!A\.|B\.)/).first();
    const timeHeading = new RegExp(`^${(await firstTime.getByRole("heading").textContent())!}$`);

    await answer(organiser.page, shopA, "Yes");
    await answer(friends[0]!.page, shopA, "Maybe");
    await answer(friends[1]!.page, shopA, "No");
    for (const page of pages) await expect.poll(() => tallyOf(page, shopA)).toBe("1 yes · 1 maybe · 1 no");
    await answer(friends[0]!.page, timeHeading, "Yes");
    await answer(friends[1]!.page, timeHeading, "Yes");
    for (const page of pages) await expect.poll(() => tallyOf(page, timeHeading)).toBe("2 yes");
    await expect.poll(() => organiser.page.getByText("Everyone has answered.").isVisible()).toBe(true);

    await organiser.page.getByRole("button", { name: "Use the best by votes" }).click();
    for (const page of pages) {
      await expect.poll(() => page.getByTestId("plan-choice").textContent()).toContain(first.name);
      await expect(page.getByRole("link", { name: "Directions" }).isVisible()).resolves.toBe(true);
      expect(await hasNoHorizontalScroll(page)).toBe(true);
    }
    await expect
      .poll(() => friends[1]!.page.getByText("Voting is closed: the organiser has chosen.").isVisible())
      .toBe(true);
    expect(await card(friends[1]!.page, shopA).getByRole("radio").count()).toBe(0);

    for (const opened of [organiser, ...friends]) await opened.context.close();
  });
});
