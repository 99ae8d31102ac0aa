import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import { RATE_LIMITS } from "@convex/model/rateLimits";
import { createBackend } from "../support/backendHarness";
import { UI_ADDRESS, renderApp } from "../support/uiHarness";

describe("rate limits on screen", () => {
  it("tells a person asking for too many reset codes when to try again, and keeps the email", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    const email = "someone@brewmap.test";
    for (let i = 0; i < RATE_LIMITS.passwordReset.capacity; i++) {
      await backend.t
        .action(api.auth.signIn, { provider: "password", params: { flow: "reset", email } })
        .catch(() => {});
    }
    const { userEvent } = await renderApp("/forgotpassword", { backend });
    await userEvent.type(await screen.findByLabelText("Email"), email);
    await userEvent.click(screen.getByRole("button", { name: "Send reset code" }));
    expect(await screen.findByText(/^Too many requests\. Please try again in \d+ seconds\.$/)).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue(email);
    expect(screen.queryByLabelText("Reset code")).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
