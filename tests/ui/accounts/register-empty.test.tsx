import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "@convex/rules/messages";
import { renderApp } from "../../support/uiHarness";

// An empty register form marked only its first field; every empty required one is marked now.
const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

describe("the register form, sent with mistakes", () => {
  it("marks every empty required field with its message, focuses the first, and says 'Create account'", async () => {
    const { userEvent, backend } = await renderApp("/register");
    await userEvent.click(await screen.findByRole("button", { name: "Create account" }));

    const expected: [string, string][] = [
      ["firstName", MESSAGES.nameRequired],
      ["lastName", MESSAGES.nameRequired],
      ["email", MESSAGES.badEmail],
      ["password", MESSAGES.passwordTooShort],
      ["confirmPassword", MESSAGES.confirmPasswordRequired],
    ];
    for (const [name, message] of expected) {
      const field = input(name);
      await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    await waitFor(() => expect(input("firstName")).toHaveFocus());
    expect(await backend.t.run((ctx) => ctx.db.query("users").collect())).toHaveLength(0);

    // Filling one field takes its mark away; the others keep theirs.
    await userEvent.type(input("firstName"), "Rae");
    await waitFor(() => expect(input("firstName")).not.toHaveAttribute("aria-invalid", "true"));
    expect(input("email")).toHaveAttribute("aria-invalid", "true");
  });

  it("marks each field's own mistake at once, not only the first one", async () => {
    const { userEvent } = await renderApp("/register");
    await userEvent.type(await screen.findByLabelText(/^First name/), "Rae");
    await userEvent.type(input("email"), "rae");
    await userEvent.type(input("password"), "short");
    await userEvent.type(input("confirmPassword"), "other");
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));

    const expected: [string, string][] = [
      ["lastName", MESSAGES.nameRequired],
      ["email", MESSAGES.badEmail],
      ["password", MESSAGES.passwordTooShort],
      ["confirmPassword", MESSAGES.passwordsDiffer],
    ];
    for (const [name, message] of expected) {
      await waitFor(() => expect(input(name)).toHaveAttribute("aria-invalid", "true"));
      expect(input(name)).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(input("firstName")).not.toHaveAttribute("aria-invalid", "true");
  });
});
