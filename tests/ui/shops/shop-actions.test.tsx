import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { SHOP_FOCUS_ZOOM } from "@convex/rules/search";
import { createBackend, signUp } from "../../support/backendHarness";
import { fillShopForm } from "../../support/shopFormScreen";
import { PANEL_SHOP, insertReview, insertShop, pngBytes, storeFile } from "../../support/testData";
import type { SandboxBackend } from "../../../sandbox/backend";
import { currentPath, renderApp, UI_ADDRESS } from "../../support/uiHarness";

// jsdom has no WebGL: the map's drawing is replaced by marker buttons fed by the same props.
vi.mock("@/features/map/ShopMap", () => import("../../support/fakeShopMap"));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete (navigator as { share?: unknown }).share;
});

/** A shop far from the default centre, so landing on it is told apart from the default view. */
const FAR = { lat: 41.824, lng: -71.4128 };

async function seed() {
  const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
  const sam = await signUp(backend, { firstName: "Sam", lastName: "Submitter" });
  const shopId = await backend.t.run((ctx) =>
    insertShop(ctx, sam.userId, {
      ...PANEL_SHOP,
      name: "Action Roasters",
      city: "BOSTON",
      state: "MA",
      lat: 42.36,
      lng: -71.06,
    }),
  );
  const publicId = (await backend.t.run((ctx) => ctx.db.get(shopId)))!.publicId;
  return { backend, sam, shopId, publicId };
}

async function openPanel(backend: SandboxBackend, shopId: Id<"shops">) {
  const app = await renderApp(`/home?shop=${shopId}`, { backend, as: { firstName: "Vera", lastName: "Viewer" } });
  const panel = await screen.findByRole("dialog", { name: "Action Roasters" });
  const actions = await within(panel).findByRole("group", { name: "Shop actions" });
  return { ...app, panel, actions };
}

