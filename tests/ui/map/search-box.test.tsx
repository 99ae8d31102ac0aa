import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "@convex/rules/messages";
import { renderMapWithPanelShop } from "../../support/mapScreen";
import { readRepoFile } from "../../support/repository";

// jsdom has no WebGL: the map's drawing is replaced by marker buttons fed by the same props.
vi.mock("@/features/map/ShopMap", () => import("../../support/fakeShopMap"));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the map's search box", () => {
  it("offers the closest towns for a misspelt city, and a choice searches it", async () => {
    const { userEvent } = await renderMapWithPanelShop();
    const box = await screen.findByRole("combobox", { name: "Search cities and coffee shops" });
    await userEvent.type(box, "Cambrige{Enter}");
    expect(await screen.findByText("City not found. Did you mean one of these?")).toHaveAttribute("role", "alert");
    const towns = screen.getByRole("list", { name: "Towns with a close name" });
    expect(
      within(towns)
        .getAllByRole("button")
        .map((b) => b.textContent)[0],
    ).toBe("Cambridge, MA");
    // Offered instead of the bare 'City not found.' toast.
    expect(screen.queryAllByText(MESSAGES.cityNotFound, { exact: true })).toHaveLength(0);

    await userEvent.click(within(towns).getByRole("button", { name: "Cambridge, MA" }));
    expect(box).toHaveValue("Cambridge, MA");
    await waitFor(() => expect(screen.getByTestId("map").dataset.focus).toMatch(/^42\.37\d*,-71\.1\d*,15$/));
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });

  it("has its own clear button in the app's colours, which empties the box", async () => {
    const { userEvent } = await renderMapWithPanelShop();
    const box = await screen.findByRole("combobox", { name: "Search cities and coffee shops" });
    expect(screen.queryByRole("button", { name: "Clear search" })).not.toBeInTheDocument();
    // The browser's blue one is hidden for every search box, not only this one.
    expect(readRepoFile("src/index.css")).toMatch(
      /input\[type="search"\]::-webkit-search-cancel-button \{\s*appearance: none;/,
    );
    await userEvent.type(box, "Boston");
    await userEvent.click(screen.getByRole("button", { name: "Clear search" }));
    expect(box).toHaveValue("");
  });

  it("no longer names the last city once Near me has moved the map", async () => {
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      success({ coords: { latitude: 42.3551, longitude: -71.0702 } } as GeolocationPosition),
    );
    vi.stubGlobal(
      "navigator",
      Object.assign(Object.create(navigator, { onLine: { value: true } }), { geolocation: { getCurrentPosition } }),
    );
    const { userEvent } = await renderMapWithPanelShop();
    const box = await screen.findByRole("combobox", { name: "Search cities and coffee shops" });
    await userEvent.type(box, "Providence RI{Enter}");
    await waitFor(() => expect(screen.getByTestId("map").dataset.focus).toMatch(/^41\.8/));
    await userEvent.click(screen.getByRole("button", { name: "Show shops near me" }));
    await waitFor(() => expect(screen.getByTestId("map").dataset.focus).toBe("42.3551,-71.0702,14"));
    expect(box).toHaveValue("");
  });
});
