import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import { LIST_NOTE_MAX, LIST_TITLE_MAX } from "@convex/rules/lists";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, establish, signUp } from "../../support/backendHarness";
import { follow, listShops } from "../../support/listWrites";
import { currentPath, renderApp, UI_ADDRESS } from "../../support/uiHarness";
import { paths } from "@/lib/routes";

vi.mock("@/features/map/ShopMap", () => import("../../support/fakeShopMap"));

// The shared list's screens (docs/product.md, "Shared lists"): the New list form, the list page by role, its
// keyboard reorder and notes, and the invite link's route.

async function listWithShops(count = 3, visibility: "public" | "private" = "private") {
  const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
  const owner = await signUp(backend, { firstName: "Olive", lastName: "Owner" });
  await establish(backend, owner.userId);
  const listId = await owner.as.mutation(api.lists.create, {
    title: "Espresso crawl",
    description: "Saturday",
    visibility,
    ranked: true,
  });
  const shops = await listShops(backend, owner.userId, count);
  for (const shopId of shops) await owner.as.mutation(api.listEntries.add, { listId, shopId });
  return { backend, owner, listId, shops };
}

const entryNames = () =>
  screen.getAllByTestId("list-entry").map((row) => within(row).getAllByRole("link")[0]!.textContent);

describe("the New list form", () => {
  it("counts the title, refuses one too long keeping the text, then makes the list and opens it", async () => {
    const { userEvent } = await renderApp(paths.lists(), { as: {} });
    const title = await screen.findByLabelText(/^Title/);
    const long = "x".repeat(LIST_TITLE_MAX + 1);
    await userEvent.click(title);
    await userEvent.paste(long);
    expect(screen.getByText(`${LIST_TITLE_MAX + 1} / ${LIST_TITLE_MAX}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("radio", { name: "Public" }));
    await userEvent.click(screen.getByRole("button", { name: "Make the list" }));
    expect(await screen.findByText(MESSAGES.listTitleTooLong(LIST_TITLE_MAX))).toBeInTheDocument();
    expect(title).toHaveValue(long);

    await userEvent.clear(title);
    await userEvent.type(title, "Flat whites");
    await userEvent.click(screen.getByRole("button", { name: "Make the list" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Flat whites" })).toBeInTheDocument();
    expect(currentPath()).toMatch(/^\/lists\/[^/]+$/);
    expect(screen.getByText(/Anyone with the link can see it./)).toBeInTheDocument();
  });
});

describe("the list page", () => {
  it("moves an entry by keyboard, announcing where it went, and the order holds on the server", async () => {
    const { backend, owner, listId } = await listWithShops(3);
    const { userEvent } = await renderApp(paths.list(listId), { backend, as: owner });
    await waitFor(() => expect(entryNames()).toEqual(["Cup 0", "Cup 1", "Cup 2"]));
    await userEvent.click(screen.getByRole("button", { name: "Move up: Cup 2" }));
    await waitFor(() => expect(entryNames()).toEqual(["Cup 0", "Cup 2", "Cup 1"]));
    expect(screen.getByText("Moved Cup 2 to position 2 of 3.")).toBeInTheDocument();
    // Alt+Up from the row's own controls moves it again.
    screen.getByRole("button", { name: "Move up: Cup 2" }).focus();
    await userEvent.keyboard("{Alt>}{ArrowUp}{/Alt}");
    await waitFor(() => expect(entryNames()).toEqual(["Cup 2", "Cup 0", "Cup 1"]));
    expect(screen.getByText("Moved Cup 2 to position 1 of 3.")).toBeInTheDocument();
    await waitFor(async () =>
      expect((await owner.as.query(api.lists.get, { listId })).entries.map((e) => e.name)).toEqual([
        "Cup 2",
        "Cup 0",
        "Cup 1",
      ]),
    );
  });

  it("keeps an over-long note as typed with the message, and saves a fixed one", async () => {
    const { backend, owner, listId } = await listWithShops(1);
    const { userEvent } = await renderApp(paths.list(listId), { backend, as: owner });
    await userEvent.click(await screen.findByRole("button", { name: "Add note: Cup 0" }));
    const field = screen.getByLabelText("Note on Cup 0");
    const long = "y".repeat(LIST_NOTE_MAX + 5);
    await userEvent.paste(long);
    await userEvent.click(screen.getByRole("button", { name: "Save note" }));
    expect(await screen.findByText(MESSAGES.listNoteTooLong(LIST_NOTE_MAX))).toBeInTheDocument();
    expect(field).toHaveValue(long);
    await userEvent.clear(field);
    await userEvent.type(field, "Get the cortado");
    await userEvent.click(screen.getByRole("button", { name: "Save note" }));
    expect(await screen.findByText("Get the cortado")).toBeInTheDocument();
  });

  it("says a shop is already on the list and keeps the note typed for it", async () => {
    const { backend, owner, listId } = await listWithShops(2);
    const { userEvent } = await renderApp(paths.list(listId), { backend, as: owner });
    const finder = await screen.findByRole("combobox", { name: "Find the shop" });
    await userEvent.type(finder, "Cup 1");
    await userEvent.click(await screen.findByRole("option", { name: /^Cup 1,/ }));
    await userEvent.type(screen.getByLabelText("Note (optional)"), "Again?");
    await userEvent.click(screen.getByRole("button", { name: "Add to this list" }));
    expect(await screen.findByText(MESSAGES.listShopAlreadyThere)).toBeInTheDocument();
    expect(screen.getByLabelText("Note (optional)")).toHaveValue("Again?");
  });

  it("shows the owner's controls to the owner only: an editor may edit entries and leave", async () => {
    const { backend, owner, listId } = await listWithShops(1);
    const editor = await signUp(backend, { firstName: "Eddie", lastName: "Editor" });
    await follow(owner, editor);
    await owner.as.mutation(api.lists.inviteEditor, { listId, userId: editor.userId });
    const { view } = await renderApp(paths.list(listId), { backend, as: owner });
    expect(await screen.findByRole("button", { name: "Edit list" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete list" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Make an invite link" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove Eddie Editor as editor" })).toBeInTheDocument();
    view.unmount();

    await renderApp(paths.list(listId), { backend, as: editor });
    expect(await screen.findByRole("button", { name: "Move down: Cup 0" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Leave this list" })).toBeInTheDocument();
    for (const name of ["Edit list", "Delete list", "Make an invite link"])
      expect(screen.queryByRole("button", { name })).not.toBeInTheDocument();
  });

  it("shows a visitor a public list read-only, with the way to join", async () => {
    const { backend, listId } = await listWithShops(2, "public");
    await renderApp(paths.list(listId), { backend });
    expect(await screen.findByRole("heading", { level: 1, name: "Espresso crawl" })).toBeInTheDocument();
    expect(screen.getAllByTestId("list-entry")).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Sign up to make lists of your own" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Move up/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Find the shop" })).not.toBeInTheDocument();
  });
});

describe("the invite link's route", () => {
  it("joins a signed-in member and says so; a turned-off link gets the message and a way back", async () => {
    const { backend, owner, listId } = await listWithShops(1);
    const token = await owner.as.mutation(api.lists.createLink, { listId });
    const { view } = await renderApp(paths.joinList(token), { backend, as: { firstName: "Jo" } });
    expect(await screen.findByText(MESSAGES.listJoined)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Espresso crawl" })).toBeInTheDocument();
    view.unmount();

    await owner.as.mutation(api.lists.revokeLink, { listId });
    await renderApp(paths.joinList(token), { backend, as: { firstName: "Late" } });
    expect(await screen.findByText(MESSAGES.listLinkInvalid)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to my lists" })).toBeInTheDocument();
  });
});
