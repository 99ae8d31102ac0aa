import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { formatDateTime } from "@/lib/dates";
import { paths } from "@/lib/routes";
import { createBackend, signUp } from "../../support/backendHarness";
import { insertShop } from "../../support/testData";
import type { SandboxBackend } from "../../../sandbox/backend";
import { UI_ADDRESS, renderApp } from "../../support/uiHarness";

afterEach(() => vi.restoreAllMocks());

const SHOP_ID = "123456789012";
const guji = { name: "Ethiopia Guji", roast: "Light", notes: "blueberry, jasmine", origin: "Ethiopia" };
const sumatra = { name: "Sumatra Mandheling", roast: "Dark", notes: "cedar, spice", origin: "Indonesia" };

async function setup(beans?: (typeof guji)[]) {
  const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
  const owner = await signUp(backend);
  const shop = await backend.t.run(async (ctx) => {
    const id = await insertShop(ctx, owner.userId, {
      publicId: SHOP_ID,
      name: "Thinking Cup",
      streetAddress: "165 Tremont St",
      website: "https://thinkingcup.com",
      roastStyle: "dark",
      lat: 42.35,
      lng: -71.06,
    });
    if (beans) await ctx.db.insert("beans", { shopId: id, beans, updatedBy: owner.userId });
    return id;
  });
  const view = await renderApp(`/beans/${SHOP_ID}`, { backend, as: { firstName: "Ava", lastName: "Barista" } });
  return { ...view, shop, owner };
}

const savedBeans = (backend: SandboxBackend) => backend.t.run((ctx) => ctx.db.query("beans").collect());
const beanEdits = (backend: SandboxBackend) =>
  backend.t.run((ctx) => ctx.db.query("beanEdits").order("desc").collect());

