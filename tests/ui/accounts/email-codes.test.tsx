import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, signUp } from "../../support/backendHarness";
import { UI_ADDRESS, currentPath, renderApp } from "../../support/uiHarness";

// The screens of decision 26: the verify banner of an account whose email is not verified, and the
// log-in by an emailed code. Codes come from the backend's log, as the sandbox writes them.

/** Collects what the backend logs from now on. */
function logged(): () => string {
  const lines: string[] = [];
  vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => void lines.push(args.join(" ")));
  return () => lines.join("\n");
}

describe("email codes on screen", () => {
  it("shows the verify banner until the emailed code is entered, and refuses a new code a moment after one", async () => {
    const log = logged();
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    const user = await signUp(backend, { firstName: "Una" }, { verified: false });
    const { userEvent } = await renderApp("/profile", { backend, as: user });
    const banner = await screen.findByRole("region", { name: "Verification needed" });
    expect(banner).toHaveTextContent(user.params.email);

    await userEvent.click(screen.getByRole("button", { name: "Send a new code" }));
    expect(await screen.findByText(MESSAGES.codeSentRecently)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText(MESSAGES.fieldRequired("verification code"))).toBeInTheDocument();

    const code = /\[email verification\] code for \S+: (\d{8})/.exec(log())![1]!;
    await userEvent.type(screen.getByLabelText("Verification code"), code);
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText(MESSAGES.emailVerified)).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole("region", { name: "Verification needed" })).toBeNull());
    vi.restoreAllMocks();
  });

  it("logs in with an emailed code, and says so when the code is wrong", async () => {
    const log = logged();
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    const { params } = await signUp(backend);
    const { userEvent } = await renderApp("/login", { backend });
    await userEvent.click(await screen.findByRole("button", { name: "Email me a sign-in code instead" }));
    await userEvent.type(screen.getByLabelText("Email"), params.email.toUpperCase());
    await userEvent.click(screen.getByRole("button", { name: "Email me a code" }));
    expect(await screen.findByText(MESSAGES.signInCodeSent)).toBeInTheDocument();

    const code = /\[sign-in\] code for \S+: (\d{8})/.exec(log())![1]!;
    await userEvent.type(screen.getByLabelText("Sign-in code"), code === "00000000" ? "11111111" : "00000000");
    await userEvent.click(screen.getByRole("button", { name: "Log In with code" }));
    expect(await screen.findByText(MESSAGES.codeFailed)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText("Sign-in code"));
    await userEvent.type(screen.getByLabelText("Sign-in code"), code);
    await userEvent.click(screen.getByRole("button", { name: "Log In with code" }));
    await vi.waitFor(() => expect(currentPath()).toBe("/home"), { timeout: 10_000 });
    vi.restoreAllMocks();
  });
});
