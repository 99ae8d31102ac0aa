import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { formatDate } from "@/lib/dates";
import { paths } from "@/lib/routes";
import { createBackend, signUp } from "../../support/backendHarness";
import { insertReview, insertShop } from "../../support/testData";
import { UI_ADDRESS, renderApp } from "../../support/uiHarness";

// jsdom has no WebGL: the map's drawing is replaced by marker buttons fed by the same props
// (support/fakeShopMap.tsx); the panel and the rest of /home are real.
vi.mock("@/features/map/ShopMap", () => import("../../support/fakeShopMap"));

// The reviews on a profile link to their shops, dated in the app's one format; the shop's stored
// upper-case city shows in title case on its panel.

describe("shops, cities and dates on the profile", () => {
  it("links each reviewed shop to the shop, with the review's date in the app's one format", async () => {
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    const me = await signUp(backend, { firstName: "Mia", lastName: "Mocha" });
    const { shopId, reviewId } = await backend.t.run(async (ctx) => {
      const shopId = await insertShop(ctx, me.userId, { name: "Winston Roasters", city: "WINSTON-SALEM", state: "NC" });
      return { shopId, reviewId: await insertReview(ctx, shopId, me.userId) };
    });
    const { userEvent } = await renderApp("/profile", { backend, as: me });
    const reviews = await screen.findByRole("list", { name: "Reviews" });
    const link = await within(reviews).findByRole("link", { name: "Winston Roasters" });
    expect(link).toHaveAttribute("href", paths.home({ shop: shopId }));
    const created = (await backend.t.run((ctx) => ctx.db.get(reviewId)))!._creationTime;
    expect(within(reviews).getByText(formatDate(created))).toBeInTheDocument();

    // On the map, the panel shows the stored WINSTON-SALEM in title case.
    await userEvent.click(link);
    const panel = await screen.findByRole("dialog", { name: "Winston Roasters" });
    await waitFor(() =>
      expect(within(panel).getByRole("region", { name: "About" })).toHaveTextContent("Winston-Salem, NC"),
    );
    expect(await within(panel).findByRole("list", { name: "Shop Reviews" })).toHaveTextContent(formatDate(created));
  });
});
