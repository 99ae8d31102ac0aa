import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { otherUserPath } from "@convex/rules/identifiers";
import { MESSAGES } from "@convex/rules/messages";
import { paths } from "@/lib/routes";
import {
  DESKTOP,
  MOBILE,
  PHONE_AND_DESKTOP,
  browserDialogs,
  callSandbox,
  createAccount,
  hasNoHorizontalScroll,
  browserForFile,
  loggedInPage,
  logIn,
  newPage,
  sandboxUrl,
  shopPanel,
} from "../support/browser";
import { AVA, BEN } from "../support/demoAccounts";
import { REVIEW } from "../support/testData";

const browser = browserForFile();

/** B writes a review of the first Boston shop through the real mutation, over Convex's HTTP API. */
async function writeReview({ token }: { token: string }, text: string): Promise<{ text: string; shopName: string }> {
  const [shop] = (
    await callSandbox(
      "query",
      api.shops.inCity,
      { state: "MA", city: "BOSTON", paginationOpts: { numItems: 100, cursor: null } },
      token,
    )
  ).page;
  await callSandbox(
    "mutation",
    api.reviews.create,
    { shopId: shop!._id, ...REVIEW, staffRating: 5, text, photos: [] },
    token,
  );
  return { text, shopName: shop!.name };
}

