import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, signUp } from "../../support/backendHarness";
import { PANEL_SHOP, insertShop } from "../../support/testData";
import type { SandboxBackend } from "../../../sandbox/backend";
import { currentPath, holdToasts, renderApp, UI_ADDRESS } from "../../support/uiHarness";

// The map's one search box: shops by name as you type, cities on Enter. jsdom has no WebGL: the
// map's drawing is replaced by marker buttons fed by the same props.
vi.mock("@/features/map/ShopMap", () => import("../../support/fakeShopMap"));

afterEach(() => vi.restoreAllMocks());
holdToasts();

const addShop = (
  backend: SandboxBackend,
  by: Id<"users">,
  name: string,
  streetAddress: string,
  lat: number,
  lng: number,
) => backend.t.run((ctx) => insertShop(ctx, by, { ...PANEL_SHOP, name, streetAddress, lat, lng }));

async function setup() {
  const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
  const sam = await signUp(backend, { firstName: "Sam", lastName: "Submitter" });
  const thinkingCup = await addShop(backend, sam.userId, "Thinking Cup", "165 Tremont St", 42.3541, -71.0636);
  await addShop(backend, sam.userId, "Cup of Joe", "2 Joe St", 42.36, -71.06);
  await addShop(backend, sam.userId, "Blue Bottle", "3 Blue St", 42.37, -71.05);
  const app = await renderApp("/home", { backend, as: { firstName: "Vera", lastName: "Viewer" } });
  const box = await screen.findByRole("combobox", { name: "Search cities and coffee shops" });
  return { ...app, sam, thinkingCup, box };
}

describe("map search box: shops by name", () => {
  it("lists matching shops as you type; choosing one flies the map to it and opens its panel", async () => {
    const { userEvent, box, thinkingCup } = await setup();
    expect(box).toHaveAttribute("placeholder", "City, shop or ZIP");
    expect(box).toHaveAttribute("aria-expanded", "false");

    await userEvent.type(box, "thinking");
    const list = await screen.findByRole("listbox", { name: "Coffee shops" });
    expect(box).toHaveAttribute("aria-expanded", "true");
    expect(box).toHaveAttribute("aria-controls", list.id);
    const option = within(list).getByRole("option", { name: "Thinking Cup, 165 Tremont St, Boston, MA" });
    expect(within(list).getAllByRole("option")).toHaveLength(1);

    await userEvent.click(option);
    const panel = await screen.findByRole("dialog", { name: "Thinking Cup" });
    expect(panel).toBeInTheDocument();
    expect(currentPath()).toBe(`/home?shop=${thinkingCup}`);
    expect(screen.getByTestId("map").dataset.focus).toBe("42.3541,-71.0636,16");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(box).toHaveValue("Thinking Cup");
  });

  it("asks no search for the chosen shop's name: the box shows it, the list's question stays what was typed", async () => {
    const { userEvent, box, backend } = await setup();
    const searches = vi.spyOn(backend, "run");
    await userEvent.type(box, "thinking");
    const list = await screen.findByRole("listbox", { name: "Coffee shops" });
    await userEvent.click(within(list).getByRole("option", { name: /^Thinking Cup/ }));
    await screen.findByRole("dialog", { name: "Thinking Cup" });
    const asked = searches.mock.calls.filter(
      ([, path]) => path.startsWith("search:shops") || path.startsWith("search.js:shops"),
    );
    expect(asked.map(([, , args]) => args)).toEqual([{ text: "thinking" }]);
  });

  it("works from the keyboard: Down/Up highlight, Escape closes the list, Enter chooses", async () => {
    const { userEvent, box, thinkingCup } = await setup();
    await userEvent.type(box, "CUP");
    const list = await screen.findByRole("listbox");
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual([expect.stringContaining("Thinking Cup"), expect.stringContaining("Cup of Joe")]),
    );
    expect(box).not.toHaveAttribute("aria-activedescendant");

    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    const options = within(list).getAllByRole("option");
    expect(box).toHaveAttribute("aria-activedescendant", options[1]!.id);
    expect(options[1]).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowUp}");
    expect(box).toHaveAttribute("aria-activedescendant", options[0]!.id);
    expect(box).toHaveFocus();

    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(box).toHaveValue("CUP");

    await userEvent.keyboard("{ArrowDown}");
    expect(await screen.findByRole("listbox")).toBeInTheDocument();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("dialog", { name: "Thinking Cup" })).toBeInTheDocument();
    expect(currentPath()).toBe(`/home?shop=${thinkingCup}`);
  });

  it("shows the latest text's shops only, and shops added elsewhere while the list is open", async () => {
    const { userEvent, box, backend, sam } = await setup();
    await userEvent.type(box, "thin");
    await userEvent.clear(box);
    await userEvent.type(box, "blue");
    const list = await screen.findByRole("listbox");
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual([expect.stringContaining("Blue Bottle")]),
    );

    await addShop(backend, sam.userId, "Blue Door Coffee", "4 Door St", 42.35, -71.07);
    await waitFor(() => expect(within(list).getAllByRole("option")).toHaveLength(2));
    expect(within(list).getByRole("option", { name: /Blue Door Coffee/ })).toBeInTheDocument();

    await userEvent.clear(box);
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });

  it("Enter without choosing a shop opens the best match: a miss says exactly 'City not found.', until a search finds something", async () => {
    const { userEvent, box, thinkingCup } = await setup();

    await userEvent.type(box, "Nowhereville Zzz{Enter}");
    expect(await screen.findByText(MESSAGES.cityNotFound)).toBeInTheDocument();
    expect(box).toHaveValue("Nowhereville Zzz");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    // Shops listed but none highlighted, and no place by that name: Enter opens the first shop listed
    // (it was "City not found." before), and the list closes.
    await userEvent.clear(box);
    await userEvent.type(box, "thinking");
    await screen.findByRole("listbox");
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("dialog", { name: "Thinking Cup" })).toBeInTheDocument();
    expect(currentPath()).toBe(`/home?shop=${thinkingCup}`);
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Close shop panel" }));

    // A search that finds its city fixes the problem: the error goes.
    await userEvent.clear(box);
    await userEvent.type(box, "Providence RI{Enter}");
    await waitFor(() => expect(screen.getByTestId("map").dataset.focus).toMatch(/^41\.8\d*,-71\.4\d*,15$/));
    await waitFor(() => expect(screen.queryByText(MESSAGES.cityNotFound)).not.toBeInTheDocument());
  });
});
