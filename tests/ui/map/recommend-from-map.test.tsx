import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, signUp } from "../../support/backendHarness";
import { insertReview, insertShop } from "../../support/testData";
import { renderApp, UI_ADDRESS } from "../../support/uiHarness";

// jsdom has no WebGL: the map's drawing is replaced by marker buttons fed by the same props (BOSTON_VIEW).
vi.mock("@/features/map/ShopMap", () => import("../../support/fakeShopMap"));

afterEach(() => vi.restoreAllMocks());

/** Someone whose profile names another town than the one on the map, and their favourite drink. */
const PORTLAND_LATTE = {
  selectedRoast: "Medium",
  cafeDrink: "Latte",
  cafeTemp: "Cold",
  yourCity: "Portland",
  yourState: "OR",
};
const MATCH = { roast: "Medium", bev: "Latte", temp: "Cold" };

async function bostonLattes() {
  const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
  const other = await signUp(backend, { firstName: "Olive" });
  await backend.t.run(async (ctx) => {
    const rated = [
      ["Good Latte", 5, 4, 4],
      ["Great Latte", 4, 5, 5],
      ["Fine Latte", 5, 3, 4],
    ] as const;
    for (const [name, drinkRating, shopRating, staffRating] of rated) {
      const shop = await insertShop(ctx, other.userId, { name });
      await insertReview(ctx, shop, other.userId, { ...MATCH, drinkRating, shopRating, staffRating });
    }
  });
  return backend;
}

describe("recommendations from the map", () => {
  it("starts from the map's town and the profile's taste, every field marked required", async () => {
    const backend = await bostonLattes();
    const { userEvent } = await renderApp("/home", { backend, as: PORTLAND_LATTE });
    const open = await screen.findByRole("button", { name: "Recommend shops for me" });
    await waitFor(() => expect(open).toBeEnabled());
    await userEvent.click(open);

    const dialog = await screen.findByRole("dialog", { name: "Custom Coffee Shop Recommendation" });
    // The map shows Boston: the place is the map's, not the profile's Portland.
    expect(within(dialog).getByLabelText("State")).toHaveValue("MA");
    expect(within(dialog).getByLabelText("City")).toHaveValue("Boston");
    expect(within(dialog).getByText(/town in the middle of the map/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Roast")).toHaveValue("Medium");
    expect(within(dialog).getByLabelText("Drink")).toHaveValue("Latte");
    expect(within(dialog).getByLabelText("Temperature")).toHaveValue("Cold");
    for (const name of ["State", "City", "Roast", "Drink", "Temperature"]) {
      const field = within(dialog).getByLabelText(name);
      expect(field).toBeRequired();
      expect(field).toHaveAttribute("aria-required", "true");
      // The visible mark sits beside the field's label.
      expect(field.parentElement!.querySelector('[aria-hidden="true"]')).toHaveTextContent("*");
    }
    expect(within(dialog).getByText(/marks a required field/)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "Find Shops" }));
    const results = await screen.findByRole("list", { name: "Recommended shops" });
    const names = within(results)
      .getAllByRole("listitem")
      .map((item) => within(item).getAllByRole("link")[0]!.textContent);
    // Best rated first, as the dialog said: 4.7, 4.3, 4.0.
    expect(names).toEqual(["Great Latte", "Good Latte", "Fine Latte"]);
  });

  it("says which fields are missing when emptied", async () => {
    const backend = await bostonLattes();
    const { userEvent } = await renderApp("/home", { backend, as: PORTLAND_LATTE });
    const open = await screen.findByRole("button", { name: "Recommend shops for me" });
    await waitFor(() => expect(open).toBeEnabled());
    await userEvent.click(open);
    const dialog = await screen.findByRole("dialog");
    await userEvent.clear(within(dialog).getByLabelText("City"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Find Shops" }));
    expect(await within(dialog).findByText(MESSAGES.missingFields)).toBeInTheDocument();
  });
});
