import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, establish, signUp } from "../../support/backendHarness";
import { listShops } from "../../support/listWrites";
import { REVIEW } from "../../support/testData";
import { currentPath, renderApp, UI_ADDRESS } from "../../support/uiHarness";
import { paths } from "@/lib/routes";

vi.mock("@/features/map/ShopMap", () => import("../../support/fakeShopMap"));

// The shop panel's lists (docs/product.md, "Shared lists"): Add to list with a checkbox per list and "New list",
// "In N lists" opening the lists that hold the shop, the panel's "Been here", and "Copy to a new list" on the profile.

async function olive() {
  const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
  const owner = await signUp(backend, { firstName: "Olive", lastName: "Owner" });
  await establish(backend, owner.userId);
  const [shopId, other] = await listShops(backend, owner.userId, 2);
  const list = (title: string, visibility: "public" | "private" = "private") =>
    owner.as.mutation(api.lists.create, { title, description: "", visibility, ranked: false });
  return { backend, owner, shopId: shopId!, other: other!, list };
}

const panel = () => screen.getByRole("dialog", { name: "Cup 0" });

describe("Add to list", () => {
  it("ticks the lists holding the shop, adds and removes it, and makes a new list with it", async () => {
    const { backend, owner, shopId, list } = await olive();
    const crawl = await list("Espresso crawl");
    await list("Flat whites", "public");
    await owner.as.mutation(api.listEntries.add, { listId: crawl, shopId });
    const { userEvent } = await renderApp(paths.home({ shop: shopId }), { backend, as: owner });
    await userEvent.click(
      await within(await screen.findByRole("dialog", { name: "Cup 0" })).findByRole("button", { name: "Add to list" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Add to list" });
    const box = (name: RegExp) => within(dialog).getByRole("checkbox", { name });
    await waitFor(() => expect(box(/Espresso crawl/)).toBeChecked());
    expect(box(/Flat whites/)).not.toBeChecked();

    await userEvent.click(box(/Flat whites/));
    expect(await within(dialog).findByText(MESSAGES.listAdded("Flat whites"))).toBeInTheDocument();
    await waitFor(() => expect(box(/Flat whites/)).toBeChecked());
    await userEvent.click(box(/Espresso crawl/));
    expect(await within(dialog).findByText(MESSAGES.listRemovedShop("Espresso crawl"))).toBeInTheDocument();
    await waitFor(() => expect(box(/Espresso crawl/)).not.toBeChecked());

    await userEvent.click(within(dialog).getByRole("button", { name: "New list" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Make the list" }));
    expect(await within(dialog).findByText(MESSAGES.listTitleRequired)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Title/), "Date spots");
    await userEvent.click(within(dialog).getByRole("radio", { name: "Friends" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Make the list" }));
    expect(await within(dialog).findByText(MESSAGES.listCreatedWithShop("Date spots"))).toBeInTheDocument();
    await waitFor(() => expect(box(/Date spots/)).toBeChecked());
    expect(within(dialog).getByText("Friends · 1 shop")).toBeInTheDocument();
    const mine = await owner.as.query(api.listPicker.mine, { shopId });
    expect(mine.map((row) => [row.title, row.entryId !== null])).toEqual([
      ["Espresso crawl", false],
      ["Flat whites", true],
      ["Date spots", true],
    ]);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add to list" })).toBeNull());
  });

  it("asks a visitor to join, and shows anyone the public lists holding the shop", async () => {
    const { backend, owner, shopId, list } = await olive();
    const open = await list("Flat whites", "public");
    const closed = await list("Secret", "private");
    for (const listId of [open, closed]) await owner.as.mutation(api.listEntries.add, { listId, shopId });
    const { userEvent } = await renderApp(paths.home({ shop: shopId }), { backend });
    const shopPanel = await screen.findByRole("dialog", { name: "Cup 0" });
    await userEvent.click(await within(shopPanel).findByRole("button", { name: "In 1 list" }));
    const held = await screen.findByRole("dialog", { name: "Lists with this shop" });
    const link = within(held).getByRole("link", { name: /Flat whites/ });
    expect(link).toHaveAttribute("href", paths.list(open));
    expect(link).toHaveTextContent("by Olive Owner · Public · 1 shop");
    expect(within(held).queryByText(/Secret/)).toBeNull();
    await userEvent.click(within(held).getByRole("button", { name: "Close" }));
    await userEvent.click(within(panel()).getByRole("button", { name: "Add to list" }));
    expect(await screen.findByRole("dialog", { name: /join|sign up/i })).toBeInTheDocument();
  });
});

describe("Been and Copy to a new list", () => {
  it("marks Been here on the panel, and keeps a reviewed shop there, saying why", async () => {
    const { backend, owner, shopId, other } = await olive();
    await owner.as.mutation(api.reviews.create, { shopId: other, ...REVIEW, photos: [] });
    const { userEvent } = await renderApp(paths.home({ shop: other }), { backend, as: owner });
    const been = () => within(screen.getByRole("dialog", { name: "Cup 1" })).getByRole("button", { name: "Been here" });
    await screen.findByRole("dialog", { name: "Cup 1" });
    await waitFor(() => expect(been()).toHaveAttribute("aria-pressed", "true"));
    await userEvent.click(been());
    expect(await screen.findByText(MESSAGES.beenReviewed)).toBeInTheDocument();
    expect(been()).toHaveAttribute("aria-pressed", "true");
    expect(await owner.as.query(api.saved.forShop, { shopId })).toMatchObject({ been: false });
  });

  it("copies Been to a private list, title prefilled, in the profile's order", async () => {
    const { backend, owner, shopId, other } = await olive();
    await owner.as.mutation(api.reviews.create, { shopId: other, ...REVIEW, photos: [] });
    await owner.as.mutation(api.saved.set, { shopId, list: "been", saved: true });
    const { userEvent } = await renderApp(paths.profile(), { backend, as: owner });
    await userEvent.click(await screen.findByRole("button", { name: "Been" }));
    const shown = await screen.findByRole("list", { name: "Been" });
    expect(
      within(shown)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toHaveLength(2);
    await userEvent.click(screen.getByRole("button", { name: "Copy to a new list" }));
    const dialog = await screen.findByRole("dialog", { name: "Copy to a new list" });
    expect(within(dialog).getByLabelText(/Title/)).toHaveValue("Been");
    expect(within(dialog).getByRole("radio", { name: "Private" })).toBeChecked();
    await userEvent.click(within(dialog).getByRole("button", { name: "Make the list" }));
    await waitFor(() => expect(currentPath()).toMatch(/^\/lists\/[^/]+$/));
    const made = (await owner.as.query(api.lists.mine, {})).owned.find((row) => row.title === "Been")!;
    expect(made.visibility).toBe("private");
    expect((await owner.as.query(api.lists.get, { listId: made._id })).entries.map((e) => e.name)).toEqual([
      "Cup 0",
      "Cup 1",
    ]);
  });
});
