import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { otherUserPath } from "@convex/rules/identifiers";
import { createBackend, signUp } from "../../support/backendHarness";
import { insertReview, insertShop } from "../../support/testData";
import { paths } from "@/lib/routes";
import { UI_ADDRESS, currentPath, renderApp } from "../../support/uiHarness";

/** A viewer who follows Bob, with the app open on /feed as the viewer. */
async function viewerFollowingBob() {
  const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
  const viewer = await signUp(backend, { firstName: "Vi" });
  const bob = await signUp(backend, { firstName: "Bob", lastName: "Brew" });
  await viewer.as.mutation(api.follows.follow, { userId: bob.userId });
  return { backend, viewer, bob };
}

describe("friends' feed page", () => {
  it("says so when friends have no recent activity", async () => {
    await renderApp("/feed", { as: {} });
    expect(await screen.findByRole("heading", { name: "Friends' Activity (Last 30 Days)" })).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.noFeed)).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Feed pages" })).not.toBeInTheDocument();
    // The feed icon is hidden on /feed.
    expect(screen.queryByRole("link", { name: "Friends' activity" })).not.toBeInTheDocument();
  });

  it("shows a friend's review and new shop with links, ratings and dates, and updates live", async () => {
    const { backend, viewer, bob } = await viewerFollowingBob();
    await backend.t.run(async (ctx) => {
      const shop = await insertShop(ctx, bob.userId, {
        name: "Bob's Beans",
        streetAddress: "12 Roast Rd",
        city: "BOSTON",
        state: "MA",
        website: "bobsbeans.example",
      });
      await insertReview(ctx, shop, bob.userId, {
        text: "Silky and sweet.",
        temp: "Hot",
        milk: "Oat",
        bev: "Latte",
        roast: "Medium",
        process: "Washed",
        drinkRating: 5,
        shopRating: 4,
        staffRating: 3,
      });
    });
    const { userEvent } = await renderApp("/feed", { backend, as: viewer });

    const list = await screen.findByRole("list", { name: "Friends' activity" });
    const [review, shop] = within(list).getAllByRole("listitem");
    const shopId = (await backend.t.run((ctx) => ctx.db.query("shops").first()))!._id;
    // The shop's name leads to the shop: the map with its panel open.
    expect(within(review).getByRole("link", { name: "Bob's Beans" })).toHaveAttribute(
      "href",
      paths.home({ shop: shopId }),
    );
    expect(within(review).getByText("Ordered a Hot Oat Milk Latte (Medium roast, Washed)")).toBeInTheDocument();
    expect(within(review).getByText("Silky and sweet.")).toBeInTheDocument();
    expect(within(review).getByRole("img", { name: "Coffee: 5 out of 5 cups" })).toBeInTheDocument();
    expect(within(review).getByRole("img", { name: "Vibe: 4 out of 5 cups" })).toBeInTheDocument();
    expect(within(review).getByRole("img", { name: "Staff: 3 out of 5 cups" })).toBeInTheDocument();
    const today = new Date().toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
    expect(within(review).getByText(today)).toBeInTheDocument();

    expect(within(shop).getByRole("link", { name: "Bob's Beans" })).toHaveAttribute(
      "href",
      paths.home({ shop: shopId }),
    );
    expect(within(shop).getByText("12 Roast Rd, Boston, MA")).toBeInTheDocument(); // stored BOSTON
    expect(within(shop).getByRole("link", { name: "bobsbeans.example" })).toHaveAttribute(
      "href",
      "https://bobsbeans.example/",
    );
    expect(within(shop).getByText(today)).toBeInTheDocument();

    // Live: Bob adds another shop while the feed is open.
    await backend.t.run((ctx) => insertShop(ctx, bob.userId, { name: "Bob's Second Spot" }));
    expect(await screen.findByText("Bob's Second Spot")).toBeInTheDocument();
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);

    // The reviewer link opens Bob's page.
    await userEvent.click(within(review).getByRole("link", { name: "Bob Brew" }));
    expect(await screen.findByRole("heading", { name: "Bob Brew" })).toBeInTheDocument();
    expect(currentPath()).toBe(otherUserPath(bob.userId, "Bob Brew"));
  });

  it("pages 25 items ten at a time with Previous, Next and 'Page X of Y'", async () => {
    const { backend, viewer, bob } = await viewerFollowingBob();
    await backend.t.run(async (ctx) => {
      for (let i = 1; i <= 25; i++) await insertShop(ctx, bob.userId, { name: `Shop number ${i}` });
    });
    const { userEvent } = await renderApp("/feed", { backend, as: viewer });

    const names = () =>
      within(screen.getByRole("list", { name: "Friends' activity" }))
        .getAllByText(/^Shop number \d+$/)
        .map((el) => el.textContent);
    expect(await screen.findByText("Page 1 of 3")).toBeInTheDocument();
    expect(names()).toEqual(Array.from({ length: 10 }, (_, i) => `Shop number ${25 - i}`));
    const previous = screen.getByRole("button", { name: "Previous" });
    const next = screen.getByRole("button", { name: "Next" });
    expect(previous).toBeDisabled();

    await userEvent.click(next);
    expect(await screen.findByText("Page 2 of 3")).toBeInTheDocument();
    expect(names()[0]).toBe("Shop number 15");
    expect(currentPath()).toBe("/feed?page=2"); // the page is in the address
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Page 3 of 3")).toBeInTheDocument();
    expect(names()).toEqual(["Shop number 5", "Shop number 4", "Shop number 3", "Shop number 2", "Shop number 1"]);
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    expect(currentPath()).toBe("/feed?page=3");
    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(await screen.findByText("Page 2 of 3")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(await screen.findByText("Page 1 of 3")).toBeInTheDocument();
    expect(currentPath()).toBe("/feed");
  });

  it("opens the page the address names, and the last page for one past the end", async () => {
    const { backend, viewer, bob } = await viewerFollowingBob();
    await backend.t.run(async (ctx) => {
      for (let i = 1; i <= 25; i++) await insertShop(ctx, bob.userId, { name: `Shop number ${i}` });
    });
    const first = await renderApp("/feed?page=2", { backend, as: viewer });
    expect(await screen.findByText("Page 2 of 3")).toBeInTheDocument();
    expect(screen.getByText("Shop number 15")).toBeInTheDocument();
    first.view.unmount();

    await renderApp("/feed?page=9", { backend, as: viewer });
    expect(await screen.findByText("Page 3 of 3")).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe("/feed?page=3"));
  });

  it("shows no pager for exactly 10 items", async () => {
    const { backend, viewer, bob } = await viewerFollowingBob();
    await backend.t.run(async (ctx) => {
      for (let i = 1; i <= 10; i++) await insertShop(ctx, bob.userId, { name: `Shop number ${i}` });
    });
    await renderApp("/feed", { backend, as: viewer });
    const list = await screen.findByRole("list", { name: "Friends' activity" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(10);
    expect(screen.queryByRole("navigation", { name: "Feed pages" })).not.toBeInTheDocument();
    expect(screen.queryByText(/Page \d+ of/)).not.toBeInTheDocument();
  });
});
