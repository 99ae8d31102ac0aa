import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "@convex/rules/messages";
import { seedShop } from "../../support/seededShop";
import { chooseBostonShops } from "../../support/shopFormScreen";
import { acknowledge, currentPath, holdToasts, renderApp } from "../../support/uiHarness";

holdToasts();

describe("edit shop", () => {
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
    const shop = await chooseBostonShops(userEvent);
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
    await userEvent.selectOptions(await chooseBostonShops(userEvent), id);
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
    await userEvent.selectOptions(await chooseBostonShops(userEvent), id);
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
