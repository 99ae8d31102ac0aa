import { screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import type { renderApp } from "./uiHarness";

// The add and edit shop forms as their jsdom tests answer them (seededShop.ts makes the shops they find).

type UserEvent = Awaited<ReturnType<typeof renderApp>>["userEvent"];

type ShopFields = Record<"name" | "street" | "city" | "state" | "hours" | "website", string>;

/**
 * Answers the add-shop form: Gracenote Annex at 108 Lincoln St, boston, ma, open "Daily 7-4", serving lattes,
 * light roast, unless `fields` say otherwise (an empty hours or website is left blank).
 */
export async function fillShopForm(user: UserEvent, fields: Partial<ShopFields> = {}) {
  const values: ShopFields = {
    name: "Gracenote Annex",
    street: "108 Lincoln St",
    city: "boston",
    state: "ma",
    hours: "Daily 7-4",
    website: "gracenote.coffee",
    ...fields,
  };
  await user.type(await screen.findByLabelText("Shop name"), values.name);
  await user.type(screen.getByLabelText("Street address"), values.street);
  await user.type(screen.getByLabelText("City"), values.city);
  await user.type(screen.getByLabelText("State"), values.state);
  if (values.hours) await user.type(screen.getByLabelText("Hours"), values.hours);
  if (values.website) await user.type(screen.getByLabelText("Website"), values.website);
  await user.click(screen.getByRole("checkbox", { name: "Latte" })); // nothing is ticked for the person
  await user.selectOptions(screen.getByLabelText("Roast style"), "Light");
}

/** Picks MA, then Boston, in the edit-shop form and gives back its Shop list once Boston's shops are in it. */
export async function chooseBostonShops(user: UserEvent) {
  await screen.findByRole("option", { name: "MA" });
  await user.selectOptions(screen.getByLabelText("State"), "MA");
  await screen.findByRole("option", { name: "Boston" }); // stored upper case, shown in title case
  await user.selectOptions(screen.getByLabelText("City"), "BOSTON");
  const shop = await screen.findByLabelText("Shop");
  await waitFor(() => expect(within(shop).getAllByRole("option").length).toBeGreaterThan(1));
  return shop;
}
