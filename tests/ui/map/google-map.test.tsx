import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import { DEFAULT_CENTER } from "@convex/rules/geo";
import { INITIAL_ZOOM, markerName } from "@/features/map/markerStyle";
import { MESSAGES } from "@convex/rules/messages";
import GoogleShopMap from "@/features/map/GoogleShopMap";
import type { MapFocus, MarkerShop } from "@/features/map/types";
import { createBackend, signUp } from "../../support/backendHarness";
import { installGoogleMaps, lastMap, MAP_SIZE, type StandInMap } from "../../support/googleMapsStandIn";
import { PANEL_SHOP, insertShop } from "../../support/testData";
import { currentPath, renderApp, UI_ADDRESS } from "../../support/uiHarness";

// With a key the app draws Google Maps (read once, as ShopMap loads). The Maps JavaScript API is a
// script from Google's servers: the loader says it has loaded it, and `google.maps` is the
// stand-in. Everything else is the real provider.
vi.hoisted(() => vi.stubEnv("VITE_GOOGLE_MAPS_API_KEY", "test-key"));
const loader = vi.hoisted(() => ({ state: { isLoaded: true, loadError: undefined as Error | undefined } }));
vi.mock("@react-google-maps/api", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@react-google-maps/api")>()),
  useJsApiLoader: () => loader.state,
}));

beforeEach(() => {
  loader.state = { isLoaded: true, loadError: undefined };
  installGoogleMaps();
});

const shop = (id: string, name: string, lat: number, lng: number, rated: Partial<MarkerShop> = {}): MarkerShop => ({
  _id: id as Id<"shops">,
  name,
  roastStyle: "medium",
  lat,
  lng,
  rating: 0,
  reviews: 0,
  ...rated,
});

const START: MapFocus = { ...DEFAULT_CENTER, zoom: INITIAL_ZOOM, key: 0 };
const { lat, lng } = DEFAULT_CENTER;

function renderMap(shops: MarkerShop[], props: { focus?: MapFocus; userLocation?: { lat: number; lng: number } } = {}) {
  const onViewportChange = vi.fn();
  const onSelectShop = vi.fn();
  const element = (focus = props.focus ?? START) => (
    <GoogleShopMap
      apiKey="test-key"
      shops={shops}
      focus={focus}
      onViewportChange={onViewportChange}
      onSelectShop={onSelectShop}
      userLocation={props.userLocation}
    />
  );
  const view = render(element());
  return {
    onViewportChange,
    onSelectShop,
    moveTo: (focus: MapFocus) => view.rerender(element(focus)),
    user: userEvent.setup(),
  };
}

/** The marker layer's element holding a marker (the layout's key: a shop's id, a stack's key). */
const holder = (key: string) => document.querySelector<HTMLElement>(`[data-marker="${CSS.escape(key)}"]`);

/** Where the layer put a marker's anchor, in the map's pixels. */
function placedAt(element: HTMLElement | null) {
  const match = /^translate\((-?\d+)px, (-?\d+)px\)/.exec(element?.style.transform ?? "");
  return match ? { x: Number(match[1]), y: Number(match[2]) } : null;
}

/** Where the map shows a point, rounded as the layer rounds it. */
function pixelOf(map: StandInMap, point: { lat: number; lng: number }) {
  const { x, y } = map.containerPixel(point);
  return { x: Math.round(x), y: Math.round(y) };
}

/** A label card: the second part of a shop's button. */
const cardOf = (button: HTMLElement) => button.querySelector(":scope > span:nth-child(2)");

