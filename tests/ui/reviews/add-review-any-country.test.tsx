import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { shopInput } from "../../support/testData";
import { renderApp } from "../../support/uiHarness";

// Add Review's dropdowns follow the country (decision 34): Country, then the region where the country
// names one, then City and Shop; a country with no region goes straight to its cities.

describe("add review in any country", () => {
  it("picks a Melbourne shop by country, state and city, and a London one with no region", async () => {
    const { userEvent, user } = await renderApp("/addreview", { as: {} });
    const place = { lat: -37.8076, lng: 144.9568 };
    await user!.as.mutation(api.shops.create, {
      ...shopInput({ name: "Market Lane Coffee", city: "Melbourne", state: "VIC", country: "AU", ...place }),
    });
    await user!.as.mutation(api.shops.create, {
      ...shopInput({ name: "Prufrock Coffee", city: "London", state: "", country: "GB", lat: 51.52, lng: -0.11 }),
    });

    const country = await screen.findByLabelText("Country");
    await screen.findByRole("option", { name: "Australia" });
    expect(
      within(country)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      expect.any(String), // the placeholder
      "Australia",
      "United Kingdom",
    ]);
    await userEvent.selectOptions(country, "AU");
    await screen.findByRole("option", { name: "Victoria" });
    await userEvent.selectOptions(screen.getByLabelText("State"), "VIC");
    await screen.findByRole("option", { name: "Melbourne" });
    await userEvent.selectOptions(screen.getByLabelText("City"), "MELBOURNE");
    const shop = await screen.findByLabelText("Shop");
    expect(within(shop).getByRole("option", { name: /Market Lane Coffee/ })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText("Country"), "GB");
    expect(screen.queryByLabelText("State")).not.toBeInTheDocument();
    await screen.findByRole("option", { name: "London" });
    await userEvent.selectOptions(screen.getByLabelText("City"), "LONDON");
    const london = await screen.findByLabelText("Shop");
    expect(within(london).getByRole("option", { name: /Prufrock Coffee/ })).toBeInTheDocument();
  });

  it("finds a shop abroad by name first, as at home, with its country's address line", async () => {
    const { userEvent, user } = await renderApp("/addreview", { as: {} });
    await user!.as.mutation(
      api.shops.create,
      shopInput({
        name: "Prufrock Coffee",
        streetAddress: "23-25 Leather Lane",
        city: "London",
        state: "",
        country: "GB",
        postalCode: "EC1N 7TE",
        lat: 51.52,
        lng: -0.11,
      }),
    );
    await userEvent.type(await screen.findByRole("combobox", { name: "Find the shop" }), "prufrock");
    await userEvent.click(
      await screen.findByRole("option", { name: "Prufrock Coffee, 23-25 Leather Lane, London EC1N 7TE" }),
    );
    expect(await screen.findByRole("heading", { name: "Review for Prufrock Coffee" })).toBeInTheDocument();
  });
});
