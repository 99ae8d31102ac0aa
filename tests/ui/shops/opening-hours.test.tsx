import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "@convex/rules/messages";
import { openStatus } from "@convex/rules/weeklyHours";
import type { SandboxBackend } from "../../../sandbox/backend";
import { seedShop } from "../../support/seededShop";
import { chooseBostonShops, fillShopForm } from "../../support/shopFormScreen";
import { acknowledge, currentPath, renderApp } from "../../support/uiHarness";

type User = Awaited<ReturnType<typeof renderApp>>["userEvent"];

// jsdom has no WebGL: the map's drawing is replaced by marker buttons fed by the same props
// (support/fakeShopMap.tsx); the panel opens from /home?shop=<id>.
vi.mock("@/features/map/ShopMap", () => import("../../support/fakeShopMap"));

afterEach(() => vi.restoreAllMocks());

const day = (name: string) => within(screen.getByRole("group", { name }));

async function setTime(user: User, input: HTMLElement, value: string) {
  await user.clear(input);
  await user.type(input, value);
  expect(input).toHaveValue(value);
}

/** A shop in downtown Boston at an address of its own, with the hours given. */
const seedHoursShop = (
  backend: SandboxBackend,
  fields: { name: string; openingHours?: string; timeZone?: string; hours?: string },
) => seedShop(backend, { streetAddress: `${fields.name.length} Panel St`, ...fields });

describe("opening hours in the add-shop form", () => {
  it("builds the week day by day, stores it as opening_hours with the shop's time zone, and the panel says whether it is open", async () => {
    const { userEvent, backend } = await renderApp("/addshop", { as: {} });
    await fillShopForm(userEvent, { hours: "Closed on holidays" });

    const optIn = screen.getByRole("checkbox", { name: "Set the opening hours for each day" });
    expect(optIn).not.toBeChecked();
    expect(screen.queryByRole("group", { name: "Monday" })).not.toBeInTheDocument();
    await userEvent.click(optIn);

    // Monday: 07:00-12:00 and 13:00-18:00, then copied to Tuesday-Friday.
    await setTime(userEvent, day("Monday").getByLabelText("Monday opens"), "07:00");
    await setTime(userEvent, day("Monday").getByLabelText("Monday closes"), "12:00");
    await userEvent.click(day("Monday").getByRole("button", { name: "Add hours on Monday" }));
    await setTime(userEvent, day("Monday").getByLabelText("Monday opens, range 2"), "13:00");
    await setTime(userEvent, day("Monday").getByLabelText("Monday closes, range 2"), "18:00");
    await userEvent.click(screen.getByRole("button", { name: "Copy Monday to Tue–Fri" }));
    expect(day("Friday").getByLabelText("Friday closes, range 2")).toHaveValue("18:00");
    // Saturday 08:00-14:00, reached by keyboard; Sunday closed.
    const saturdayOpens = day("Saturday").getByLabelText("Saturday opens");
    await setTime(userEvent, saturdayOpens, "08:00");
    await userEvent.tab();
    expect(day("Saturday").getByLabelText("Saturday closes")).toHaveFocus();
    await setTime(userEvent, day("Saturday").getByLabelText("Saturday closes"), "14:00");
    await userEvent.click(day("Sunday").getByRole("checkbox", { name: "Closed on Sunday" }));
    expect(day("Sunday").queryByLabelText("Sunday opens")).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Add Shop" }));
    await userEvent.click(await screen.findByRole("button", { name: "Confirm Location" }));
    expect(await screen.findByText(MESSAGES.addShopSuccess)).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toMatch(/^\/home\?shop=/)); // the new shop's open panel

    const [shop] = await backend.t.run((ctx) => ctx.db.query("shops").collect());
    expect(shop).toMatchObject({
      name: "Gracenote Annex",
      hours: "Closed on holidays",
      openingHours: "Mo-Fr 07:00-12:00,13:00-18:00; Sa 08:00-14:00; Su off",
      timeZone: "America/New_York",
    });

    // Another user opens the shop: the status line, worked out for now in Boston; the note stays in About.
    await renderApp(`/home?shop=${shop!._id}`, { backend, as: {} });
    const panel = await screen.findByRole("dialog", { name: "Gracenote Annex" });
    const status = await within(panel).findByTestId("open-status");
    await waitFor(() => expect(status).toHaveTextContent(/^(Open now · closes|Closed · opens)/));
    const line = status.querySelector("p")!;
    const expected = [-60_000, 0, 60_000].map((drift) =>
      openStatus(shop!.openingHours, "America/New_York", Date.now() + drift),
    );
    expect(expected).toContain(line.textContent);
    expect(within(panel).getByText("Closed on holidays")).toBeInTheDocument();
  });

  it("refuses a malformed week with the day's message and keeps the form", async () => {
    const { userEvent, backend } = await renderApp("/addshop", { as: {} });
    await fillShopForm(userEvent, { hours: "Closed on holidays" });
    await userEvent.click(screen.getByRole("checkbox", { name: "Set the opening hours for each day" }));
    await userEvent.click(day("Tuesday").getByRole("button", { name: "Add hours on Tuesday" }));
    await setTime(userEvent, day("Tuesday").getByLabelText("Tuesday opens, range 2"), "16:00");
    await setTime(userEvent, day("Tuesday").getByLabelText("Tuesday closes, range 2"), "20:00");
    await userEvent.click(screen.getByRole("button", { name: "Add Shop" }));
    expect(await screen.findByText(MESSAGES.hoursOverlap("Tuesday"))).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Confirm Location" })).not.toBeInTheDocument();
    expect(await backend.t.run((ctx) => ctx.db.query("shops").collect())).toEqual([]);

    // Closing after midnight is allowed and marked as the next day; removing the extra range fixes the week.
    await setTime(userEvent, day("Wednesday").getByLabelText("Wednesday closes"), "01:00");
    expect(day("Wednesday").getByText("(next day)")).toBeInTheDocument();
    await userEvent.click(day("Tuesday").getByRole("button", { name: "Remove Tuesday 16:00–20:00" }));
    await userEvent.click(screen.getByRole("button", { name: "Add Shop" }));
    expect(await screen.findByRole("button", { name: "Confirm Location" })).toBeInTheDocument();
  });
});

