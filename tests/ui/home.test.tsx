import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import type { MutationCtx } from "@convex/_generated/server";
import { recordReviewDrink } from "@convex/model/drinkStats";
import { RATE_LIMITS } from "@convex/model/rateLimits";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, signUp } from "../support/backendHarness";
import { PANEL_SHOP, insertReview, insertShop, pngBytes, storeFile } from "../support/testData";
import type { SandboxBackend } from "../../sandbox/backend";
import { currentPath, renderApp, UI_ADDRESS } from "../support/uiHarness";

// jsdom has no WebGL: the map's drawing is replaced by marker buttons fed by the same props.
vi.mock("@/features/map/ShopMap", () => import("../support/fakeShopMap"));

afterEach(() => vi.restoreAllMocks());

async function addShop(backend: SandboxBackend, submittedBy: Id<"users">, name: string, lat = 42.36, lng = -71.06) {
  const id = await backend.t.run((ctx) =>
    insertShop(ctx, submittedBy, { ...PANEL_SHOP, name, submitterName: "Sam Submitter", lat, lng }),
  );
  return id;
}

async function setup() {
  const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
  const sam = await signUp(backend, { firstName: "Sam", lastName: "Submitter" });
  const shopId = await addShop(backend, sam.userId, "Panel Test Roasters");
  const app = await renderApp("/home", { backend, as: { firstName: "Vera", lastName: "Viewer" } });
  return { ...app, sam, shopId };
}

