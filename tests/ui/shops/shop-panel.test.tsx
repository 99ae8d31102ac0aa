import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import type { MutationCtx } from "@convex/_generated/server";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, signUp } from "../../support/backendHarness";
import { addPanelShop, renderMapWithPanelShop } from "../../support/mapScreen";
import { insertDrinkReview, insertReview, pngBytes, storeFile } from "../../support/testData";
import { currentPath, renderApp, UI_ADDRESS } from "../../support/uiHarness";

// jsdom has no WebGL: the map's drawing is replaced by marker buttons fed by the same props.
vi.mock("@/features/map/ShopMap", () => import("../../support/fakeShopMap"));

describe("map screen", () => {
  it("shows live markers for the area and opens the shop panel with every section", async () => {
    const { userEvent, backend, sam, shopId } = await renderMapWithPanelShop();
    expect(await screen.findByPlaceholderText("City, shop or ZIP")).toBeInTheDocument();
    const marker = await screen.findByRole("button", { name: "Panel Test Roasters, Dark roast" });

    // A shop added elsewhere appears without a reload; one outside the area does not.
    await addPanelShop(backend, sam.userId, "Live Newcomer", 42.37, -71.05);
    await addPanelShop(backend, sam.userId, "Far Away", 40.7, -74);
    expect(await screen.findByRole("button", { name: "Live Newcomer, Dark roast" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Far Away/ })).not.toBeInTheDocument();

    await userEvent.click(marker);
    const panel = await screen.findByRole("dialog", { name: "Panel Test Roasters" });
    expect(currentPath()).toBe(`/home?shop=${shopId}`);
    const close = within(panel).getByRole("button", { name: "Close shop panel" });
    expect(close).toHaveFocus();
    expect(close).toHaveTextContent("X");

    const about = within(panel).getByRole("region", { name: "About" });
    expect(about).toHaveTextContent("1 Panel St, Boston, MA"); // stored BOSTON, shown in title case
    expect(about).toHaveTextContent("Daily 7-5");
    expect(about).toHaveTextContent("Hours may vary.");
    expect(within(about).getByRole("link", { name: "https://example.com/panel" })).toHaveAttribute(
      "href",
      "https://example.com/panel",
    );
    // The address leads to directions (Google Maps off Apple devices), to the shop's point.
    const directions = within(about).getByRole("link", { name: /Boston, MA\s*Directions$/ });
    expect(directions).toHaveAttribute("href", "https://www.google.com/maps/dir/?api=1&destination=42.36%2C-71.06");
    expect(directions).toHaveAttribute("target", "_blank");
    expect(about).toHaveTextContent("Latte, Espresso");
    expect(about).toHaveTextContent(MESSAGES.noBeanNotes);
    expect(about).toHaveTextContent("Dark");
    expect(about).toHaveTextContent(MESSAGES.popularNoReviews);

    const options = within(panel).getByRole("region", { name: "Options" });
    expect(
      [...options.querySelectorAll("dt")].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`),
    ).toEqual(["Dairy free: Yes", "Gluten friendly: No", "Bakery items: Yes", "Serves meals: No"]);
    const beans = within(panel).getByRole("region", { name: "Beans" });
    expect(await within(beans).findByText(MESSAGES.noBeans)).toBeInTheDocument();
    const reviews = within(panel).getByRole("region", { name: "Shop Reviews" });
    expect(await within(reviews).findByText(MESSAGES.noShopReviews)).toBeInTheDocument();
    expect(panel).toHaveTextContent("Shop Submitted by: Sam Submitter");

    // Beans and a review written elsewhere show up in the open panel.
    await act(async () => {
      await backend.t.run(async (ctx: MutationCtx) => {
        await ctx.db.insert("beans", {
          shopId,
          updatedBy: sam.userId,
          beans: [
            { name: "Kenya Nyeri", roast: "Light", notes: "blackcurrant, grapefruit, caramel", origin: "Kenya" },
            { name: "Colombia Huila", roast: "Medium", notes: "caramel, cherry, chocolate", origin: "Colombia" },
          ],
        });
        await insertDrinkReview(ctx, shopId, sam.userId, {
          bev: "Cortado",
          roast: "Light",
          drinkRating: 5,
          shopRating: 4,
          staffRating: 3,
          text: "Lovely cortado.",
        });
        const badge = await ctx.db
          .query("badges")
          .withIndex("by_user", (q) => q.eq("userId", sam.userId))
          .unique();
        await ctx.db.patch(badge!._id, { reviews: 1 });
      });
    });
    expect(await within(beans).findByText("Kenya Nyeri")).toBeInTheDocument();
    await waitFor(() => expect(about).toHaveTextContent("caramel, blackcurrant, grapefruit"));
    await waitFor(() => expect(about).toHaveTextContent(/Cortado/));
    const reviewer = await within(reviews).findByRole("link", { name: "Sam Submitter" });
    expect(reviews).toHaveTextContent("Lovely cortado.");
    expect(await within(reviews).findByText("Percolating Critic")).toBeInTheDocument();
    expect(reviewer.getAttribute("href")).toBe(`/otheruser/sam-submitter?uid=${encodeURIComponent(btoa(sam.userId))}`);

    // Escape closes the panel and gives focus back to the marker.
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(currentPath()).toBe("/home");
    expect(screen.getByRole("button", { name: "Panel Test Roasters, Dark roast" })).toHaveFocus();
  });

  it("offers the photo viewer once there is a photo, with Close, and 'Add or Edit Beans' goes to the beans page", async () => {
    const { userEvent, shopId, backend, sam } = await renderMapWithPanelShop();
    await userEvent.click(await screen.findByRole("button", { name: "Panel Test Roasters, Dark roast" }));
    const panel = await screen.findByRole("dialog", { name: "Panel Test Roasters" });
    await within(panel).findByRole("region", { name: "Shop Reviews" });
    expect(within(panel).queryByRole("button", { name: "View Photos" })).not.toBeInTheDocument();
    const storageId = await storeFile(backend, pngBytes(3), "image/png");
    await backend.t.run(async (ctx) => {
      const reviewId = await insertReview(ctx, shopId, sam.userId);
      await ctx.db.insert("photos", { shopId, reviewId, userId: sam.userId, storageId });
    });
    await userEvent.click(await within(panel).findByRole("button", { name: "View Photos" }));
    const viewer = await screen.findByRole("dialog", { name: "Photos of Panel Test Roasters" });
    expect(await within(viewer).findByRole("img", { name: "Photo 1 of Panel Test Roasters" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: /Photos of/ })).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Panel Test Roasters" })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole("button", { name: "View Photos" }));
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: /Photos of/ })).getByRole("button", { name: "Close" }),
    );
    expect(screen.queryByRole("dialog", { name: /Photos of/ })).not.toBeInTheDocument();

    await userEvent.click(within(panel).getByRole("button", { name: "Close shop panel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /^Panel Test Roasters, rated / })); // its marker carries the new rating
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Add or Edit Beans" }));
    const publicId = await backend.t.run(async (ctx) => (await ctx.db.get(shopId))!.publicId);
    await waitFor(() => expect(currentPath()).toBe(`/beans/${publicId}`));
  });

  it("shows the shop's last edit and edit history, live", async () => {
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    const editor = await signUp(backend, { firstName: "Eddie", lastName: "Editor" });
    const id = await addPanelShop(backend, editor.userId, "History House");
    const calls = vi.spyOn(backend, "run");
    const { userEvent } = await renderApp(`/home?shop=${id}`, { backend, as: {} });
    const panel = await screen.findByRole("dialog");
    await within(panel).findByRole("button", { name: "Add to list" });
    // Asked for only on request, and "In 3 lists" comes with the viewer's own query (decision 45): a signed-in
    // viewer's panel holds no subscription for either.
    const asked = () => calls.mock.calls.map(([, path]) => path.replace(/\.js(:|$)/, "$1"));
    await waitFor(() => expect(asked()).toContain("shopPanel:mine"));
    expect(asked()).not.toContain("shops:history");
    expect(asked()).not.toContain("lists:forShop");
    expect(panel).not.toHaveTextContent("No edits yet.");
    await userEvent.click(await within(panel).findByRole("button", { name: "Show edit history" }));
    await waitFor(() => expect(panel).toHaveTextContent("No edits yet."));

    await editor.as.mutation(api.shops.update, {
      id,
      version: 1,
      name: "History House Coffee",
      streetAddress: "1 Panel St",
      roastsOwnBeans: true,
      hours: "Daily 6-6",
      website: "https://example.com/panel",
      beverages: ["Latte", "Espresso"],
      roastStyle: "dark",
    });
    await waitFor(() => expect(panel).toHaveTextContent("Last edited by Eddie Editor"));
    expect(panel).toHaveTextContent("Daily 7-5");
    expect(panel).toHaveTextContent("Daily 6-6");
    expect(within(panel).getByRole("heading", { level: 2, name: "History House Coffee" })).toBeInTheDocument();
  });

  it("shows a clear text for a shop that does not exist", async () => {
    await renderApp("/home?shop=not-a-shop", { as: {} });
    const panel = await screen.findByRole("dialog");
    await waitFor(() => expect(panel).toHaveTextContent("This shop is no longer on the map."));
  });
});
