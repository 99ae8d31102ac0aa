import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SHOP_PAGE } from "@convex/rules/search";
import { insertShop } from "../../support/testData";
import { chooseBostonShops } from "../../support/shopFormScreen";
import { holdToasts, renderApp } from "../../support/uiHarness";

holdToasts();

// The Shop dropdown of a city with more than SHOP_PAGE shops: the first page, then "Load more shops".

describe("the shop dropdown of a large city", () => {
  it(`lists ${SHOP_PAGE} shops, then the rest with Load more shops`, async () => {
    const { userEvent, backend } = await renderApp("/editshop", { as: {} });
    await backend.t.run(async (ctx) => {
      const user = await ctx.db.query("users").first();
      for (let i = 0; i < SHOP_PAGE + 2; i++) {
        const name = `Shop ${String(i).padStart(3, "0")}`;
        await insertShop(ctx, user!._id, { name, streetAddress: `${i} Long St`, country: "US" });
      }
    });
    const shop = await chooseBostonShops(userEvent);
    const options = () => within(shop).getAllByRole("option").length - 1; // less "Choose a shop"
    await waitFor(() => expect(options()).toBe(SHOP_PAGE));

    await userEvent.click(screen.getByRole("button", { name: "Load more shops" }));
    await waitFor(() => expect(options()).toBe(SHOP_PAGE + 2));
    expect(within(shop).getAllByRole("option").at(-1)).toHaveTextContent("Shop 101 — 101 Long St");
    await waitFor(() => expect(screen.queryByRole("button", { name: "Load more shops" })).not.toBeInTheDocument());
  });
});
