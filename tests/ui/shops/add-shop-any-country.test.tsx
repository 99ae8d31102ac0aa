import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "@convex/rules/messages";
import { holdToasts, renderApp } from "../../support/uiHarness";

holdToasts();

type UserEvent = Awaited<ReturnType<typeof renderApp>>["userEvent"];

/** The fields every shop needs beside its place: name, street, hours, website, a latte, light roast. */
async function fillShop(user: UserEvent, name: string, street: string) {
  await user.type(await screen.findByLabelText("Shop name"), name);
  await user.type(screen.getByLabelText("Street address"), street);
  await user.type(screen.getByLabelText("Hours"), "Daily 8-4");
  await user.type(screen.getByLabelText("Website"), "example.coffee");
  await user.click(screen.getByRole("checkbox", { name: "Latte" }));
  await user.selectOptions(screen.getByLabelText("Roast style"), "Light");
}

/** The names of the place fields, in the order the form shows them. */
const placeFields = () =>
  [...document.querySelectorAll("[name=city], [name=state], [name=postalCode]")].map((field) =>
    field.getAttribute("name"),
  );

describe("add shop in any country", () => {
  it("asks a UK address with no region and a Postcode, checking its shape and keeping what was typed", async () => {
    const { userEvent, backend } = await renderApp("/addshop", { as: {} });
    expect(await screen.findByLabelText("Country")).toHaveValue("US");
    expect(screen.getByLabelText("ZIP code")).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Country"), "GB");
    expect(screen.queryByLabelText("State")).not.toBeInTheDocument();
    await fillShop(userEvent, "Prufrock Coffee", "23-25 Leather Lane");
    await userEvent.type(screen.getByLabelText("City"), "London");
    await userEvent.type(screen.getByLabelText("Postcode"), "02108");
    await userEvent.click(screen.getByRole("button", { name: "Add Shop" }));
    const wrong = MESSAGES.badPostalCode("Postcode", "United Kingdom", "SW1A 1AA");
    const postcode = screen.getByLabelText("Postcode");
    await waitFor(() => expect(postcode).toHaveFocus());
    expect(postcode).toHaveAccessibleDescription(wrong);
    expect(screen.getByLabelText("Shop name")).toHaveValue("Prufrock Coffee");

    await userEvent.clear(postcode);
    await userEvent.type(postcode, "ec1n 7te");
    await userEvent.click(screen.getByRole("button", { name: "Add Shop" }));
    expect(await screen.findByRole("heading", { name: "Is the pin on Prufrock Coffee?" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Confirm Location" }));
    expect(await screen.findByText(MESSAGES.addShopSuccess)).toBeInTheDocument();
    const [shop] = await backend.t.run((ctx) => ctx.db.query("shops").collect());
    expect(shop).toMatchObject({ country: "GB", state: "", city: "LONDON", postalCode: "EC1N 7TE" });
    expect(shop!.lat).toBeCloseTo(51.5, 0);
  });

  it("starts in the profile's country, asking Australia's State from a list before its Postcode", async () => {
    const { userEvent, backend } = await renderApp("/addshop", { as: { yourCountry: "AU" } });
    await waitFor(() => expect(screen.getByLabelText("Country")).toHaveValue("AU"));
    expect(placeFields()).toEqual(["city", "state", "postalCode"]);
    await fillShop(userEvent, "Market Lane Coffee", "109-111 Therry St");
    await userEvent.type(screen.getByLabelText("City"), "Melbourne");
    await userEvent.selectOptions(screen.getByLabelText("State"), "Victoria");
    await userEvent.type(screen.getByLabelText("Postcode"), "3000");
    await userEvent.click(screen.getByRole("button", { name: "Add Shop" }));
    await userEvent.click(await screen.findByRole("button", { name: "Confirm Location" }));
    expect(await screen.findByText(MESSAGES.addShopSuccess)).toBeInTheDocument();
    const [shop] = await backend.t.run((ctx) => ctx.db.query("shops").collect());
    expect(shop).toMatchObject({ country: "AU", state: "VIC", city: "MELBOURNE", postalCode: "3000" });
    expect(shop!.lat).toBeCloseTo(-37.8, 0);
  });

  it("asks Germany's postal code before the city, and Japan's Prefecture", async () => {
    const { userEvent } = await renderApp("/addshop", { as: {} });
    await userEvent.selectOptions(await screen.findByLabelText("Country"), "DE");
    expect(placeFields()).toEqual(["postalCode", "city"]);
    await userEvent.selectOptions(screen.getByLabelText("Country"), "JP");
    expect(screen.getByLabelText("Prefecture")).toBeInTheDocument();
    expect(screen.getByLabelText("Postal code")).toBeInTheDocument();
  });
});
