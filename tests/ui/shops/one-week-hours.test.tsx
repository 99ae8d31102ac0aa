import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SandboxBackend } from "../../../sandbox/backend";
import { seedShop } from "../../support/seededShop";
import { chooseBostonShops } from "../../support/shopFormScreen";
import { renderApp } from "../../support/uiHarness";

type User = Awaited<ReturnType<typeof renderApp>>["userEvent"];

const day = (name: string) => within(screen.getByRole("group", { name }));

/** A shop whose typed hours and week are as given (a pair saved before they were one fact may disagree). */
const seedWeekShop = (backend: SandboxBackend, hours: string, openingHours: string) =>
  seedShop(backend, { name: "Week Cafe", streetAddress: "7 Week St", hours, openingHours });

async function openEditForm(userEvent: User, id: string) {
  await userEvent.selectOptions(await chooseBostonShops(userEvent), id);
  return screen.findByLabelText("Hours");
}

describe("one week: the typed hours and the days in the shop form", () => {
  it("editing the typed hours sets the days, and editing a day rewrites the typed hours", async () => {
    const { userEvent, backend } = await renderApp("/editshop", { as: {} });
    const id = await seedWeekShop(backend, "Daily 7am-5pm", "Mo-Su 07:00-17:00");
    const hours = await openEditForm(userEvent, id);
    expect(day("Monday").getByLabelText("Monday opens")).toHaveValue("07:00");

    await userEvent.clear(hours);
    await userEvent.type(hours, "Daily 6am-8pm");
    expect(day("Monday").getByLabelText("Monday opens")).toHaveValue("06:00");
    expect(day("Sunday").getByLabelText("Sunday closes")).toHaveValue("20:00");

    await userEvent.click(day("Sunday").getByRole("checkbox", { name: "Closed on Sunday" }));
    expect(hours).toHaveValue("Mon–Sat 6 am–8 pm, Sun closed");

    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(async () =>
      expect(await backend.t.run((ctx) => ctx.db.get(id))).toMatchObject({
        hours: "Mon–Sat 6 am–8 pm, Sun closed",
        openingHours: "Mo-Sa 06:00-20:00; Su off",
      }),
    );
  });

  it("keeps the days beside typed hours it cannot read, which become a note", async () => {
    const { userEvent, backend } = await renderApp("/editshop", { as: {} });
    const id = await seedWeekShop(backend, "Daily 7am-5pm", "Mo-Su 07:00-17:00");
    const hours = await openEditForm(userEvent, id);
    await userEvent.clear(hours);
    await userEvent.type(hours, "Closed on holidays");
    expect(day("Monday").getByLabelText("Monday opens")).toHaveValue("07:00");
    expect(screen.getByText(/cannot be read as days/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Write the days as the hours" }));
    expect(hours).toHaveValue("Daily 7 am–5 pm");
  });

  it("asks which is right when the typed hours and the days of a shop say different weeks", async () => {
    const { userEvent, backend } = await renderApp("/editshop", { as: {} });
    const id = await seedWeekShop(backend, "Daily 6am-8pm", "Mo-Su 07:00-17:00");
    await openEditForm(userEvent, id);
    const question = screen.getByRole("group", { name: "Which hours are right?" });
    expect(question).toHaveTextContent("Daily 6 am–8 pm");
    expect(question).toHaveTextContent("Daily 7 am–5 pm");
    await userEvent.click(within(question).getByRole("button", { name: "The typed hours" }));
    expect(day("Monday").getByLabelText("Monday opens")).toHaveValue("06:00");
    expect(screen.queryByRole("group", { name: "Which hours are right?" })).not.toBeInTheDocument();
  });
});