describe("social in real browsers", () => {
  it("A follows B, B posts, and A's open feed shows it without a reload (two browsers at once)", async () => {
    const a = await createAccount("Abe");
    const b = await createAccount("Bea");
    const bName = `${b.firstName} ${b.lastName}`;
    const earlier = await writeReview(b, `Earlier note from ${b.lastName}.`);

    // A's feed, open on a desktop, before A follows anyone.
    const feed = await loggedInPage(browser(), DESKTOP, a);
    await feed.page.getByRole("link", { name: "Friends' activity" }).click();
    await feed.page.getByRole("heading", { name: "Friends' Activity (Last 30 Days)" }).waitFor();
    await feed.page.getByText(MESSAGES.noFeed).waitFor();

    // A follows B from a phone.
    const phone = await loggedInPage(browser(), MOBILE, a);
    await phone.page.goto(sandboxUrl(otherUserPath(b.userId, bName)));
    await phone.page.getByRole("heading", { name: bName }).waitFor();
    await phone.page.getByRole("button", { name: "Follow", exact: true }).click();
    await phone.page.getByRole("button", { name: "Unfollow" }).waitFor();
    expect(await hasNoHorizontalScroll(phone.page)).toBe(true);

    // The open feed picks up B's activity at once, then B's new review as it is written.
    await feed.page.getByRole("listitem").filter({ hasText: earlier.text }).waitFor({ timeout: 10_000 });
    const fresh = await writeReview(b, `Fresh from ${b.lastName}: bright and juicy.`);
    const item = feed.page.getByRole("listitem").filter({ hasText: fresh.text });
    await item.waitFor({ timeout: 10_000 });
    expect(await item.getByRole("link", { name: fresh.shopName, exact: true }).isVisible()).toBe(true);
    expect(await item.getByRole("link", { name: bName }).isVisible()).toBe(true);
    expect(await feed.page.getByRole("listitem").first().textContent()).toContain(fresh.text);

    // Unfollowing empties it again, still without a reload.
    await phone.page.getByRole("button", { name: "Unfollow" }).click();
    await phone.page.getByRole("button", { name: "Follow", exact: true }).waitFor();
    await feed.page.getByText(MESSAGES.noFeed).waitFor({ timeout: 10_000 });
    await phone.context.close();
    await feed.context.close();
  });

  it("the copied follow link, opened signed out, shows the user; logging in from it lands back on their page", async () => {
    const b = await createAccount("Bo");
    const bName = `${b.firstName} ${b.lastName}`;
    const { page, context } = await newPage(browser(), DESKTOP);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await logIn(page, b.email, b.password);
    await page.goto(sandboxUrl("/profile"));
    const dialogs = browserDialogs(page);
    await page.getByRole("button", { name: "Copy Follow Link" }).click();
    await page.getByText(MESSAGES.followLinkCopied).waitFor();
    expect(dialogs).toEqual([]);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(
      sandboxUrl(
        `/otheruser/${b.firstName.toLowerCase()}-${b.lastName.toLowerCase()}?uid=${encodeURIComponent(btoa(b.userId))}`,
      ),
    );
    await context.close();

    const fresh = await newPage(browser(), MOBILE);
    await fresh.page.goto(link);
    await fresh.page.getByRole("heading", { name: bName }).waitFor();
    await fresh.page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Log in" }).click();
    await fresh.page.waitForURL(/\/login\?next=/);
    await fresh.page.getByLabel("Email").fill(AVA.email);
    await fresh.page.getByLabel("Password").fill(AVA.password);
    await fresh.page.getByRole("button", { name: "Log In" }).click();
    await fresh.page.waitForURL((url) => url.href === link);
    await fresh.page.getByRole("heading", { name: bName }).waitFor();
    await fresh.page.getByRole("button", { name: "Follow", exact: true }).waitFor();
    await fresh.context.close();
  });

  it("recommends shops from the profile, copies the list, and says so when none match", async () => {
    const { page, context } = await newPage(browser(), MOBILE);
    const dialogs = browserDialogs(page);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await logIn(page, AVA.email, AVA.password);
    await page.goto(sandboxUrl("/profile"));
    await page.getByRole("button", { name: "Recommend Coffee Shops" }).click();
    const dialog = page.getByRole("dialog", { name: "Custom Coffee Shop Recommendation" });
    await dialog.getByLabel("State").fill("ma");
    expect(await dialog.getByLabel("State").inputValue()).toBe("MA");
    await dialog.getByLabel("City").fill("Boston");
    // Cleo's taste: her seeded Boston reviews rated 4 and 5 are the ones that can match.
    await dialog.getByLabel("Roast").selectOption("Dark");
    await dialog.getByLabel("Drink").selectOption("Cold Brew");
    await dialog.getByLabel("Temperature").selectOption("Cold");
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    await dialog.getByRole("button", { name: "Find Shops" }).click();

    const results = page.getByRole("dialog", { name: "Your Coffee Shop Recommendations" });
    await results.waitFor();
    const count = await results.getByRole("listitem").count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(6);
    await results.getByRole("button", { name: "Copy List" }).click();
    await results.getByRole("status").filter({ hasText: MESSAGES.listCopied }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split("\n")).toHaveLength(count);
    await results.getByRole("button", { name: "Close" }).click();
    await results.waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Recommend Coffee Shops" }).click();
    await dialog.getByLabel("City").fill("Nowhereville");
    await dialog.getByRole("button", { name: "Find Shops" }).click();
    await dialog.getByRole("alert").filter({ hasText: MESSAGES.noRecommendation }).waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(dialogs).toEqual([]);
    await context.close();
  });

  it.each(PHONE_AND_DESKTOP)(
    "recommends from the map, relaxing what nothing matches and saying so, never another roast (%s)",
    async (_, viewport) => {
      // Ben drinks light-roast pour-over; in Boston only his own reviews match that, and they never count.
      const { page, context } = await newPage(browser(), viewport);
      await logIn(page, BEN.email, BEN.password);
      await page.getByRole("button", { name: "Recommend shops for me" }).click();
      const dialog = page.getByRole("dialog", { name: "Custom Coffee Shop Recommendation" });
      await dialog.getByLabel("State").fill("MA");
      await dialog.getByLabel("City").fill("Boston");
      await dialog.getByLabel("Roast").selectOption("Light");
      await dialog.getByLabel("Drink").selectOption("Pour Over");
      await dialog.getByLabel("Temperature").selectOption("Hot");
      await dialog.getByRole("button", { name: "Find Shops" }).click();
      const results = page.getByRole("dialog", { name: "Your Coffee Shop Recommendations" });
      await results.waitFor();
      await results
        .getByText(/light-roast/)
        .first()
        .waitFor();
      expect(await results.getByRole("listitem").count()).toBeGreaterThan(0);
      // Each pick from a review says what was ordered: a light roast, whatever else was let go.
      for (const ordered of await results.getByText(/, \w+ roast$/).allTextContents())
        expect(ordered).toMatch(/, Light roast$/);
      expect(await hasNoHorizontalScroll(page)).toBe(true);
      await context.close();
    },
  );

  it("keeps the feed page in the address: Next, reload, Back and Forward", async () => {
    const reader = await createAccount("Fern");
    // An established reviewer: a new account may post 5 a day (decision 22).
    const writer = await createAccount("Will", {}, { established: true });
    await callSandbox("mutation", api.follows.follow, { userId: writer.userId }, reader.token);
    const shops = (
      await callSandbox(
        "query",
        api.shops.inCity,
        { state: "MA", city: "BOSTON", paginationOpts: { numItems: 100, cursor: null } },
        writer.token,
      )
    ).page;
    for (let i = 0; i < 12; i++) {
      const shop = shops[i % shops.length]!;
      await callSandbox(
        "mutation",
        api.reviews.create,
        { shopId: shop._id, ...REVIEW, staffRating: 5, text: `Visit number ${i + 1}.`, photos: [] },
        writer.token,
      );
    }
    const { page, context } = await loggedInPage(browser(), DESKTOP, reader);
    await page.goto(sandboxUrl(paths.feed()));
    await page.getByText("Page 1 of 2").waitFor({ timeout: 20_000 }); // the fan-out runs in the background
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("Page 2 of 2").waitFor();
    expect(new URL(page.url()).search).toBe("?page=2");
    await page.reload();
    await page.getByText("Page 2 of 2").waitFor();
    await page.goBack();
    await page.getByText("Page 1 of 2").waitFor();
    expect(new URL(page.url()).search).toBe("");
    await page.goForward();
    await page.getByText("Page 2 of 2").waitFor();

    // A shop's name in the feed opens that shop on the map.
    const item = page.getByRole("list", { name: "Friends' activity" }).getByRole("listitem").first();
    const name = (await item.getByRole("link").first().textContent())!;
    await item.getByRole("link", { name, exact: true }).click();
    await page.waitForURL(/\/home\?shop=/);
    await shopPanel(page, name).waitFor();
    await context.close();
  });
});