describe("the Google map provider", () => {
  it("draws each shop at its point in the map's overlay, with its label card at zoom 14, and a click opens the shop", async () => {
    const shops = [
      shop("shop-a", "Render Coffee Roasters", lat - 0.01, lng - 0.02, { rating: 4.3, reviews: 12 }),
      shop("shop-b", "Gracenote", lat + 0.012, lng + 0.015),
      shop("shop-c", "Tatte", lat, lng, { roastStyle: "dark", rating: 3.5, reviews: 2 }),
    ];
    const { onViewportChange, onSelectShop, user } = renderMap(shops, {
      userLocation: { lat: lat + 0.005, lng: lng - 0.005 },
    });

    const tatte = await screen.findByRole("button", { name: "Tatte, rated 3.5 out of 5 from 2 reviews, Dark roast" });
    const map = lastMap();
    // The map reports what it shows once it has settled: 800 × 600 px around the centre at zoom 14.
    const degreesPerPixel = 360 / (256 * 2 ** INITIAL_ZOOM);
    expect(onViewportChange).toHaveBeenCalled();
    const bounds = onViewportChange.mock.lastCall![0];
    expect(bounds.east - bounds.west).toBeCloseTo(MAP_SIZE.width * degreesPerPixel, 6);
    expect((bounds.east + bounds.west) / 2).toBeCloseTo(lng, 6);
    expect(bounds.south).toBeLessThan(lat);
    expect(bounds.north).toBeGreaterThan(lat);

    // One button per shop, in Google's overlay pane, each standing on its point.
    const pane = map.panes.overlayMouseTarget as HTMLElement;
    for (const { _id, ...point } of shops) {
      await waitFor(() => expect(placedAt(holder(_id))).toEqual(pixelOf(map, point)));
      expect(pane).toContainElement(holder(_id));
    }
    expect(
      within(pane)
        .getAllByRole("button")
        .map((button) => button.getAttribute("aria-label")),
    ).toEqual(
      // Top to bottom: the order Tab follows.
      [shops[1]!, shops[2]!, shops[0]!].map(markerName),
    );
    expect(placedAt(holder("user-location"))).toEqual(pixelOf(map, { lat: lat + 0.005, lng: lng - 0.005 }));
    expect(screen.getByRole("img", { name: "Your location" })).toBeInTheDocument();

    // Zoom 14 shows label cards: the name cut to 15 characters, the roast and the rating.
    const renderCoffee = within(pane).getByRole("button", { name: markerName(shops[0]!) });
    expect(cardOf(renderCoffee)).toHaveTextContent("Render Coffee R...Medium roast · 4.3");
    expect(cardOf(tatte)).toHaveTextContent("TatteDark roast · 3.5");
    expect(tatte.tabIndex).toBe(0);

    await user.click(renderCoffee);
    expect(onSelectShop).toHaveBeenCalledWith("shop-a");
    expect(renderCoffee).toHaveFocus();
  });

  it("moves the markers with the camera, and hides label cards at zoom 13", async () => {
    const shops = [
      shop("shop-a", "Render Coffee", lat - 0.01, lng - 0.02),
      shop("shop-b", "Gracenote", lat + 0.012, lng + 0.015),
    ];
    const { onViewportChange } = renderMap(shops);
    const gracenote = await screen.findByRole("button", { name: markerName(shops[1]!) });
    const map = lastMap();
    await waitFor(() => expect(placedAt(holder("shop-b"))).toEqual(pixelOf(map, shops[1]!)));
    expect(cardOf(gracenote)).toHaveTextContent("Gracenote");

    // A pan: the markers follow at once, before the map has settled; then it reports the new area.
    const before = onViewportChange.mock.calls.length;
    act(() => map.panTo({ lat: lat + 0.005, lng: lng + 0.01 }));
    for (const { _id, ...point } of shops) expect(placedAt(holder(_id))).toEqual(pixelOf(map, point));
    await waitFor(() => expect(onViewportChange.mock.calls.length).toBeGreaterThan(before));
    expect((onViewportChange.mock.lastCall![0].west + onViewportChange.mock.lastCall![0].east) / 2).toBeCloseTo(
      lng + 0.01,
      6,
    );

    act(() => map.setZoom(13));
    await waitFor(() => expect(cardOf(screen.getByRole("button", { name: markerName(shops[1]!) }))).toBeNull());
    for (const { _id, ...point } of shops)
      await waitFor(() => expect(placedAt(holder(_id))).toEqual(pixelOf(map, point)));
  });

  it("groups shops a few pixels apart into a cluster; clicking it fits the map to them, which splits it", async () => {
    // 10 px apart at zoom 14.
    const shops = [shop("near-1", "Near One", lat, lng), shop("near-2", "Near Two", lat, lng + 0.00086)];
    const { user } = renderMap(shops);
    const cluster = await screen.findByRole("button", { name: "2 shops here, zoom in" });
    const map = lastMap();
    expect(screen.queryByRole("button", { name: /^Near / })).not.toBeInTheDocument();
    expect(cluster).toHaveTextContent("2");
    const key = cluster.closest<HTMLElement>("[data-marker]")!.dataset.marker!;
    await waitFor(() => expect(placedAt(holder(key))).toEqual(pixelOf(map, { lat, lng: lng + 0.00043 })));

    await user.click(cluster);
    expect(map.fitBounds).toHaveBeenCalledTimes(1);
    const fitted: google.maps.LatLngBounds = map.fitBounds.mock.lastCall[0];
    // The cluster's bounds: its point and its shops.
    for (const point of shops) expect(fitted.contains(point)).toBe(true);
    expect(fitted.toJSON().east - fitted.toJSON().west).toBeCloseTo(0.00086, 8);
    expect(map.getZoom()).toBeGreaterThan(16);
    for (const { _id, ...point } of shops) {
      const marker = await screen.findByRole("button", { name: markerName(shops.find((s) => s._id === _id)!) });
      expect(marker.tabIndex).toBe(0);
      expect(placedAt(holder(_id))).toEqual(pixelOf(map, point));
    }
    expect(screen.queryByRole("button", { name: /shops here/ })).not.toBeInTheDocument();
  });

  it("spreads shops at one address from their cluster, focusing the stack from the keyboard; each opens, Escape and a map click close it", async () => {
    const twins = [shop("twin-s", "Twin South Bar", lat, lng), shop("twin-n", "Twin North Bar", lat, lng)];
    const { onSelectShop, user } = renderMap(twins);
    const cluster = await screen.findByRole("button", { name: "2 shops here, zoom in" });
    const map = lastMap();

    // Zooming in cannot tell them apart: opening the cluster zooms in past clustering and spreads them.
    cluster.focus();
    await user.keyboard("{Enter}");
    const stack = await screen.findByRole("button", { name: "2 shops at this spot" });
    expect(map.getZoom()).toBe(17);
    expect(stack).toHaveAttribute("aria-expanded", "true");
    await waitFor(() => expect(stack).toHaveFocus());
    const [north, south] = [twins[1]!, twins[0]!].map((twin) => screen.getByRole("button", { name: markerName(twin) }));
    // Spread above and below their point, in alphabetical order.
    const at = pixelOf(map, { lat, lng });
    await waitFor(() => expect(placedAt(holder("twin-n"))).toEqual({ x: at.x, y: at.y - 44 }));
    expect(placedAt(holder("twin-s"))).toEqual({ x: at.x, y: at.y + 44 });

    await user.click(north);
    expect(onSelectShop).toHaveBeenLastCalledWith("twin-n");
    await user.click(south);
    expect(onSelectShop).toHaveBeenLastCalledWith("twin-s");

    // Escape on a spread shop closes the spread and gives the focus back to the stack.
    await user.keyboard("{Escape}");
    await waitFor(() => expect(stack).toHaveAttribute("aria-expanded", "false"));
    expect(stack).toHaveFocus();
    expect(screen.queryByRole("button", { name: markerName(twins[1]!) })).not.toBeInTheDocument();

    await user.click(stack);
    expect(await screen.findByRole("button", { name: markerName(twins[1]!) })).toBeInTheDocument();
    act(() => google.maps.event.trigger(map, "click"));
    await waitFor(() => expect(stack).toHaveAttribute("aria-expanded", "false"));
  });

  it("moves to a place it is asked to show, and reports the area there", async () => {
    const { onViewportChange, moveTo } = renderMap([]);
    await waitFor(() => expect(onViewportChange).toHaveBeenCalled());
    const map = lastMap();
    moveTo({ lat: 40.7128, lng: -74.006, zoom: 15, key: 1 });
    expect(map.getZoom()).toBe(15);
    await waitFor(() => expect(onViewportChange.mock.lastCall![0].north).toBeGreaterThan(40.7128));
    const { south, west, north, east } = onViewportChange.mock.lastCall![0];
    expect((south + north) / 2).toBeCloseTo(40.7128, 4);
    expect((west + east) / 2).toBeCloseTo(-74.006, 6);
    expect(east - west).toBeCloseTo((MAP_SIZE.width * 360) / (256 * 2 ** 15), 6);
  });

  it("says 'Loading Map...' while Google's script loads and 'Error loading maps' when it cannot", () => {
    loader.state = { isLoaded: false, loadError: undefined };
    const { unmount } = render(
      <GoogleShopMap apiKey="test-key" shops={[]} focus={START} onViewportChange={() => {}} onSelectShop={() => {}} />,
    );
    expect(screen.getByRole("status")).toHaveTextContent(MESSAGES.mapLoading);
    unmount();
    loader.state = { isLoaded: false, loadError: new Error("offline") };
    render(
      <GoogleShopMap apiKey="test-key" shops={[]} focus={START} onViewportChange={() => {}} onSelectShop={() => {}} />,
    );
    expect(screen.getByRole("status")).toHaveTextContent(MESSAGES.mapError);
  });
});