describe("map screen", () => {
  it("shows live markers for the area and opens the shop panel with every section", async () => {
    const { userEvent, backend, sam, shopId } = await setup();
    expect(await screen.findByPlaceholderText("Search a city, shop or ZIP")).toBeInTheDocument();
    const marker = await screen.findByRole("button", { name: "Panel Test Roasters, Dark roast" });

    // A shop added elsewhere appears without a reload; one outside the area does not.
    await addShop(backend, sam.userId, "Live Newcomer", 42.37, -71.05);
    await addShop(backend, sam.userId, "Far Away", 40.7, -74);
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
        const reviewId = await ctx.db.insert("reviews", {
          shopId,
          number: 1,
          shopName: "Panel Test Roasters",
          city: "BOSTON",
          state: "MA",
          userId: sam.userId,
          userName: "Sam Submitter",
          temp: "Hot",
          milk: "Oat",
          bev: "Cortado",
          roast: "Light",
          process: "Washed",
          flavoring: false,
          drinkRating: 5,
          shopRating: 4,
          staffRating: 3,
          text: "Lovely cortado.",
          photos: [],
          userFavDrink: "",
          userFavTemp: "",
          userFavMilk: "",
          userFavRoast: "",
          userFavProcess: "",
        });
        await recordReviewDrink(ctx, (await ctx.db.get(reviewId))!);
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
    const { userEvent, shopId, backend, sam } = await setup();
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

  it("searches a city: Enter recentres at zoom 15, unknown cities say so, blank input is ignored", async () => {
    const { userEvent } = await setup();
    const box = await screen.findByPlaceholderText("Search a city, shop or ZIP");
    expect(box).toHaveAccessibleName("Search cities and coffee shops");

    await userEvent.type(box, "   {Enter}");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(MESSAGES.cityNotFound)).not.toBeInTheDocument();
    expect(screen.getByTestId("map").dataset.focus).toBe("42.3601,-71.0589,14");

    await userEvent.clear(box);
    await userEvent.type(box, "Providence RI{Enter}");
    await waitFor(() => expect(screen.getByTestId("map").dataset.focus).toMatch(/^41\.8\d*,-71\.4\d*,15$/));

    await userEvent.clear(box);
    await userEvent.type(box, "Nowhereville Zzz{Enter}");
    expect(await screen.findByText(MESSAGES.cityNotFound)).toBeInTheDocument();
    expect(box).toHaveValue("Nowhereville Zzz");
  });

  it("opens the best match on Enter: a shop's exact name, a ZIP code's town fitted to its shops, else the first shop listed", async () => {
    const { userEvent, backend, sam, shopId } = await setup();
    const other = await addShop(backend, sam.userId, "Tandem Coffee Roasters", 42.35, -71.07);
    const box = await screen.findByPlaceholderText("Search a city, shop or ZIP");
    const map = screen.getByTestId("map");

    // A shop's exact name (any case) opens it, though Boston also matches nothing by that name.
    await userEvent.type(box, "panel test roasters{Enter}");
    await waitFor(() => expect(currentPath()).toBe(`/home?shop=${shopId}`));
    expect(await screen.findByRole("dialog", { name: "Panel Test Roasters" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Close shop panel" }));

    // A ZIP code is its town; the map fits the town's shops (both Boston shops) in view.
    await userEvent.clear(box);
    await userEvent.type(box, "02108{Enter}");
    await waitFor(() => expect(map.dataset.focus).toBe("42.3576,-71.0684,15"));
    expect(map.dataset.fit).toBe("42.35,-71.07,42.36,-71.06");
    expect(screen.queryByText(MESSAGES.cityNotFound)).not.toBeInTheDocument();

    // No place is called "Tandem": the shop the name search lists first opens.
    await userEvent.clear(box);
    await userEvent.type(box, "Tandem{Enter}");
    await waitFor(() => expect(currentPath()).toBe(`/home?shop=${other}`));
  });

  it("offers a way on from an empty view: zoom out, or the nearest shops fitted in view with where it started", async () => {
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    const sam = await signUp(backend, { firstName: "Sam", lastName: "Submitter" });
    await addShop(backend, sam.userId, "Worcester Beans", 42.2626, -71.8023); // about 60 km from the view
    const { userEvent } = await renderApp("/home", { backend, as: { firstName: "Vera", lastName: "Viewer" } });
    const map = await screen.findByTestId("map");
    expect(await screen.findByText("No shops in view.")).toBeInTheDocument();

    // Zoom out: the same middle, four times as wide and tall.
    await userEvent.click(screen.getByRole("button", { name: "Zoom out" }));
    await waitFor(() => expect(map.dataset.fit).toBe("42.28,-71.18,42.44,-70.94"));

    // The nearest shops: out step by step until one is in reach, then it and the start fit in view.
    await userEvent.click(await screen.findByRole("button", { name: "Show the nearest shops" }));
    await waitFor(() => expect(map.dataset.fit).toBe("42.2626,-71.8023,42.36,-71.06"));
    expect(map.dataset.focus).toMatch(/,15$/);
    expect(await screen.findByRole("button", { name: "Worcester Beans, Dark roast" })).toBeInTheDocument();
    expect(screen.queryByText("No shops in view.")).not.toBeInTheDocument();
  });

  it("moves to the latest city searched, even while an earlier search is still answering", async () => {
    const { userEvent, client } = await setup();
    const geocode = client.action.bind(client);
    let releaseFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstAnswered: Promise<unknown> = Promise.resolve();
    vi.spyOn(client, "action").mockImplementation((action, args?: { query?: string }) => {
      if (args?.query !== "Providence RI") return geocode(action, args);
      firstAnswered = firstHeld.then(() => geocode(action, args));
      return firstAnswered;
    });
    const box = await screen.findByPlaceholderText("Search a city, shop or ZIP");
    const map = screen.getByTestId("map");

    await userEvent.type(box, "Providence RI{Enter}");
    await waitFor(() => expect(box).toHaveAttribute("aria-busy", "true"));
    await userEvent.clear(box);
    await userEvent.type(box, "Boston MA{Enter}");
    await waitFor(() => expect(map.dataset.focus).toMatch(/^42\.3\d*,-71\.0\d*,15$/));
    expect(box).not.toHaveAttribute("aria-busy");

    releaseFirst();
    await act(() => firstAnswered);
    expect(map.dataset.focus).toMatch(/^42\.3\d*,-71\.0\d*,15$/);
    expect(box).not.toHaveAttribute("aria-busy");
  });

  it("tells a person searching too many cities when to try again, and keeps the text", async () => {
    const { userEvent, user } = await setup();
    for (let i = 0; i < RATE_LIMITS.geocode.capacity; i++)
      await user!.as.action(api.geocoding.geocodeCity, { query: "Boston" });
    const box = await screen.findByPlaceholderText("Search a city, shop or ZIP");

    await userEvent.type(box, "Providence RI{Enter}");
    expect(await screen.findByText(/^Too many requests\. Please try again in \d+ seconds\.$/)).toBeInTheDocument();
    expect(box).toHaveValue("Providence RI");
    expect(screen.getByTestId("map").dataset.focus).toBe("42.3601,-71.0589,14");
  });

  it("shows the shop's last edit and edit history, live", async () => {
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    const editor = await signUp(backend, { firstName: "Eddie", lastName: "Editor" });
    const id = await addShop(backend, editor.userId, "History House");
    await renderApp(`/home?shop=${id}`, { backend, as: {} });
    const panel = await screen.findByRole("dialog");
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
