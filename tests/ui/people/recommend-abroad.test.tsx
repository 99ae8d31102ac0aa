import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createBackend, signUp } from "../../support/backendHarness";
import { insertReview, insertShop } from "../../support/testData";
import { renderApp, UI_ADDRESS } from "../../support/uiHarness";

const TASTE = { selectedRoast: "Light", cafeDrink: "Pour Over", cafeTemp: "Hot" };
const MATCH = { roast: "Light", bev: "Pour Over", temp: "Hot", drinkRating: 5 };

describe("recommendations from a profile abroad", () => {
  it("asks a British home's city alone and recommends only shops of its country", async () => {
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    const other = await signUp(backend, { firstName: "Olive" });
    await backend.t.run(async (ctx) => {
      const shop = (name: string, country: string) =>
        insertShop(ctx, other.userId, { name, city: "HAMILTON", state: "", country, roastStyle: "light" });
      await insertReview(ctx, await shop("Scottish Pour", "GB"), other.userId, MATCH);
      await insertReview(ctx, await shop("Waikato Pour", "NZ"), other.userId, MATCH);
    });
    const { userEvent } = await renderApp("/profile", {
      backend,
      as: { ...TASTE, yourCountry: "GB", yourCity: "Hamilton", yourState: "" },
    });
    const open = await screen.findByRole("button", { name: "Recommend Coffee Shops" });
    await waitFor(() => expect(open).toBeEnabled());
    await userEvent.click(open);
    const dialog = await screen.findByRole("dialog", { name: "Custom Coffee Shop Recommendation" });
    expect(within(dialog).queryByLabelText("State")).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText("City")).toHaveValue("Hamilton");
    await userEvent.click(within(dialog).getByRole("button", { name: "Find Shops" }));
    const results = await screen.findByRole("dialog", { name: "Your Coffee Shop Recommendations" });
    expect(within(results).getByText("Scottish Pour")).toBeInTheDocument();
    expect(within(results).queryByText("Waikato Pour")).not.toBeInTheDocument();
  });

  it("asks an Australian home's State, its three letters kept", async () => {
    const { userEvent } = await renderApp("/profile", {
      as: { ...TASTE, yourCountry: "AU", yourCity: "Melbourne", yourState: "VIC" },
    });
    const open = await screen.findByRole("button", { name: "Recommend Coffee Shops" });
    await waitFor(() => expect(open).toBeEnabled());
    await userEvent.click(open);
    const dialog = await screen.findByRole("dialog", { name: "Custom Coffee Shop Recommendation" });
    expect(within(dialog).getByLabelText("State")).toHaveValue("VIC");
  });
});
