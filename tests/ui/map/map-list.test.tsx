import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { NEAR_ME_MESSAGES, NEAR_ME_TIMEOUT_MS, NEAR_ME_WAITING } from "@/features/map/near-me/useNearMe";
import { createBackend, establish, signUp } from "../../support/backendHarness";
import { REVIEW, insertShop } from "../../support/testData";
import { currentPath, renderApp, UI_ADDRESS } from "../../support/uiHarness";

// jsdom has no WebGL: the map's drawing is replaced by marker buttons fed by the same props. The
// visible area it reports is BOSTON_VIEW; the markers' query covers a margin around it.
vi.mock("@/features/map/ShopMap", () => import("../../support/fakeShopMap"));

afterEach(() => vi.restoreAllMocks());

const SHOPS = [
  { name: "Rated Roasters", roastStyle: "light", dairyFree: true, lat: 42.36, lng: -71.06, openingHours: "24/7" },
  { name: "Popular Place", roastStyle: "dark", dairyFree: false, lat: 42.37, lng: -71.05 },
  { name: "Quiet Corner", roastStyle: "medium", dairyFree: false, lat: 42.355, lng: -71.07 },
  // In the markers' margin, off the visible area: a marker, not a row.
  { name: "Just Outside", roastStyle: "light", dairyFree: true, lat: 42.385, lng: -71.06 },
];

async function setup(path = "/home") {
  const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
  const owner = await signUp(backend, { firstName: "Olive", lastName: "Owner" });
  await establish(backend, owner.userId);
  const ids = await backend.t.run(async (ctx) => {
    const made: Record<string, Id<"shops">> = {};
    for (const shop of SHOPS) made[shop.name] = await insertShop(ctx, owner.userId, shop);
    return made;
  });
  // Rated Roasters: one 5-star review; Popular Place: three middling ones.
  await owner.as.mutation(api.reviews.create, {
    shopId: ids["Rated Roasters"]!,
    ...REVIEW,
    drinkRating: 5,
    shopRating: 5,
    staffRating: 5,
    photos: [],
  });
  for (const reviewer of await Promise.all([0, 1, 2].map(() => signUp(backend)))) {
    await establish(backend, reviewer.userId); // so their reviews count (decision 28)
    await reviewer.as.mutation(api.reviews.create, {
      shopId: ids["Popular Place"]!,
      ...REVIEW,
      drinkRating: 3,
      shopRating: 3,
      staffRating: 4,
      photos: [],
    });
  }
  const app = await renderApp(path, { backend, as: { firstName: "Vera", lastName: "Viewer" } });
  // jsdom is phone-sized for the app (no media query matches): the list is a sheet opened with "List".
  await app.userEvent.click(await screen.findByRole("button", { name: "List" }));
  return { ...app, ids };
}

const shopList = () => screen.getByRole("region", { name: /shops? in view|No shops in view|Finding shops/ });
const rowNames = (list: HTMLElement) =>
  within(list)
    .queryAllByRole("listitem")
    .map((row) => row.querySelector(".truncate")?.textContent);