describe("the map screen on Google Maps", () => {
  it("shows the area's shops live as markers, and a marker opens the shop's panel", async () => {
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    const sam = await signUp(backend, { firstName: "Sam", lastName: "Submitter" });
    const addShop = (name: string, lat: number, lng: number) =>
      backend.t.run((ctx) =>
        insertShop(ctx, sam.userId, { ...PANEL_SHOP, name, submitterName: "Sam Submitter", lat, lng }),
      );
    const shopId = await addShop("Panel Test Roasters", 42.36, -71.06);
    const { userEvent } = await renderApp("/home", { backend, as: { firstName: "Vera", lastName: "Viewer" } });

    const map = await waitFor(lastMap);
    const marker = await within(map.getDiv()).findByRole("button", { name: "Panel Test Roasters, Dark roast" });
    expect(map.panes.overlayMouseTarget).toContainElement(marker);
    await addShop("Live Newcomer", 42.37, -71.05);
    expect(await within(map.getDiv()).findByRole("button", { name: "Live Newcomer, Dark roast" })).toBeInTheDocument();

    await userEvent.click(marker);
    const panel = await screen.findByRole("dialog", { name: "Panel Test Roasters" });
    expect(currentPath()).toBe(`/home?shop=${shopId}`);
    expect(within(panel).getByRole("region", { name: "About" })).toHaveTextContent("1 Panel St, Boston, MA");

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(currentPath()).toBe("/home");
    expect(marker).toHaveFocus();
  });
});
