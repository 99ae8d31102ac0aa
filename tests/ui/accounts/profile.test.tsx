import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "@convex/rules/messages";
import { currentPath, renderApp } from "../../support/uiHarness";

describe("profile and edit profile", () => {
  it("shows the name and the favourite drink sentence", async () => {
    await renderApp("/profile", {
      as: { firstName: "Mia", lastName: "Mocha", cafeTemp: "Cold", cafeMilk: "Almond", cafeDrink: "Latte" },
    });
    expect(await screen.findByText(MESSAGES.authLoading)).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Mia Mocha" })).toBeInTheDocument();
    expect(screen.getByText("Cold Almond Milk Latte")).toBeInTheDocument();
  });

  it("saves changes, leaves blank fields alone, and returns to /profile", async () => {
    const { userEvent, backend, user } = await renderApp("/editprofile", {
      as: { firstName: "Mia", favCafe: "Tatte" },
    });
    const email = await screen.findByLabelText("Email");
    expect(email).toHaveAttribute("readonly");
    await userEvent.clear(screen.getByLabelText("Favorite cafe"));
    await userEvent.selectOptions(screen.getByLabelText("Cafe milk"), "Black");
    await userEvent.type(screen.getByLabelText("City"), "Somerville");
    await userEvent.type(screen.getByLabelText("State"), "ma");
    expect(screen.getByLabelText("State")).toHaveValue("MA");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText(MESSAGES.profileSaved)).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe("/profile"));
    const saved = await backend.t.run((ctx) => ctx.db.get(user!.userId));
    expect(saved).toMatchObject({ favCafe: "Tatte", cafeMilk: "Black", yourState: "MA" });
    expect(saved?.yourCity?.toLowerCase()).toBe("somerville");
  });

  it("offers the add and user menus, with Edit Shop only on /home", async () => {
    const { userEvent } = await renderApp("/profile", { as: {} });
    await userEvent.click(await screen.findByRole("button", { name: "Add menu" }));
    const menu = screen.getByRole("menu", { name: "Add menu" });
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Add Shop", "Add Review", "Plan a coffee"]);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Map" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Friends' activity" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("link", { name: "Map" }));
    await userEvent.click(await screen.findByRole("button", { name: "Add menu" }));
    expect(
      within(screen.getByRole("menu"))
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Add Shop", "Edit Shop", "Add Review", "Plan a coffee"]);
    expect(screen.queryByRole("link", { name: "Map" })).not.toBeInTheDocument();
  });
});
