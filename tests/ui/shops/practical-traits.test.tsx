import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, signUp } from "../../support/backendHarness";
import { seedShop } from "../../support/seededShop";
import { chooseBostonShops } from "../../support/shopFormScreen";
import { insertShop } from "../../support/testData";
import { acknowledge, currentPath, holdToasts, renderApp } from "../../support/uiHarness";

// The practical traits on screen (docs/product.md §2): the edit form answers, changes and clears them, the
// panel shows what was answered, and the map's filters keep only the shops answered yes.
vi.mock("@/features/map/ShopMap", () => import("../../support/fakeShopMap"));
holdToasts();

const radio = (group: string, name: string, within_ = document.body) =>
  within(within(within_).getByRole("group", { name: group })).getByRole("radio", { name });

describe("practical traits", () => {
  it("are answered, changed and cleared on the edit form", async () => {
    const { userEvent, backend } = await renderApp("/editshop", { as: { firstName: "Eve", lastName: "Editor" } });
    const id = await seedShop(backend, { name: "Aurora Espresso", streetAddress: "1 A St", laptopFriendly: true });
    await userEvent.selectOptions(await chooseBostonShops(userEvent), id);
    await screen.findByLabelText("Hours");
    expect(radio("Wi-Fi", "Not sure")).toBeChecked();
    expect(radio("Laptop friendly", "Yes")).toBeChecked();
    expect(radio("Price level", "Not sure")).toBeChecked();
    await userEvent.click(radio("Wi-Fi", "Yes"));
    await userEvent.click(radio("Outdoor seating", "No"));
    await userEvent.click(radio("Laptop friendly", "Not sure"));
    await userEvent.click(radio("Price level", "$$"));
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await acknowledge(userEvent, MESSAGES.shopSaved);

    const shop = (await backend.t.run((ctx) => ctx.db.get("shops", id)))!;
    expect(shop).toMatchObject({ wifi: true, outdoorSeating: false, priceLevel: 2, version: 2 });
    expect(shop.laptopFriendly).toBeUndefined();
    const [edit] = await backend.t.run((ctx) => ctx.db.query("shopEdits").collect());
    // (Its typed hours, which it can read, become its week too.)
    expect(edit!.changes.filter((change) => change.field !== "openingHours")).toEqual([
      { field: "wifi", before: "Not known", after: "Yes" },
      { field: "laptopFriendly", before: "Yes", after: "Not known" },
      { field: "outdoorSeating", before: "Not known", after: "No" },
      { field: "priceLevel", before: "Not known", after: "$$" },
    ]);
  });

  it("show on the panel as answered, with what nobody answered on one line", async () => {
    const backend = await createBackend();
    const owner = await signUp(backend);
    const id = await backend.t.run((ctx) =>
      insertShop(ctx, owner.userId, { name: "Laptop Den", wifi: true, outdoorSeating: false, priceLevel: 2 }),
    );
    await renderApp(`/home?shop=${id}`, { backend, as: {} });
    const panel = await screen.findByRole("dialog", { name: "Laptop Den" });
    const practical = within(panel).getByRole("region", { name: "Practical" });
    expect(
      within(practical)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Wi-Fi", "No outdoor seating", "$$"]);
    expect(practical).toHaveTextContent("Not known yet: Laptop friendly, Indoor seating, Step-free access.");
  });

  it("filter the map and the list: only shops answered yes, a price at most, unknown never", async () => {
    const backend = await createBackend();
    const owner = await signUp(backend);
    const ids: Record<string, Id<"shops">> = {};
    await backend.t.run(async (ctx) => {
      ids.wired = await insertShop(ctx, owner.userId, { name: "Wired", wifi: true, priceLevel: 3, lat: 42.36 });
      ids.offline = await insertShop(ctx, owner.userId, { name: "Offline", wifi: false, priceLevel: 1, lat: 42.361 });
      ids.unknown = await insertShop(ctx, owner.userId, { name: "Unanswered", lat: 42.362 });
    });
    const { userEvent } = await renderApp("/home", { backend, as: {} });
    const map = await screen.findByTestId("map");
    await within(map).findByRole("button", { name: /^Unanswered, / });
    await userEvent.click(screen.getByRole("button", { name: "Filters" }));
    const dialog = await screen.findByRole("dialog", { name: "Filters" });
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Wi-Fi" }));
    await waitFor(() => expect(currentPath()).toBe("/home?wifi=1"));
    await waitFor(() => expect(within(dialog).getByRole("status")).toHaveTextContent("1 shop in view"));
    expect(within(map).getByRole("button", { name: /^Wired, / })).toBeInTheDocument();
    expect(within(map).queryByRole("button", { name: /^Unanswered, / })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("radio", { name: "$$ or less" }));
    await waitFor(() => expect(currentPath()).toBe("/home?wifi=1&maxPrice=2"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Done" }));
    expect(await screen.findAllByText(MESSAGES.noShopsMatch("Wi-Fi, $$ or less"))).not.toHaveLength(0);
  });
});