describe("opening hours in the edit-shop form and the panel", () => {
  it("loads the stored week, saves a change and records it in the history", async () => {
    const { userEvent, backend } = await renderApp("/editshop", { as: { firstName: "Eve", lastName: "Editor" } });
    const id = await seedHoursShop(backend, {
      name: "Aurora Espresso",
      hours: "Daily 6:30am-7pm",
      openingHours: "Mo-Su 06:30-19:00",
      timeZone: "America/New_York",
    });
    await userEvent.selectOptions(await chooseBostonShops(userEvent), id);

    expect(await screen.findByRole("checkbox", { name: "Set the opening hours for each day" })).toBeChecked();
    expect(day("Monday").getByLabelText("Monday opens")).toHaveValue("06:30");
    expect(day("Sunday").getByLabelText("Sunday closes")).toHaveValue("19:00");
    await userEvent.click(day("Sunday").getByRole("checkbox", { name: "Closed on Sunday" }));
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));

    await acknowledge(userEvent, MESSAGES.shopSaved);
    await waitFor(() => expect(currentPath()).toBe(`/home?shop=${id}`));
    expect(await backend.t.run((ctx) => ctx.db.get(id))).toMatchObject({
      openingHours: "Mo-Sa 06:30-19:00; Su off",
      version: 2,
    });
    const [edit] = await backend.t.run((ctx) => ctx.db.query("shopEdits").collect());
    expect(edit!.changes).toEqual([
      // The typed hours said the week, so they follow the day edited (one week).
      { field: "hours", before: "Daily 6:30am-7pm", after: "Mon–Sat 6:30 am–7 pm, Sun closed" },
      { field: "openingHours", before: "Mo-Su 06:30-19:00", after: "Mo-Sa 06:30-19:00; Su off" },
    ]);
  });

  it("starts the week from the typed hours, and the history says hours as people write them", async () => {
    const { userEvent, backend } = await renderApp("/editshop", { as: { firstName: "Eve", lastName: "Editor" } });
    const id = await seedHoursShop(backend, {
      name: "Typed Hours Cafe",
      hours: "Mon-Fri 7am-5pm, Sat 8-2",
      timeZone: "America/New_York",
    });
    await userEvent.selectOptions(await chooseBostonShops(userEvent), id);

    // Not 08:00–17:00 every day: the week the typed hours say.
    await userEvent.click(await screen.findByRole("checkbox", { name: "Set the opening hours for each day" }));
    expect(day("Monday").getByLabelText("Monday opens")).toHaveValue("07:00");
    expect(day("Friday").getByLabelText("Friday closes")).toHaveValue("17:00");
    expect(day("Saturday").getByLabelText("Saturday closes")).toHaveValue("14:00");
    expect(day("Sunday").getByRole("checkbox", { name: "Closed on Sunday" })).toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await acknowledge(userEvent, MESSAGES.shopSaved);
    expect(await backend.t.run((ctx) => ctx.db.get(id))).toMatchObject({
      openingHours: "Mo-Fr 07:00-17:00; Sa 08:00-14:00; Su off",
    });

    await renderApp(`/home?shop=${id}`, { backend, as: {} });
    await userEvent.click(await screen.findByRole("button", { name: "Show edit history" }));
    const history = await screen.findByRole("region", { name: "Edit history" });
    expect(await within(history).findAllByText("Mon–Fri 7 am–5 pm, Sat 8 am–2 pm, Sun closed")).not.toHaveLength(0);
    expect(within(history).queryByText(/Mo-Fr 07:00/)).not.toBeInTheDocument();
  });

  it("says Open 24 hours for a 24/7 shop, and Hours not confirmed for a shop without structured hours", async () => {
    const { backend } = await renderApp("/home", { as: {} });
    const always = await seedHoursShop(backend, {
      name: "Always Open",
      openingHours: "24/7",
      timeZone: "Asia/Tokyo",
      hours: "Never closes",
    });
    const unknown = await seedHoursShop(backend, { name: "Mystery Beans", hours: "Ask at the counter" });

    await renderApp(`/home?shop=${always}`, { backend, as: {} });
    const alwaysPanel = await screen.findByRole("dialog", { name: "Always Open" });
    const open = await within(alwaysPanel).findByTestId("open-status");
    await waitFor(() => expect(open).toHaveTextContent("Open 24 hours"));
    expect(within(alwaysPanel).getByText("Never closes")).toBeInTheDocument();

    await renderApp(`/home?shop=${unknown}`, { backend, as: {} });
    const mysteryPanel = await screen.findByRole("dialog", { name: "Mystery Beans" });
    const unconfirmed = await within(mysteryPanel).findByTestId("open-status");
    expect(unconfirmed).toHaveTextContent(MESSAGES.hoursNotConfirmed);
    expect(within(mysteryPanel).getByText("Ask at the counter")).toBeInTheDocument();
  });
});