describe("shop panel actions", () => {
  it("'Write a review' opens add review with this shop chosen", async () => {
    const { backend, shopId, publicId } = await seed();
    const { userEvent, actions } = await openPanel(backend, shopId);
    await userEvent.click(within(actions).getByRole("link", { name: "Write a review" }));
    // The address changes once the add-review screen's chunk has loaded (the navigation is a
    // transition), which takes seconds when the machine is busy running other test files.
    await waitFor(() => expect(currentPath()).toBe(`/addreview?shop=${publicId}`), { timeout: 10_000 });
    expect(await screen.findByRole("heading", { name: "Review for Action Roasters" })).toBeInTheDocument();
  });

  it("'Edit shop' opens the edit form of this shop, from the keyboard too", async () => {
    const { backend, shopId, publicId } = await seed();
    const { userEvent, actions } = await openPanel(backend, shopId);
    within(actions).getByRole("link", { name: "Edit shop" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(currentPath()).toBe(`/editshop?shop=${publicId}`), { timeout: 10_000 });
    expect(await screen.findByLabelText("Hours")).toHaveValue("Daily 7-5");
    expect(screen.getByLabelText("Shop")).toHaveValue(shopId);
  });

  it("says so for an unknown shop in /editshop?shop= and lets the user pick", async () => {
    const { backend } = await seed();
    await renderApp("/editshop?shop=999999999999", { backend, as: {} });
    expect(await screen.findByText("That shop was not found. Please choose one below.")).toBeInTheDocument();
    expect(screen.getByLabelText("State")).toHaveValue("");
  });

  it("'Share' uses the native share sheet with a link that opens this shop's panel", async () => {
    const { backend, shopId } = await seed();
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "share", { value: share, configurable: true, writable: true });
    const { userEvent, actions } = await openPanel(backend, shopId);
    const writeText = vi.spyOn(navigator.clipboard, "writeText");
    await userEvent.click(within(actions).getByRole("button", { name: "Share" }));
    const url = `${window.location.origin}/home?shop=${shopId}`;
    expect(share).toHaveBeenCalledWith({ title: "Action Roasters", url });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText("Link copied.")).not.toBeInTheDocument();

    // Closing the share sheet is not a failure: nothing else happens.
    share.mockRejectedValueOnce(new DOMException("Share canceled", "AbortError"));
    await userEvent.click(within(actions).getByRole("button", { name: "Share" }));
    expect(share).toHaveBeenCalledTimes(2);
    expect(writeText).not.toHaveBeenCalled();
  });

  it("'Share' copies the link and confirms it where there is no share sheet", async () => {
    const { backend, shopId } = await seed();
    const { userEvent, actions } = await openPanel(backend, shopId);
    const writeText = vi.spyOn(navigator.clipboard, "writeText");
    await userEvent.click(within(actions).getByRole("button", { name: "Share" }));
    expect(await screen.findByText("Link copied.")).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/home?shop=${shopId}`);
    // The panel stays open.
    expect(screen.getByRole("dialog", { name: "Action Roasters" })).toBeInTheDocument();
  });

  it("'Share' shows the link to copy by hand when neither sharing nor copying works", async () => {
    const { backend, shopId } = await seed();
    const { userEvent, actions } = await openPanel(backend, shopId);
    // Clipboard permission refused (and jsdom has no document.execCommand to fall back on).
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    await userEvent.click(within(actions).getByRole("button", { name: "Share" }));
    const dialog = await screen.findByRole("dialog", { name: "Share this shop" });
    const link = within(dialog).getByLabelText("Copy this link to share the shop");
    expect(link).toHaveValue(`${window.location.origin}/home?shop=${shopId}`);
    // The dialog moves the focus to the link once it is drawn (an effect): wait for it, as a person would.
    await waitFor(() => expect(link).toHaveFocus());
    expect(screen.queryByText("Link copied.")).not.toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Share this shop" })).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Action Roasters" })).toBeInTheDocument();
    await waitFor(() => expect(within(actions).getByRole("button", { name: "Share" })).toHaveFocus());
  });

  it("offers 'View Photos' only once the shop has a photo", async () => {
    const { backend, sam, shopId } = await seed();
    const { userEvent, panel } = await openPanel(backend, shopId);
    await within(panel).findByRole("region", { name: "Shop Reviews" });
    expect(within(panel).queryByRole("button", { name: "View Photos" })).not.toBeInTheDocument();

    const storageId = await storeFile(backend, pngBytes(7), "image/png");
    await backend.t.run(async (ctx) => {
      const reviewId = await insertReview(ctx, shopId, sam.userId);
      await ctx.db.insert("photos", { shopId, reviewId, userId: sam.userId, storageId });
    });
    const view = await within(panel).findByRole("button", { name: "View Photos" });
    expect(within(panel).getByRole("img", { name: "Action Roasters" })).toBeInTheDocument();
    await userEvent.click(view);
    const viewer = await screen.findByRole("dialog", { name: "Photos of Action Roasters" });
    expect(await within(viewer).findByRole("img", { name: "Photo 1 of Action Roasters" })).toBeInTheDocument();
  });
});

describe("landing on a shop", () => {
  it("a shop's link opens the map centred on it with its panel open", async () => {
    const { backend, sam } = await seed();
    const farId = await backend.t.run((ctx) =>
      insertShop(ctx, sam.userId, { ...PANEL_SHOP, name: "Far Roasters", ...FAR }),
    );
    await renderApp(`/home?shop=${farId}`, { backend, as: {} });
    expect(await screen.findByRole("dialog", { name: "Far Roasters" })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId("map").dataset.focus).toBe(`${FAR.lat},${FAR.lng},${SHOP_FOCUS_ZOOM}`),
    );
  });

  it("opening another shop from the map keeps the zoom; on a phone the map pans to it, above the sheet", async () => {
    const { backend, shopId } = await seed();
    const shop = (await backend.t.run((ctx) => ctx.db.get(shopId)))!;
    const { userEvent } = await renderApp("/home", { backend, as: {} });
    const map = await screen.findByTestId("map");
    const zoom = map.dataset.focus!.split(",")[2];
    await userEvent.click(await screen.findByRole("button", { name: "Action Roasters, Dark roast" }));
    expect(await screen.findByRole("dialog", { name: "Action Roasters" })).toBeInTheDocument();
    expect(currentPath()).toBe(`/home?shop=${shopId}`);
    await waitFor(() => expect(map.dataset.focus).toBe(`${shop.lat},${shop.lng},${zoom}`));
    // The sheet takes the list bar's place.
    expect(screen.queryByRole("region", { name: /shops? in view$/ })).not.toBeInTheDocument();
  });

  it("after adding a shop: the map, centred on the new shop, with its panel open", async () => {
    const { userEvent, backend } = await renderApp("/addshop", { as: { firstName: "Nia", lastName: "Pour" } });
    await fillShopForm(userEvent, { city: "providence", state: "ri" });
    await userEvent.click(screen.getByRole("button", { name: "Add Shop" }));
    await userEvent.click(await screen.findByRole("button", { name: "Confirm Location" }));

    expect(await screen.findByText(MESSAGES.addShopSuccess)).toBeInTheDocument();
    const [shop] = await backend.t.run((ctx) => ctx.db.query("shops").collect());
    await waitFor(() => expect(currentPath()).toBe(`/home?shop=${shop!._id}`));
    expect(await screen.findByRole("dialog", { name: "Gracenote Annex" })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId("map").dataset.focus).toBe(`${shop!.lat},${shop!.lng},${SHOP_FOCUS_ZOOM}`),
    );
  });
});
