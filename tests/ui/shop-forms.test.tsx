import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SHOP_BEVERAGES, drinkLabel } from "@convex/rules/catalog";
import { MESSAGES } from "@convex/rules/messages";
import type { SandboxBackend } from "../../sandbox/backend";
import { insertShop } from "../support/testData";
import { acknowledge, currentPath, holdToasts, renderApp } from "../support/uiHarness";

type User = Awaited<ReturnType<typeof renderApp>>["userEvent"];

afterEach(() => vi.restoreAllMocks());
holdToasts();

async function fillShop(
  user: User,
  fields: Partial<Record<"name" | "street" | "city" | "state" | "hours" | "website", string>> = {},
) {
  const values = {
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

async function seedShop(
  backend: SandboxBackend,
  fields: { name: string; streetAddress: string; city?: string; version?: number; lat?: number; lng?: number },
) {
  return backend.t.run(async (ctx) => {
    const user = await ctx.db.query("users").first();
    const asSeeded = {
      hours: "7-5",
      website: "https://example.com",
      beverages: ["Latte"],
      roastStyle: "dark",
      roastsOwnBeans: false,
      dairyFree: false,
      bakeryOptions: false,
    };
    return insertShop(ctx, user!._id, { ...asSeeded, lat: 42.36, lng: -71.06, ...fields });
  });
}

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
    await fillShop(userEvent, { hours: "" });
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
    await fillShop(userEvent, { name: "  Dunkin Donuts " });
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
    await fillShop(userEvent);
    const name = screen.getByLabelText("Shop name");
    await userEvent.clear(name);
    await userEvent.type(name, "Starbucks{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.chainShop);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add Shop" })).toBeDisabled();
    expect(currentPath()).toBe("/addshop");
  });

  it("refuses an address that is already in the system", async () => {
    const { userEvent, backend } = await renderApp("/addshop", { as: {} });
    await seedShop(backend, { name: "Gracenote", streetAddress: "108 Lincoln St" });
    await fillShop(userEvent, { street: "108  Lincoln St" });
    await userEvent.click(screen.getByRole("button", { name: "Add Shop" }));
    expect(await screen.findByText(MESSAGES.duplicateShop)).toBeInTheDocument();
    // Another address is another question: the toast goes.
    await userEvent.type(screen.getByLabelText("Street address"), "A");
    await waitFor(() => expect(screen.queryByText(MESSAGES.duplicateShop)).not.toBeInTheDocument());
  });

  it("says so and saves nothing when the address cannot be geocoded", async () => {
    const { userEvent, backend } = await renderApp("/addshop", { as: {} });
    await fillShop(userEvent, { city: "Nowhereville Xyz", state: "MA" });
    await userEvent.click(screen.getByRole("button", { name: "Add Shop" }));
    expect(await screen.findByText(MESSAGES.geocodeFailed)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add Shop" })).toBeEnabled();
    expect(await backend.t.run((ctx) => ctx.db.query("shops").collect())).toEqual([]);
  });

  it("shows the geocoded pin, saves the confirmed point, counts the badge and opens the new shop on the map", async () => {
    const { userEvent, backend, user } = await renderApp("/addshop", { as: { firstName: "Nia", lastName: "Pour" } });
    await fillShop(userEvent);
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

describe("edit shop", () => {
  async function openShop(userEvent: User) {
    await screen.findByRole("option", { name: "MA" });
    await userEvent.selectOptions(screen.getByLabelText("State"), "MA");
    await screen.findByRole("option", { name: "Boston" }); // stored upper case, shown in title case
    await userEvent.selectOptions(screen.getByLabelText("City"), "BOSTON");
    const shop = await screen.findByLabelText("Shop");
    await waitFor(() => expect(within(shop).getAllByRole("option").length).toBeGreaterThan(1));
    return shop;
  }

  it("says so when saving without a shop", async () => {
    const { userEvent } = await renderApp("/editshop", { as: {} });
    await userEvent.click(await screen.findByRole("button", { name: "Save Changes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.noShopSelected);
  });

  it("picks state → city → shop (sorted by name), saves, records the history and goes to the shop on the map", async () => {
    const { userEvent, backend } = await renderApp("/editshop", { as: { firstName: "Eve", lastName: "Editor" } });
    await seedShop(backend, { name: "Zephyr Coffee", streetAddress: "2 B St" });
    const id = await seedShop(backend, { name: "Aurora Espresso", streetAddress: "1 A St" });
    expect(screen.queryByLabelText("City")).not.toBeInTheDocument();
    const shop = await openShop(userEvent);
    expect(
      within(shop)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Choose a shop", "Aurora Espresso — 1 A St", "Zephyr Coffee — 2 B St"]);
    await userEvent.selectOptions(shop, id);

    const hours = await screen.findByLabelText("Hours");
    expect(hours).toHaveValue("7-5");
    expect(await screen.findByText("No edits yet. This shop is as it was added.")).toBeInTheDocument();
    await userEvent.clear(hours);
    await userEvent.type(hours, "Mon-Sat 6-6");
    await userEvent.selectOptions(screen.getByLabelText("Roast style"), "Medium");
    // Everything the add form asks can be edited too: the blurb and every yes/no.
    await userEvent.type(screen.getByLabelText("About the shop (optional)"), "Now with a roastery.");
    await userEvent.click(
      within(screen.getByRole("group", { name: "Dairy free milks" })).getByRole("radio", { name: "Yes" }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));

    await screen.findByRole("alertdialog", { name: MESSAGES.shopSaved });
    expect(currentPath()).toBe("/editshop"); // the redirect waits for OK
    await acknowledge(userEvent, MESSAGES.shopSaved);
    await waitFor(() => expect(currentPath()).toBe(`/home?shop=${id}`)); // on the shop just edited
    expect(await backend.t.run((ctx) => ctx.db.get(id))).toMatchObject({
      hours: "Mon-Sat 6-6",
      roastStyle: "medium",
      about: "Now with a roastery.",
      dairyFree: true,
      version: 2,
    });
    const [edit] = await backend.t.run((ctx) => ctx.db.query("shopEdits").collect());
    // Typed hours it can read become the shop's week (it had none), so the panel says open or closed.
    expect(edit).toMatchObject({
      editorName: "Eve Editor",
      changes: [
        { field: "about" },
        { field: "dairyFree", before: "No", after: "Yes" },
        { field: "hours" },
        { field: "roastStyle" },
        { field: "openingHours", before: "Not set", after: "Mo-Sa 06:00-18:00; Su off" },
      ],
    });
  });

  it("asks to confirm the pin of a new street address and moves the shop there", async () => {
    const { userEvent, backend } = await renderApp("/editshop", { as: {} });
    const id = await seedShop(backend, { name: "Aurora Espresso", streetAddress: "1 A St", lat: 42.3, lng: -71.2 });
    await userEvent.selectOptions(await openShop(userEvent), id);
    const street = await screen.findByLabelText("Street address");
    await userEvent.clear(street);
    await userEvent.type(street, "9 Park St");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByRole("heading", { name: "Is the pin on Aurora Espresso?" })).toBeInTheDocument();
    expect(screen.getByText(/9 Park St, Boston, MA/)).toBeInTheDocument();
    // Back keeps the edit; nothing is saved until the pin is confirmed.
    await userEvent.click(screen.getByRole("button", { name: "Back to the form" }));
    expect(screen.getByLabelText("Street address")).toHaveValue("9 Park St");
    expect(await backend.t.run((ctx) => ctx.db.get(id))).toMatchObject({ streetAddress: "1 A St", lat: 42.3 });
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await userEvent.click(await screen.findByRole("button", { name: "Confirm Location" }));

    await acknowledge(userEvent, MESSAGES.shopSaved);
    await waitFor(() => expect(currentPath()).toBe(`/home?shop=${id}`)); // on the shop just edited
    const saved = await backend.t.run((ctx) => ctx.db.get(id));
    expect(saved).toMatchObject({ streetAddress: "9 Park St", version: 2 });
    // The gazetteer places the city centre, not the old point.
    expect(saved!.lat).toBeCloseTo(42.36, 1);
    expect(saved!.lng).toBeCloseTo(-71.06, 1);
  });

  it("shows the history, and says so when someone else saves first instead of undoing their edit", async () => {
    const { userEvent, backend } = await renderApp("/editshop", { as: {} });
    const id = await seedShop(backend, { name: "Aurora Espresso", streetAddress: "1 A St" });
    await userEvent.selectOptions(await openShop(userEvent), id);
    await userEvent.type(await screen.findByLabelText("Hours"), " (closed Mon)");

    // Someone else saves a change in the meantime.
    await backend.t.run(async (ctx) => {
      const editor = await ctx.db.query("users").first();
      await ctx.db.patch(id, { website: "https://aurora.example.com", version: 2 });
      await ctx.db.insert("shopEdits", {
        shopId: id,
        editorId: editor!._id,
        editorName: "Other Person",
        changes: [{ field: "website", before: "https://example.com", after: "https://aurora.example.com" }],
      });
    });
    expect(await screen.findByText(/Someone else saved changes to this shop/)).toBeInTheDocument();
    expect(await screen.findByText(/Last edited by/)).toHaveTextContent("Other Person");
    expect(screen.getByText("https://aurora.example.com")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText(MESSAGES.shopEditConflict)).toBeInTheDocument();
    expect(currentPath()).toBe("/editshop");
    expect(await backend.t.run((ctx) => ctx.db.get(id))).toMatchObject({
      hours: "7-5",
      website: "https://aurora.example.com",
    });

    await userEvent.click(screen.getByRole("button", { name: "Load latest version" }));
    expect(screen.getByLabelText("Website")).toHaveValue("https://aurora.example.com");
    await waitFor(() => expect(screen.queryByText(MESSAGES.shopEditConflict)).not.toBeInTheDocument());
    await userEvent.type(screen.getByLabelText("Hours"), " (closed Mon)");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await screen.findByRole("alertdialog", { name: MESSAGES.shopSaved });
    expect(await backend.t.run((ctx) => ctx.db.get(id))).toMatchObject({
      hours: "7-5 (closed Mon)",
      website: "https://aurora.example.com",
      version: 3,
    });
  });
});
