import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { DEMO_MODERATOR } from "@convex/data/demoData";
import { uncountedNote } from "@convex/rules/countedReviews";
import { ratingDescription } from "@convex/rules/ratings";
import { REVIEW, shopInput } from "../support/testData";
import {
  DESKTOP,
  MOBILE,
  callSandbox,
  createAccount,
  hasNoHorizontalScroll,
  browserForFile,
  loggedInPage,
  sandboxUrl,
  shopPanel,
  uniqueStamp,
} from "../support/browser";
import { paths } from "@/lib/routes";

// Ratings count only established members' reviews (decision 28), in two real browsers: a new account's
// 1-cup review shows on a reader's open panel with its "not counted yet" note while the rating stays,
// and once the demo moderator vouches for its author on a phone, the reader's rating moves, live.

const browser = browserForFile();

describe("trusted ratings, in real browsers", () => {
  it("a new member's review waits to count until a moderator vouches, and the rating then moves live", async () => {
    const regular = await createAccount("Reggie", {}, { established: true });
    const newcomer = await createAccount("Nova");
    const name = `Trust Lab ${uniqueStamp()}`;
    const { _id: shopId } = await callSandbox(
      "mutation",
      api.shops.create,
      shopInput({ name, streetAddress: `${Date.now() % 100000} Trust Lane` }),
      regular.token,
    );
    await callSandbox(
      "mutation",
      api.reviews.create,
      { shopId, ...REVIEW, drinkRating: 5, shopRating: 5, staffRating: 5, text: "Superb.", photos: [] },
      regular.token,
    );

    const reader = await loggedInPage(browser(), DESKTOP, regular);
    await reader.page.goto(sandboxUrl(paths.home({ shop: shopId })));
    const panel = shopPanel(reader.page, name);
    const ratings = panel.getByRole("region", { name: "Ratings" });
    const overall = (rating: number, reviews: number) =>
      ratings.getByRole("img", { name: ratingDescription({ overall: rating, reviews }) });
    await overall(5, 1).waitFor();

    const text = `Terrible, never again ${uniqueStamp()}`;
    const one = { drinkRating: 1, shopRating: 1, staffRating: 1 };
    await callSandbox("mutation", api.reviews.create, { shopId, ...REVIEW, ...one, text, photos: [] }, newcomer.token);
    await panel.getByText(text).waitFor({ timeout: 10_000 });
    await ratings.getByText(uncountedNote(1)).waitFor({ timeout: 10_000 });
    expect(await overall(5, 1).isVisible()).toBe(true);
    await panel.getByText("Not counted yet", { exact: true }).waitFor();
    await reader.page.screenshot({ path: "test-results/trusted-ratings-waiting.png" });

    const mod = await loggedInPage(browser(), MOBILE, DEMO_MODERATOR);
    await mod.page.goto(sandboxUrl(paths.otherUser(newcomer.userId, newcomer.name)));
    const trust = mod.page.getByRole("region", { name: "Ratings trust" });
    await trust.getByText(/1 of their reviews does not count in ratings yet/).waitFor();
    expect(await hasNoHorizontalScroll(mod.page)).toBe(true);
    await mod.page.screenshot({ path: "test-results/trusted-ratings-vouch.png" });
    await trust.getByRole("button", { name: "Vouch for this member" }).click();
    await trust.waitFor({ state: "detached", timeout: 10_000 });

    // The reader's open panel: two reviews counted, (5 + 1) / 2 = 3.0, and the note gone.
    await overall(3, 2).waitFor({ timeout: 10_000 });
    expect(await ratings.getByText(uncountedNote(1)).count()).toBe(0);

    for (const { context } of [mod, reader]) await context.close();
  });
});