describe("the shops in view as a list", () => {
  it("lists the shops in the visible area with their ratings, roast and hours, sorted, and a row opens the panel", async () => {
    const { userEvent, ids } = await setup();
    expect(await screen.findByRole("heading", { name: "3 shops in view" })).toBeInTheDocument();
    const list = shopList();
    // The marker just outside the visible area is drawn, but not listed.
    expect(
      await within(screen.getByTestId("map")).findByRole("button", { name: /^Just Outside, / }),
    ).toBeInTheDocument();
    expect(rowNames(list)).toEqual(["Rated Roasters", "Popular Place", "Quiet Corner"]);

    const rated = within(list).getByRole("button", { name: /^Rated Roasters/ });
    expect(rated).toHaveTextContent("5.0 (1)");
    expect(rated).toHaveAccessibleName("Rated Roasters");
    expect(rated).toHaveAccessibleDescription("Rated 5.0 out of 5 from 1 review, Light roast, Open 24 hours");
    expect(rated).toHaveTextContent("Light roast");
    expect(rated).toHaveTextContent("Open 24 hours");
    const quiet = within(list).getByRole("button", { name: /^Quiet Corner/ });
    expect(quiet).toHaveTextContent("No reviews yet");
    expect(quiet).toHaveTextContent(MESSAGES.hoursNotConfirmed);

    await userEvent.click(within(list).getByRole("radio", { name: "Reviews" }));
    expect(rowNames(list)).toEqual(["Popular Place", "Rated Roasters", "Quiet Corner"]);
    expect(within(list).queryByRole("radio", { name: "Distance" })).not.toBeInTheDocument();

    await userEvent.click(within(list).getByRole("button", { name: /^Popular Place/ }));
    expect(await screen.findByRole("dialog", { name: "Popular Place" })).toBeInTheDocument();
    expect(currentPath()).toBe(`/home?shop=${ids["Popular Place"]}`);
  });

  it("filters on the server: markers, list and address follow, a row keeps the filters, and the empty state clears them", async () => {
    const { userEvent, ids } = await setup();
    await screen.findByRole("heading", { name: "3 shops in view" });
    await userEvent.click(screen.getByRole("button", { name: "Filters" }));
    const dialog = await screen.findByRole("dialog", { name: "Filters" });
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Dairy free" }));
    await waitFor(() => expect(currentPath()).toBe("/home?dairyFree=1"));
    await waitFor(() => expect(within(dialog).getByRole("status")).toHaveTextContent("1 shop in view"));
    await userEvent.click(within(dialog).getByRole("radio", { name: "Light" }));
    await waitFor(() => expect(currentPath()).toBe("/home?roastStyle=light&dairyFree=1"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Done" }));

    expect(screen.getByRole("button", { name: "Filters, 2 on" })).toBeInTheDocument();
    const map = screen.getByTestId("map");
    await waitFor(() =>
      expect(within(map).queryByRole("button", { name: /^Popular Place, / })).not.toBeInTheDocument(),
    );
    expect(within(map).getByRole("button", { name: /^Rated Roasters, / })).toBeInTheDocument();
    expect(within(map).getByRole("button", { name: /^Just Outside, / })).toBeInTheDocument();
    expect(rowNames(shopList())).toEqual(["Rated Roasters"]);

    await userEvent.click(within(shopList()).getByRole("button", { name: /^Rated Roasters/ }));
    await screen.findByRole("dialog", { name: "Rated Roasters" });
    expect(currentPath()).toBe(`/home?shop=${ids["Rated Roasters"]}&roastStyle=light&dairyFree=1`);
    await userEvent.keyboard("{Escape}");
    expect(currentPath()).toBe("/home?roastStyle=light&dairyFree=1");

    await userEvent.click(screen.getByRole("button", { name: "Filters, 2 on" }));
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: "Filters" })).getByRole("radio", { name: "4.5+" }),
    );
    await userEvent.click(
      within(screen.getByRole("dialog", { name: "Filters" })).getByRole("checkbox", { name: "Gluten friendly" }),
    );
    await userEvent.click(
      within(screen.getByRole("dialog", { name: "Filters" })).getByRole("button", { name: "Done" }),
    );
    // The map and the list say one thing, naming the filters (the map used to say "No shops in view.").
    const sentence = "No shops in view match these filters: Light roast, Dairy free, Gluten friendly, Rated 4.5+.";
    expect(await within(shopList()).findByText(sentence)).toBeInTheDocument();
    expect(await screen.findAllByText(sentence)).toHaveLength(2);
    expect(screen.getByRole("heading", { name: "No shops in view" })).toBeInTheDocument();
    await userEvent.click(within(shopList()).getByRole("button", { name: "Clear filters" }));
    expect(currentPath()).toBe("/home");
    expect(await screen.findByRole("heading", { name: "3 shops in view" })).toBeInTheDocument();
  });

  it("opens with the filters of a shared address, and 'open now' asks the server about the current minute", async () => {
    await setup("/home?openNow=1&beverage=Latte");
    expect(await screen.findByRole("button", { name: "Filters, 2 on" })).toBeInTheDocument();
    // Only the shop with confirmed hours is open (24/7); the others have no structured hours.
    await waitFor(() => expect(rowNames(shopList())).toEqual(["Rated Roasters"]));
    expect(
      within(screen.getByTestId("map")).queryByRole("button", { name: /^Quiet Corner, / }),
    ).not.toBeInTheDocument();
  });

  it("near me: centres the map on the person, shows distances and sorts by them; says why when it cannot", async () => {
    let answer: (success: PositionCallback, failure: PositionErrorCallback) => void = (success) =>
      success({ coords: { latitude: 42.3551, longitude: -71.0702 } } as GeolocationPosition);
    const getCurrentPosition = vi.fn((success: PositionCallback, failure: PositionErrorCallback) =>
      answer(success, failure),
    );
    vi.stubGlobal(
      "navigator",
      Object.assign(Object.create(navigator, { onLine: { value: true } }), { geolocation: { getCurrentPosition } }),
    );
    const { userEvent } = await setup();
    await screen.findByRole("heading", { name: "3 shops in view" });

    await userEvent.click(screen.getByRole("button", { name: "Show shops near me" }));
    await waitFor(() => expect(screen.getByTestId("map").dataset.focus).toBe("42.3551,-71.0702,14"));
    const list = shopList();
    expect(within(list).getByRole("radio", { name: "Distance" })).toBeChecked();
    expect(rowNames(list)).toEqual(["Quiet Corner", "Rated Roasters", "Popular Place"]);
    expect(within(list).getByRole("button", { name: /^Quiet Corner/ })).toHaveTextContent("0.1 mi");
    expect(within(list).getByRole("button", { name: /^Popular Place/ })).toHaveAccessibleDescription(/, 1\.5 mi away$/);

    answer = (_, failure) =>
      failure({
        code: 1,
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
        message: "",
      } as GeolocationPositionError);
    await userEvent.click(screen.getByRole("button", { name: "Show shops near me" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(NEAR_ME_MESSAGES.denied);
    // The last position found still gives the distances.
    expect(within(list).getByRole("button", { name: /^Quiet Corner/ })).toHaveTextContent("0.1 mi");
    await userEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();

    answer = (_, failure) =>
      failure({
        code: 2,
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
        message: "",
      } as GeolocationPositionError);
    await userEvent.click(screen.getByRole("button", { name: "Show shops near me" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(NEAR_ME_MESSAGES.unavailable);
    expect(getCurrentPosition).toHaveBeenCalledTimes(3);
  });

  it("near me: accepts a cached position only while the permission is granted", async () => {
    let state: PermissionState = "granted";
    const getCurrentPosition = vi.fn(
      (success: PositionCallback, _failure?: PositionErrorCallback, _options?: PositionOptions) =>
        success({ coords: { latitude: 42.3551, longitude: -71.0702 } } as GeolocationPosition),
    );
    const permissions = { query: vi.fn(async () => ({ state })) };
    vi.stubGlobal(
      "navigator",
      Object.assign(Object.create(navigator, { onLine: { value: true } }), {
        geolocation: { getCurrentPosition },
        permissions,
      }),
    );
    const { userEvent } = await setup();
    await screen.findByRole("heading", { name: "3 shops in view" });

    await userEvent.click(screen.getByRole("button", { name: "Show shops near me" }));
    await waitFor(() => expect(getCurrentPosition).toHaveBeenCalledTimes(1));
    expect(getCurrentPosition.mock.calls[0]![2]).toMatchObject({ maximumAge: 60_000 });
    state = "prompt";
    await userEvent.click(screen.getByRole("button", { name: "Show shops near me" }));
    await waitFor(() => expect(getCurrentPosition).toHaveBeenCalledTimes(2));
    expect(getCurrentPosition.mock.calls[1]![2]).toMatchObject({ maximumAge: 0 });
  });

  it("near me: a prompt left unanswered says the app is waiting, then that it took too long", async () => {
    const getCurrentPosition = vi.fn(); // the person never answers the browser's prompt
    vi.stubGlobal(
      "navigator",
      Object.assign(Object.create(navigator, { onLine: { value: true } }), { geolocation: { getCurrentPosition } }),
    );
    const { userEvent } = await setup();
    await screen.findByRole("heading", { name: "3 shops in view" });

    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    try {
      await userEvent.click(screen.getByRole("button", { name: "Show shops near me" }));
      expect(await screen.findByText(NEAR_ME_WAITING)).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Show shops near me" })).toHaveAttribute("aria-busy", "true");
      await waitFor(() => expect(getCurrentPosition).toHaveBeenCalledTimes(1));
      await vi.advanceTimersByTimeAsync(NEAR_ME_TIMEOUT_MS);
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByRole("alert")).toHaveTextContent(NEAR_ME_MESSAGES.timedOut);
    expect(screen.queryByText(NEAR_ME_WAITING)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Show shops near me" })).not.toHaveAttribute("aria-busy");
  });
});
