import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, signUp } from "../../support/backendHarness";
import { UI_ADDRESS, currentPath, fillRegisterForm, holdToasts, renderApp } from "../../support/uiHarness";

// jsdom has no WebGL: the map's drawing is replaced by marker buttons fed by the same props
// (support/fakeShopMap.tsx); the panel and the rest of /home are real.
vi.mock("@/features/map/ShopMap", () => import("../../support/fakeShopMap"));

// Error messages in the page (toasts, and the field's own message) go once the problem is fixed or
// the person has left the screen they were about.

describe("messages that go once the problem is fixed", () => {
  holdToasts();
  it("a failed log-in's toast does not follow the user onto the map after the next log-in succeeds", async () => {
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    const ada = await signUp(backend, { email: "ada@brewmap.test", password: "right-password-1" });
    const { userEvent } = await renderApp("/login", { backend });
    await userEvent.type(await screen.findByLabelText("Email"), ada.params.email);
    await userEvent.type(screen.getByLabelText("Password"), "wrong-password-1");
    await userEvent.click(screen.getByRole("button", { name: "Log In" }));
    expect(await screen.findByText(MESSAGES.loginError)).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText("Password"));
    await userEvent.type(screen.getByLabelText("Password"), "right-password-1");
    await userEvent.click(screen.getByRole("button", { name: "Log In" }));
    await waitFor(() => expect(currentPath()).toBe("/home"));
    await waitFor(() => expect(screen.queryByText(MESSAGES.loginError)).not.toBeInTheDocument());
  });

  it("a form's error toast goes when its field is fixed, before the next submit", async () => {
    const { userEvent } = await renderApp("/register");
    await fillRegisterForm(userEvent, { password: "long-enough-1", confirm: "long-enough-2" });
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));
    // The toast, and the field: focused, with the message read with it.
    const confirm = screen.getByLabelText("Confirm password");
    await waitFor(() => expect(confirm).toHaveFocus());
    expect(confirm).toHaveAccessibleDescription(MESSAGES.passwordsDiffer);
    expect(await screen.findAllByText(MESSAGES.passwordsDiffer)).toHaveLength(2);

    // Still different: the message stays. The same: it goes.
    await userEvent.type(confirm, "3");
    expect(screen.getAllByText(MESSAGES.passwordsDiffer)).toHaveLength(2);
    await userEvent.clear(confirm);
    await userEvent.type(confirm, "long-enough-1");
    await waitFor(() => expect(screen.queryByText(MESSAGES.passwordsDiffer)).not.toBeInTheDocument());
  });

  it("an error toast goes when the person leaves the screen it was about", async () => {
    const { userEvent } = await renderApp("/addshop", { as: {} });
    await userEvent.click(await screen.findByRole("button", { name: "Add Shop" }));
    expect(await screen.findByText(MESSAGES.missingFields)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "Friends' activity" }));
    expect(await screen.findByRole("heading", { name: "Friends' Activity (Last 30 Days)" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(MESSAGES.missingFields)).not.toBeInTheDocument());
  });
});
