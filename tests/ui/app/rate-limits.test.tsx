import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend } from "../../support/backendHarness";
import { UI_ADDRESS, renderApp } from "../../support/uiHarness";

describe("rate limits on screen", () => {
  it("tells a person asking again for a reset code that one was just sent, and lets them enter it", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    const email = "someone@brewmap.test";
    await backend.t.action(api.auth.signIn, { provider: "password", params: { flow: "reset", email } });
    const { userEvent } = await renderApp("/forgotpassword", { backend });
    await userEvent.type(await screen.findByLabelText("Email"), email);
    await userEvent.click(screen.getByRole("button", { name: "Send reset code" }));
    expect(await screen.findByText(MESSAGES.codeSentRecently)).toBeInTheDocument();
    expect(screen.getByLabelText("Reset code")).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
