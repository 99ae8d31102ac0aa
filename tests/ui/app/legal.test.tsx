import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { currentPath, renderApp } from "../../support/uiHarness";

// Short, plain Terms and Privacy pages, open to everyone, linked from the landing
// page, the register form and the account menu, with the configured contact address.

describe("terms and privacy", () => {
  it("are linked from the landing page and open without an account, with the contact address", async () => {
    const { userEvent } = await renderApp("/");
    const about = await screen.findByRole("navigation", { name: "About Brew Map" });
    await userEvent.click(within(about).getByRole("link", { name: "Terms" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Terms of use" })).toBeInTheDocument();
    expect(currentPath()).toBe("/terms");
    expect(screen.getByRole("link", { name: "hello@brewmap.example" })).toHaveAttribute(
      "href",
      "mailto:hello@brewmap.example",
    );

    await userEvent.click(screen.getByRole("link", { name: "Privacy notice" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Privacy notice" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Your rights" })).toBeInTheDocument();
  });

  it("are offered before an account is created, in a new tab so nothing typed is lost", async () => {
    await renderApp("/register");
    for (const name of ["Terms of use", "Privacy notice"]) {
      const link = await screen.findByRole("link", { name });
      expect(link).toHaveAttribute("target", "_blank");
    }
    expect(screen.getByRole("link", { name: "Terms of use" })).toHaveAttribute("href", "/terms");
    expect(screen.getByRole("link", { name: "Privacy notice" })).toHaveAttribute("href", "/privacy");
  });

  it("are in the account menu", async () => {
    const { userEvent } = await renderApp("/profile", { as: { firstName: "Tess", lastName: "Terms" } });
    await screen.findByRole("heading", { name: "Tess Terms" });
    await userEvent.click(screen.getByRole("button", { name: "Account menu" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Privacy" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Privacy notice" })).toBeInTheDocument();
    expect(currentPath()).toBe("/privacy");
  });

  it("lead back into the app: the landing page for a visitor, the map when signed in", async () => {
    const visitor = await renderApp("/privacy");
    await visitor.userEvent.click(await screen.findByRole("link", { name: "Back to Brew Map" }));
    expect(currentPath()).toBe("/");
    visitor.view.unmount();

    const { userEvent } = await renderApp("/terms", { as: { firstName: "Tess", lastName: "Terms" } });
    await screen.findByRole("heading", { level: 1, name: "Terms of use" });
    const back = await screen.findByRole("link", { name: "Back to Brew Map" });
    await waitFor(() => expect(back).toHaveAttribute("href", "/home"));
    await userEvent.click(back);
    expect(currentPath()).toBe("/home");
  });
});
