import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import { otherUserPath } from "@convex/rules/identifiers";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, signUp } from "../../support/backendHarness";
import { PANEL_SHOP, insertShop } from "../../support/testData";
import { currentPath, renderApp, UI_ADDRESS } from "../../support/uiHarness";
vi.mock("@/features/map/ShopMap", () => import("../../support/fakeShopMap"));

async function sharedShop() {
  const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
  const writer = await signUp(backend, { firstName: "Wren", lastName: "Writer" });
  const shopId = await backend.t.run((ctx) =>
    insertShop(ctx, writer.userId, { ...PANEL_SHOP, name: "Shared Cup", submitterName: "Wren Writer" }),
  );
  const shop = (await backend.t.run((ctx) => ctx.db.get(shopId)))!;
  await writer.as.mutation(api.reviews.create, {
    shopId,
    bev: "Latte",
    milk: "Oat",
    temp: "Hot",
    roast: "Light",
    process: "Washed",
    flavoring: false,
    drinkRating: 5,
    shopRating: 4,
    staffRating: 4,
    text: "Bright and friendly.",
    photos: [],
  });
  return { backend, writer, shop };
}

describe("visitors (nobody signed in)", () => {
  it("see a shared shop link read-only, with ways in that come back to it", async () => {
    const { backend, shop } = await sharedShop();
    await renderApp(`/home?shop=${shop._id}`, { backend });
    expect(await screen.findByRole("heading", { level: 1, name: "Shared Cup" })).toBeInTheDocument();
    expect(currentPath()).toBe(`/home?shop=${shop._id}`);
    const reviews = await screen.findByRole("list", { name: "Shop Reviews" });
    expect(within(reviews).getByText("Bright and friendly.")).toBeInTheDocument();
    expect(within(reviews).queryByRole("button", { name: /Helpful/ })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Directions/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign up to review this shop" })).toHaveAttribute(
      "href",
      `/register?next=${encodeURIComponent(`/addreview?shop=${shop.publicId}`)}`,
    );
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      `/login?next=${encodeURIComponent(`/home?shop=${shop._id}`)}`,
    );
  });

  it("see a shared profile link read-only: name, badges and reviews, no follow", async () => {
    const { backend, writer } = await sharedShop();
    await renderApp(otherUserPath(writer.userId, "Wren Writer"), { backend });
    expect(await screen.findByRole("heading", { level: 1, name: "Wren Writer" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("list", { name: "Reviews" })).toHaveTextContent("Shared Cup"));
    // One name for each tier, and what it counts and how to reach the next.
    const badges = await screen.findByRole("list", { name: "Badges" });
    expect(badges).toHaveTextContent("Percolating Critic");
    expect(badges).toHaveTextContent("1 review written · Grounded Reviewer at 5");
    expect(screen.queryByRole("button", { name: "Follow" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign up to follow Wren" })).toBeInTheDocument();
  });

  it("are still asked to log in for the map itself and the other signed-in screens", async () => {
    await renderApp("/home");
    await waitFor(() => expect(currentPath()).toBe("/login?next=%2Fhome"));
    expect(await screen.findByRole("heading", { name: "Log Into Brew Map" })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.invalidUser)).not.toBeInTheDocument();
  });
});
