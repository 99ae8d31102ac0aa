import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SHOP_BEVERAGES, drinkLabel } from "@convex/rules/catalog";
import { MESSAGES } from "@convex/rules/messages";
import { seedShop } from "../../support/seededShop";
import { fillShopForm } from "../../support/shopFormScreen";
import { acknowledge, currentPath, holdToasts, renderApp } from "../../support/uiHarness";

holdToasts();

describe("add shop", () => {
  it("shows every field, nothing answered or ticked for the person, and upper-cases the city on leaving it", async () => {
    const { userEvent } = await renderApp("/addshop", { as: {} });
    expect(await screen.findByRole("heading", { name: "Add a New Coffee Shop" })).toBeInTheDocument();
    for (const label of [
      "Shop name",
      "Street address",
      "City",
      "State",
      "About the shop (optional)",
      "Hours",
      "Website",
      "Roast style",
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    for (const legend of [
      "Roasts own beans",
      "Dairy free milks",
      "Gluten friendly",
      "Meal options",
      "Bakery options",
    ]) {
      // Unanswered: neither Yes nor No chosen for the person.
      for (const radio of within(screen.getByRole("group", { name: legend })).getAllByRole("radio"))
        expect(radio).not.toBeChecked();
    }
    const beverages = within(screen.getByRole("group", { name: "Beverages served" }));
    for (const bev of SHOP_BEVERAGES) {
      // Nothing ticked for the person; the first specification's misspelt "Macchiatto" reads "Macchiato".
      expect(beverages.getByLabelText(drinkLabel(bev))).toHaveProperty("checked", false);
    }
    expect(beverages.getByLabelText("Macchiato")).toBeInTheDocument();
    expect(beverages.queryByLabelText("Macchiatto")).not.toBeInTheDocument();
    const city = screen.getByLabelText("City");
    await userEvent.type(city, "  cambridge ");
    expect(city).toHaveValue("  cambridge ");
    await userEvent.tab();
    expect(city).toHaveValue("CAMBRIDGE");
    await userEvent.type(screen.getByLabelText("State"), "ma");
    expect(screen.getByLabelText("State")).toHaveValue("MA");
  });

  it("marks required fields; on submit it focuses the first problem and names it under the field, keeping what was typed", async () => {
    const { userEvent } = await renderApp("/addshop", { as: {} });
    await fillShopForm(userEvent, { hours: "" });
    for (const label of ["Shop name", "Street address", "City", "State", "Hours", "Website", "Roast style"]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText("About the shop (optional)")).not.toBeRequired();
    await userEvent.click(screen.getByRole("button", { name: "Add Shop" }));
    // The toast of docs/product.md §8, and the field itself: focused, invalid, its own message read with it.
    expect(await screen.findByText(MESSAGES.missingFields)).toBeInTheDocument();
    const hours = screen.getByLabelText("Hours");
    await waitFor(() => expect(hours).toHaveFocus());
    expect(hours).toHaveAttribute("aria-invalid", "true");
    expect(hours).toHaveAccessibleDescription(MESSAGES.fieldRequired("hours"));
    expect(screen.getByLabelText("Shop name")).toHaveValue("Gracenote Annex");
    expect(screen.getByLabelText("Shop name")).not.toHaveAttribute("aria-invalid");

    // Filling the missing field fixes the problem: its toast and its message go before the next submit.
    await userEvent.type(hours, "7-4");
    await waitFor(() => expect(screen.queryByText(MESSAGES.missingFields)).not.toBeInTheDocument());
    expect(hours).not.toHaveAttribute("aria-invalid");
    const state = screen.getByLabelText("State");
    await userEvent.type(state, "s");
    await userEvent.click(screen.getByRole("button", { name: "Add Shop" }));
    await waitFor(() => expect(state).toHaveFocus());
    expect(state).toHaveAccessibleDescription(MESSAGES.badState);
    expect(screen.getAllByText(MESSAGES.badState)).toHaveLength(2); // the toast and the field's message
  });

  it("flags a chain name on leaving the field, disables Add Shop, and redirects on submit", async () => {
    const { userEvent, backend } = await renderApp("/addshop", { as: {} });
    await fillShopForm(userEvent, { name: "  Dunkin Donuts " });
    // The alert of docs/product.md §8, in the page under the field it is about.
    const name = screen.getByLabelText("Shop name");
    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.chainShop);
    expect(name).toHaveAccessibleDescription(MESSAGES.chainShop);
    expect(name).toHaveAttribute("aria-invalid", "true");
    const button = screen.getByRole("button", { name: "Add Shop" });
    expect(button).toBeDisabled();

    // A specialty name clears the flag and its message; a chain name again flags it.
    await userEvent.clear(name);
    await userEvent.type(name, "Blue Bottle Coffee");
    expect(button).toBeEnabled();
    expect(screen.queryByText(MESSAGES.chainShop)).not.toBeInTheDocument();
    expect(name).not.toHaveAttribute("aria-invalid");
    await userEvent.clear(name);
    await userEvent.type(name, "Starbucks");
    await userEvent.tab();
    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.chainShop);
    expect(button).toBeDisabled();

    // The redirect waits until the warning is read.
    fireEvent.submit(button.closest("form")!);
    await acknowledge(userEvent, MESSAGES.chainShopRedirect);
    await waitFor(() => expect(currentPath()).toBe("/home"));
    expect(await backend.t.run((ctx) => ctx.db.query("shops").collect())).toEqual([]);
  });

  it("gives the first warning, not 'As previously mentioned', when a chain name is submitted before it was ever flagged", async () => {
    const { userEvent } = await renderApp("/addshop", { as: {} });
    await fillShopForm(userEvent);
    const name = screen.getByLabelText("Shop name");
    await userEvent.clear(name);
    await userEvent.type(name, "Starbucks{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.chainShop);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add Shop" })).toBeDisabled();
    expect(currentPath()).toBe("/addshop");
  });

  it("names the shop already at the address, links to its panel, and keeps what was typed", async () => {
    const { userEvent, backend } = await renderApp("/addshop", { as: {} });
    const shopId = await seedShop(backend, { name: "Gracenote", streetAddress: "108 Lincoln St" });
    await fillShopForm(userEvent, { street: "108  Lincoln St" });
    await userEvent.click(screen.getByRole("button", { name: "Add Shop" }));
    const message = MESSAGES.duplicateShop("Gracenote", "108 Lincoln St");
    expect(message).toBe("Gracenote at 108 Lincoln St is already on Brew Map.");
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    const open = screen.getByRole("link", { name: "Open Gracenote" });
    expect(open).toHaveAttribute("href", `/home?shop=${shopId}`);
    // Nothing typed is lost (the street's double space tidied, as on every submit).
    expect(
      [screen.getByLabelText("Shop name"), screen.getByLabelText("Street address")].map(
        (field) => (field as HTMLInputElement).value,
      ),
    ).toEqual(["Gracenote Annex", "108 Lincoln St"]);
    // Another address is another question: the message and the link go.
    await userEvent.type(screen.getByLabelText("Street address"), "A");
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    expect(screen.queryByRole("link", { name: "Open Gracenote" })).not.toBeInTheDocument();
  });

  it("opens the panel of the shop already at the address from its link", async () => {
    const { userEvent, backend } = await renderApp("/addshop", { as: {} });
    const shopId = await seedShop(backend, { name: "Gracenote", streetAddress: "108 Lincoln St" });
    await fillShopForm(userEvent, { street: "108 Lincoln St" });
    await userEvent.click(screen.getByRole("button", { name: "Add Shop" }));
    await userEvent.click(await screen.findByRole("link", { name: "Open Gracenote" }));
    await waitFor(() => expect(currentPath()).toBe(`/home?shop=${shopId}`));
  });

  it("says so and saves nothing when the address cannot be geocoded", async () => {
    const { userEvent, backend } = await renderApp("/addshop", { as: {} });
    await fillShopForm(userEvent, { city: "Nowhereville Xyz", state: "MA" });
    await userEvent.click(screen.getByRole("button", { name: "Add Shop" }));
    expect(await screen.findByText(MESSAGES.geocodeFailed)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add Shop" })).toBeEnabled();
    expect(await backend.t.run((ctx) => ctx.db.query("shops").collect())).toEqual([]);
  });

  it("shows the geocoded pin, saves the confirmed point, counts the badge and opens the new shop on the map", async () => {
    const { userEvent, backend, user } = await renderApp("/addshop", { as: { firstName: "Nia", lastName: "Pour" } });
    await fillShopForm(userEvent);
    await userEvent.click(within(screen.getByRole("group", { name: "Roasts own beans" })).getByText("Yes"));
    await userEvent.click(within(screen.getByRole("group", { name: "Beverages served" })).getByLabelText("Cold Brew"));
    await userEvent.click(screen.getByRole("button", { name: "Add Shop" }));

    expect(await screen.findByRole("heading", { name: "Is the pin on Gracenote Annex?" })).toBeInTheDocument();
    const coordinates = screen.getByTestId("pin-coordinates").textContent!;
    const [lat, lng] = /(-?\d+\.\d+), (-?\d+\.\d+)/.exec(coordinates)!.slice(1).map(Number);
    expect(lat).toBeCloseTo(42.36, 1);
    expect(lng).toBeCloseTo(-71.06, 1);
    // Going back keeps the form as typed.
    await userEvent.click(screen.getByRole("button", { name: "Back to the form" }));
    expect(screen.getByLabelText("City")).toHaveValue("BOSTON");
    await userEvent.click(screen.getByRole("button", { name: "Add Shop" }));
    await userEvent.click(await screen.findByRole("button", { name: "Confirm Location" }));

    expect(await screen.findByText(MESSAGES.addShopSuccess)).toBeInTheDocument();
    const [shop] = await backend.t.run((ctx) => ctx.db.query("shops").collect());
    await waitFor(() => expect(currentPath()).toBe(`/home?shop=${shop!._id}`));
    expect(await screen.findByRole("dialog", { name: "Gracenote Annex" })).toBeInTheDocument();
    expect(shop).toMatchObject({
      name: "Gracenote Annex",
      city: "BOSTON",
      state: "MA",
      website: "https://gracenote.coffee",
      roastStyle: "light",
      roastsOwnBeans: true,
      submitterName: "Nia Pour",
      lat,
      lng,
    });
    expect(shop!.beverages).toContain("Cold Brew");
    const badge = await backend.t.run((ctx) =>
      ctx.db
        .query("badges")
        .withIndex("by_user", (q) => q.eq("userId", user!.userId))
        .unique(),
    );
    expect(badge).toMatchObject({ cafes: 1, cities: ["BOSTON, MA"] });
  });
});
