import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "@convex/rules/messages";
import { currentPath, renderApp } from "../../support/uiHarness";

// Edit Profile asks the home place by country (decision 34): a US state typed, another country's region
// picked by its own name, none where the country names none.

describe("edit profile: home country", () => {
  it("asks Canada's Province from a list, none for the United Kingdom, and saves the country", async () => {
    const { userEvent, backend, user } = await renderApp("/editprofile", { as: { yourCountry: "US" } });
    const country = await screen.findByLabelText("Country");
    expect(country).toHaveValue("US");
    expect(screen.getByLabelText("State")).toBeInTheDocument();
    await userEvent.selectOptions(country, "CA");
    expect(screen.queryByLabelText("State")).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Province"), "Ontario");
    await userEvent.type(screen.getByLabelText("City"), "London");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText(MESSAGES.profileSaved)).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe("/profile"));
    expect(await backend.t.run((ctx) => ctx.db.get(user!.userId))).toMatchObject({
      yourCountry: "CA",
      yourState: "ON",
      yourCity: "London",
    });
  });

  it("drops the region when the new country names none", async () => {
    const { userEvent, backend, user } = await renderApp("/editprofile", {
      as: { yourCountry: "US", yourCity: "Boston", yourState: "MA" },
    });
    await userEvent.selectOptions(await screen.findByLabelText("Country"), "GB");
    expect(screen.queryByLabelText("State")).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText("City"));
    await userEvent.type(screen.getByLabelText("City"), "London");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText(MESSAGES.profileSaved)).toBeInTheDocument();
    await waitFor(async () =>
      expect(await backend.t.run((ctx) => ctx.db.get(user!.userId))).toMatchObject({
        yourCountry: "GB",
        yourState: "",
        yourCity: "London",
      }),
    );
  });
});
