import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { newUserParams } from "../../support/backendHarness";
import { fillRegisterForm, renderApp } from "../../support/uiHarness";

describe("common passwords", () => {
  it("the register screen refuses a common password before calling the server, and keeps the form", async () => {
    const { userEvent, backend } = await renderApp("/register");
    await fillRegisterForm(userEvent, { password: "Football" });
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByText(MESSAGES.passwordTooCommon)).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("rae@brewmap.test");
    expect(await backend.t.run((ctx) => ctx.db.query("users").collect())).toHaveLength(0);

    // The server refuses it too, for a client that skips the check.
    const params = { ...newUserParams(), password: "iloveyou", flow: "signUp" };
    await expect(backend.t.action(api.auth.signIn, { provider: "password", params })).rejects.toThrow(
      MESSAGES.passwordTooCommon,
    );
  });
});