describe("beans page", () => {
  it("starts empty as 'Add Beans', adds entries locally and saves them", async () => {
    const { userEvent, backend, shop } = await setup();
    expect(await screen.findByText(MESSAGES.authLoading)).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Add Beans" })).toBeInTheDocument();
    // The shop's name leads back to it: the map with its panel open.
    expect(screen.getByRole("link", { name: "Thinking Cup" })).toHaveAttribute("href", paths.home({ shop }));

    await userEvent.click(screen.getByRole("button", { name: "Add More Beans" }));
    expect(screen.getByRole("heading", { name: "Edit Beans or Add New Ones" })).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveFocus();
    await userEvent.type(screen.getByLabelText("Name"), "Kenya Nyeri");
    await userEvent.selectOptions(screen.getByLabelText("Roast"), "Light");
    await userEvent.type(screen.getByLabelText("Flavor notes (comma-separated)"), "blackcurrant,grapefruit");
    await userEvent.type(screen.getByLabelText("Origin"), "Kenya");
    await userEvent.click(screen.getByRole("button", { name: "Save Beans" }));

    expect(await screen.findByText(MESSAGES.beansSaved)).toBeInTheDocument();
    const [row] = await savedBeans(backend);
    expect(row!.beans).toEqual([
      { name: "Kenya Nyeri", roast: "Light", notes: "blackcurrant, grapefruit", origin: "Kenya" },
    ]);
    // The page now shows the saved (normalised) list.
    expect(await screen.findByDisplayValue("blackcurrant, grapefruit")).toBeInTheDocument();
  });

  // An empty list hid its form until "Add More Beans".
  it("with no beans, opens the first bean's form at once: typed in and saved without 'Add More Beans'", async () => {
    const { userEvent, backend } = await setup();
    expect(await screen.findByRole("heading", { name: "Add Beans" })).toBeInTheDocument();
    expect(screen.getAllByLabelText("Name")).toHaveLength(1);
    await userEvent.type(screen.getByLabelText("Name"), "Ethiopia Guji");
    await userEvent.click(screen.getByRole("button", { name: "Save Beans" }));
    expect(await screen.findByText(MESSAGES.beansSaved)).toBeInTheDocument();
    const [row] = await savedBeans(backend);
    expect(row!.beans).toEqual([{ name: "Ethiopia Guji", roast: "Medium", notes: "", origin: "" }]);
  });

  it("shows each entry in its roast colour, deletes locally, and saves the rest", async () => {
    const { userEvent, backend } = await setup([guji, sumatra]);
    expect(await screen.findByRole("heading", { name: "Edit Beans or Add New Ones" })).toBeInTheDocument();
    const light = screen.getByRole("listitem", { name: "Ethiopia Guji" });
    const dark = screen.getByRole("listitem", { name: "Sumatra Mandheling" });
    const colours = (item: HTMLElement) => [item.style.backgroundColor, item.style.color];
    expect(colours(light)).toEqual(["rgb(179, 168, 157)", "black"]); // #B3A89D
    expect(colours(dark)).toEqual(["rgb(79, 62, 49)", "white"]); // #4F3E31
    await userEvent.selectOptions(within(light).getByLabelText("Roast"), "Medium");
    expect(colours(light)).toEqual(["rgb(128, 109, 91)", "white"]); // #806D5B

    await userEvent.click(within(dark).getByRole("button", { name: "Delete Sumatra Mandheling" }));
    expect(screen.queryByRole("listitem", { name: "Sumatra Mandheling" })).not.toBeInTheDocument();
    expect((await savedBeans(backend))[0]!.beans).toHaveLength(2); // nothing saved yet

    await userEvent.click(screen.getByRole("button", { name: "Save Beans" }));
    expect(await screen.findByText(MESSAGES.beansSaved)).toBeInTheDocument();
    expect((await savedBeans(backend))[0]!.beans).toEqual([{ ...guji, roast: "Medium" }]);
  });

  it("refuses a bean without a name with a clear message and saves nothing", async () => {
    const { userEvent, backend } = await setup([guji]);
    await userEvent.click(await screen.findByRole("button", { name: "Add More Beans" }));
    await userEvent.click(screen.getByRole("button", { name: "Save Beans" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.beanNameRequired(2));
    expect(screen.queryByText(MESSAGES.beansSaved)).not.toBeInTheDocument();
    expect((await savedBeans(backend))[0]!.beans).toEqual([guji]);
  });

  it("follows the saved list live, and warns instead of discarding a draft when someone else saves", async () => {
    const { userEvent, backend, shop } = await setup([guji]);
    expect(await screen.findByRole("listitem", { name: "Ethiopia Guji" })).toBeInTheDocument();

    const other = await signUp(backend);
    await other.as.mutation(api.beans.save, { shopId: shop, beans: [guji, sumatra] });
    expect(await screen.findByRole("listitem", { name: "Sumatra Mandheling" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Delete Ethiopia Guji" }));
    await other.as.mutation(api.beans.save, { shopId: shop, beans: [sumatra] });
    expect(await screen.findByText(/Someone else just saved the beans of this shop/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Show their list (drop my changes)" }));
    expect(screen.getAllByTestId("bean-entry")).toHaveLength(1);
  });

  it("shows who changed what and when beside the list, and restoring brings the earlier list back", async () => {
    const { userEvent, backend } = await setup([guji, sumatra]);
    const history = await screen.findByRole("region", { name: "Edit history" });
    expect(await within(history).findByText(/No edits yet/)).toBeInTheDocument();

    await userEvent.click(await screen.findByRole("button", { name: "Delete Sumatra Mandheling" }));
    await userEvent.click(screen.getByRole("button", { name: "Save Beans" }));
    expect(await screen.findByText(MESSAGES.beansSaved)).toBeInTheDocument();
    expect(await within(history).findByText("Removed: Sumatra Mandheling")).toBeInTheDocument();
    const [edit] = await beanEdits(backend);
    expect(within(history).getByText(formatDateTime(edit!._creationTime))).toBeInTheDocument();
    expect(within(history).getByText(/Ava Barista/)).toBeInTheDocument();

    // Keyboard: focus the entry's button and press Enter.
    const restore = within(history).getByRole("button", {
      name: `Restore the list from before Ava Barista's edit of ${formatDateTime(edit!._creationTime)}`,
    });
    restore.focus();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("listitem", { name: "Sumatra Mandheling" })).toBeInTheDocument();
    expect((await savedBeans(backend))[0]!.beans).toEqual([guji, sumatra]);
    expect(await within(history).findByText("Restored an earlier version")).toBeInTheDocument();
    expect(within(history).getByText("Added Sumatra Mandheling")).toBeInTheDocument();
    expect(within(history).getByRole("status")).toHaveTextContent(/Restored the beans from before Ava Barista's edit/);
    expect(within(history).getAllByRole("button", { name: /^Restore the list from before/ })).toHaveLength(2);
    expect(screen.getAllByText(MESSAGES.beansSaved)).toHaveLength(1); // only the save's
  });

  it("shows the newest 5 edits, and older ones a page at a time on 'Show older edits'", async () => {
    const { userEvent, shop, owner } = await setup([guji]);
    const history = await screen.findByRole("region", { name: "Edit history" });
    expect(await within(history).findByText(/No edits yet/)).toBeInTheDocument();
    for (let i = 1; i <= 6; i++)
      await owner.as.mutation(api.beans.save, { shopId: shop, beans: [guji, { ...sumatra, name: `Lot ${i}` }] });
    const restores = () => within(history).queryAllByRole("button", { name: /^Restore the list from before/ });
    await vi.waitFor(() => expect(restores()).toHaveLength(5));

    await userEvent.click(within(history).getByRole("button", { name: "Show older edits" }));
    await vi.waitFor(() => expect(restores()).toHaveLength(6));
    expect(within(history).queryByRole("button", { name: "Show older edits" })).not.toBeInTheDocument();
  });

  it("shows a refused restore's reason the way the page shows a refused save", async () => {
    const { user, shop, userEvent } = await setup([guji]);
    for (let i = 0; i < 30; i++)
      await user!.as.mutation(api.beans.save, { shopId: shop, beans: [{ ...guji, name: `Lot ${i}` }] });
    const history = await screen.findByRole("region", { name: "Edit history" });
    const [newest] = await within(history).findAllByRole("button", { name: /^Restore the list from before/ });
    await userEvent.click(newest!);
    expect(await screen.findByText(/^Too many requests\. Please try again in \d+ seconds\.$/)).toBeInTheDocument();
    expect(newest).toHaveTextContent("Restore the list before this edit");
  });

  it("asks before saving an empty list over a non-empty one; Cancel saves nothing and keeps the page as typed", async () => {
    const { userEvent, backend } = await setup([guji]);
    await userEvent.click(await screen.findByRole("button", { name: "Delete Ethiopia Guji" }));
    await userEvent.click(screen.getByRole("button", { name: "Save Beans" }));

    const ask = await screen.findByRole("dialog", { name: "Remove all beans from this shop?" });
    expect(within(ask).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.click(within(ask).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Add Beans" })).toBeInTheDocument(); // still as typed: empty
    expect((await savedBeans(backend))[0]!.beans).toEqual([guji]);
    expect(await beanEdits(backend)).toEqual([]);
    expect(screen.queryByText(MESSAGES.beansSaved)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Save Beans" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Remove all" }));
    expect(await screen.findByText(MESSAGES.beansSaved)).toBeInTheDocument();
    expect((await savedBeans(backend))[0]!.beans).toEqual([]);
    expect(await screen.findByText("Removed all beans: Ethiopia Guji")).toBeInTheDocument();
  });

  it("saves an empty list without asking when there was nothing to remove", async () => {
    const { userEvent } = await setup();
    await userEvent.click(await screen.findByRole("button", { name: "Save Beans" }));
    expect(await screen.findByText(MESSAGES.beansSaved)).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("says so for an unknown shop id", async () => {
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    await renderApp("/beans/999999999999", { backend, as: {} });
    expect(await screen.findByText(MESSAGES.shopNotFound)).toBeInTheDocument();
  });
});
