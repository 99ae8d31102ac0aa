import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import { RATE_LIMITS } from "@convex/model/rateLimits";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, signUp } from "../../support/backendHarness";
import { addPanelShop, renderMapWithPanelShop } from "../../support/mapScreen";
import { currentPath, renderApp, UI_ADDRESS } from "../../support/uiHarness";

// jsdom has no WebGL: the map's drawing is replaced by marker buttons fed by the same props.
vi.mock("@/features/map/ShopMap", () => import("../../support/fakeShopMap"));

afterEach(() => vi.restoreAllMocks());

describe("map screen", () => {
  it("searches a city: Enter recentres at zoom 15, unknown cities say so, blank input is ignored", async () => {
    const { userEvent } = await renderMapWithPanelShop();
    const box = await screen.findByPlaceholderText("City, shop or ZIP");
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
    const { userEvent, backend, sam, shopId } = await renderMapWithPanelShop();
    const other = await addPanelShop(backend, sam.userId, "Tandem Coffee Roasters", 42.35, -71.07);
    const box = await screen.findByPlaceholderText("City, shop or ZIP");
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
    await addPanelShop(backend, sam.userId, "Worcester Beans", 42.2626, -71.8023); // about 60 km from the view
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
    const { userEvent, client } = await renderMapWithPanelShop();
    const geocode = client.action.bind(client);
    let releaseFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstAnswered: Promise<unknown> = Promise.resolve();
    vi.spyOn(client, "action").mockImplementation((action, args?: { query?: string }) => {
      if (args?.query !== "Providence RI") return geocode(action, args);
      firstAnswered = firstHeld.then(() => geocode(action, args));
      return firstAnswered;
    });
    const box = await screen.findByPlaceholderText("City, shop or ZIP");
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
    const { userEvent, user } = await renderMapWithPanelShop();
    for (let i = 0; i < RATE_LIMITS.geocode.capacity; i++)
      await user!.as.action(api.geocoding.geocodeCity, { query: "Boston" });
    const box = await screen.findByPlaceholderText("City, shop or ZIP");

    await userEvent.type(box, "Providence RI{Enter}");
    expect(await screen.findByText(/^Too many requests\. Please try again in \d+ seconds\.$/)).toBeInTheDocument();
    expect(box).toHaveValue("Providence RI");
    expect(screen.getByTestId("map").dataset.focus).toBe("42.3601,-71.0589,14");
  });
});
