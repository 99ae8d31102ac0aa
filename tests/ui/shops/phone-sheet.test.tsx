import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createBackend, signUp } from "../../support/backendHarness";
import { PANEL_SHOP, insertReview, insertShop } from "../../support/testData";
import { renderApp } from "../../support/uiHarness";

// jsdom has no WebGL: the map's drawing is replaced by marker buttons fed by the same props.
vi.mock("@/features/map/ShopMap", () => import("../../support/fakeShopMap"));

// jsdom matches no media query, so the panel is the phone's sheet (docs/product.md §2).

async function seed(reviews = 0) {
  const backend = await createBackend();
  const sam = await signUp(backend, { firstName: "Sam", lastName: "Submitter" });
  const shopId = await backend.t.run((ctx) =>
    insertShop(ctx, sam.userId, { ...PANEL_SHOP, name: "Sheet Roasters", lat: 42.36, lng: -71.06 }),
  );
  const reviewIds = [];
  for (let i = 0; i < reviews; i++) {
    reviewIds.push(await backend.t.run((ctx) => insertReview(ctx, shopId, sam.userId, { text: `Visit number ${i}.` })));
  }
  return { backend, shopId, reviewIds };
}

describe("the shop sheet on a phone", () => {
  it("opens at half with Directions first among the actions, and its handle steps as a slider", async () => {
    const { backend, shopId } = await seed();
    const { userEvent } = await renderApp(`/home?shop=${shopId}`, { backend, as: {} });
    const panel = await screen.findByRole("dialog", { name: "Sheet Roasters" });
    const actions = await within(panel).findByRole("group", { name: "Shop actions" });
    const first = within(actions).getAllByRole("link")[0]!;
    expect(first).toHaveTextContent("Directions");
    expect(first.getAttribute("href")).toMatch(/^https:\/\/(www\.google\.com\/maps\/dir|maps\.apple\.com)/);

    const handle = within(panel).getByRole("slider", { name: "Sheet height" });
    expect(handle).toHaveAttribute("aria-valuetext", expect.stringMatching(/^Half/));
    expect(handle).toHaveAttribute("aria-valuenow", "2");
    handle.focus();
    await userEvent.keyboard("{ArrowUp}");
    expect(handle).toHaveAttribute("aria-valuetext", expect.stringMatching(/^Full/));
    expect(panel.style.height).toBe("100%");
    await userEvent.keyboard("{ArrowUp}");
    expect(handle).toHaveAttribute("aria-valuenow", "3");
    await userEvent.keyboard("{Home}");
    expect(handle).toHaveAttribute("aria-valuetext", expect.stringMatching(/^Peek/));
    expect(panel.style.height).toMatch(/px$/);
    await userEvent.keyboard("{Enter}");
    expect(handle).toHaveAttribute("aria-valuetext", expect.stringMatching(/^Half/));
    // A tap steps up too.
    await userEvent.click(handle);
    expect(handle).toHaveAttribute("aria-valuetext", expect.stringMatching(/^Full/));
  });

  it("after a review is written, opens full and focuses that review, loading more reviews to reach it", async () => {
    // Seven reviews, newest first five at a time: the oldest is on the second page.
    const { backend, shopId, reviewIds } = await seed(7);
    await renderApp(`/home?shop=${shopId}&review=${reviewIds[0]}`, { backend, as: {} });
    const panel = await screen.findByRole("dialog", { name: "Sheet Roasters" });
    expect(within(panel).getByRole("slider", { name: "Sheet height" })).toHaveAttribute(
      "aria-valuetext",
      expect.stringMatching(/^Full/),
    );
    await waitFor(() => expect(document.activeElement).toHaveTextContent("Visit number 0."));
    expect(document.activeElement?.tagName).toBe("LI");
  });
});
