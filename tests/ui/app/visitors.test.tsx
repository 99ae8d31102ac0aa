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

describe("visitors (nobody signed in) look first", () => {
  it("open the map from the landing page and a shop's panel, its reviews read in full", async () => {
    const { backend } = await sharedShop();
    const { userEvent } = await renderApp("/", { backend });
    await userEvent.click(await screen.findByRole("link", { name: "View Map" }));
    await waitFor(() => expect(currentPath()).toBe("/home"));
    // The visitor frame: the ways in, no signed-in navigation.
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/register?next=%2Fhome");
    expect(screen.queryByRole("button", { name: "Account menu" })).not.toBeInTheDocument();
    expect(screen.getByPlaceholderText("City, shop or ZIP")).toBeInTheDocument();

    await userEvent.click(await screen.findByRole("button", { name: /^Shared Cup/ }));
    const panel = await screen.findByRole("dialog", { name: "Shared Cup" });
    const reviews = await within(panel).findByRole("list", { name: "Shop Reviews" });
    expect(within(reviews).getByText("Bright and friendly.")).toBeInTheDocument();
    expect(within(panel).getAllByRole("link", { name: /Directions/ }).length).toBeGreaterThan(0);
    expect(currentPath()).toMatch(/^\/home\?shop=/);
  });

  it("are asked to join by each write, which leads on to its form or back to the same panel", async () => {
    const { backend, shop } = await sharedShop();
    const here = `/home?shop=${shop._id}`;
    const { userEvent } = await renderApp(here, { backend });
    const panel = await screen.findByRole("dialog", { name: "Shared Cup" });
    await within(panel).findByText("Bright and friendly.");

    await userEvent.click(within(panel).getByRole("button", { name: "Write a review" }));
    let join = await screen.findByRole("dialog", { name: "Join Brew Map to write a review" });
    const review = `/addreview?shop=${shop.publicId}`;
    expect(within(join).getByRole("link", { name: "Sign up to write a review" })).toHaveAttribute(
      "href",
      `/register?next=${encodeURIComponent(review)}`,
    );
    expect(within(join).getByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      `/login?next=${encodeURIComponent(review)}`,
    );
    await userEvent.click(within(join).getByRole("button", { name: "Not now" }));
    expect(screen.queryByRole("dialog", { name: /^Join/ })).not.toBeInTheDocument();

    const asks: [RegExp | string, string][] = [
      ["Favourite", "save this shop"],
      [/^Helpful/, "mark reviews helpful"],
      [/^Report review/, "report this review"],
    ];
    for (const [button, action] of asks) {
      await userEvent.click(within(panel).getByRole("button", { name: button }));
      join = await screen.findByRole("dialog", { name: `Join Brew Map to ${action}` });
      expect(within(join).getByRole("link", { name: `Sign up to ${action}` })).toHaveAttribute(
        "href",
        `/register?next=${encodeURIComponent(here)}`,
      );
      await userEvent.keyboard("{Escape}");
    }
    expect(within(panel).getByRole("button", { name: "Edit shop" })).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "Add or Edit Beans" })).toBeInTheDocument();
  });

  it("search a city without an account", async () => {
    const { backend } = await sharedShop();
    const { userEvent } = await renderApp("/home", { backend });
    const box = await screen.findByPlaceholderText("City, shop or ZIP");
    await userEvent.type(box, "Providence RI{Enter}");
    await waitFor(() => expect(screen.getByTestId("map").dataset.focus).toMatch(/^41\.8\d*,-71\.4\d*,15$/));
    expect(screen.queryByText(MESSAGES.cityNotFound)).not.toBeInTheDocument();
  });

  it("are offered the towns a typo may have meant, as members are", async () => {
    const { backend } = await sharedShop();
    const { userEvent } = await renderApp("/home", { backend });
    await userEvent.type(await screen.findByPlaceholderText("City, shop or ZIP"), "Cambrige{Enter}");
    const towns = await screen.findByRole("list", { name: "Towns with a close name" });
    expect(within(towns).getByRole("button", { name: "Cambridge, MA" })).toBeInTheDocument();
    expect(screen.queryAllByText(MESSAGES.cityNotFound, { exact: true })).toHaveLength(0);
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

  it("are still asked to log in for the other signed-in screens", async () => {
    await renderApp("/feed");
    await waitFor(() => expect(currentPath()).toBe("/login?next=%2Ffeed"));
    expect(await screen.findByRole("heading", { name: "Log Into Brew Map" })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.invalidUser)).not.toBeInTheDocument();
  });
});
