import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend } from "../../support/backendHarness";
import { UI_ADDRESS, currentPath, fillRegisterForm, renderApp } from "../../support/uiHarness";

describe("register, log in, protected routes", () => {
  it("keeps the form and says so when the passwords differ", async () => {
    const { userEvent, backend } = await renderApp("/register");
    await fillRegisterForm(userEvent, { password: "long-enough-1", confirm: "long-enough-2" });
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByText(MESSAGES.passwordsDiffer)).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("rae@brewmap.test");
    expect(await backend.t.run((ctx) => ctx.db.query("users").collect())).toHaveLength(0);
  });

  it("creates the account, stays signed in and goes on where the visitor was going", async () => {
    const { userEvent, backend } = await renderApp("/register?next=%2Ffeed");
    await fillRegisterForm(userEvent, { email: "Rae@BrewMap.test", password: "long-enough-1" });
    await userEvent.click(screen.getByRole("radio", { name: "Light" }));
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByText(MESSAGES.accountCreated)).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe("/feed"));
    const users = await backend.t.run((ctx) => ctx.db.query("users").collect());
    expect(users).toMatchObject([
      { email: "rae@brewmap.test", firstName: "Rae", selectedRoast: "Light", isActive: true },
    ]);
    const sessions = await backend.t.run((ctx) => ctx.db.query("authSessions").collect());
    expect(sessions).toHaveLength(1);
  });

  it("keeps where the visitor was going from the log-in screen to registering and back", async () => {
    const { userEvent } = await renderApp("/login?next=%2Ffeed");
    await userEvent.click(await screen.findByRole("link", { name: "Create Account" }));
    expect(currentPath()).toBe("/register?next=%2Ffeed");
    await userEvent.click(screen.getByRole("link", { name: "Already have an account?" }));
    expect(currentPath()).toBe("/login?next=%2Ffeed");
  });

  it("shows the login error of docs/product.md §8 for bad credentials", async () => {
    const { userEvent } = await renderApp("/login");
    await userEvent.type(await screen.findByLabelText("Email"), "nobody@brewmap.test");
    await userEvent.type(screen.getByLabelText("Password"), "whatever-pass");
    await userEvent.click(screen.getByRole("button", { name: "Log In" }));
    expect(await screen.findByText(MESSAGES.loginError)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Log Into Brew Map" })).toBeInTheDocument();
  });

  it("sends signed-out visitors of a signed-in route to /login, remembering where they were going", async () => {
    await renderApp("/profile");
    await waitFor(() => expect(currentPath()).toBe("/login?next=%2Fprofile"));
  });

  it("shows the landing page without the navigation bar", async () => {
    await renderApp("/");
    expect(await screen.findByRole("heading", { name: "Welcome to Brew Map" })).toBeInTheDocument();
    for (const name of ["View Map", "Add a Shop", "Add a review"]) {
      expect(screen.getByRole("link", { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument();
  });
});

describe("forgot password", () => {
  const RESET_ENV = ["AUTH_RESEND_KEY", "AUTH_EMAIL_FROM", "AUTH_RESET_CODES_IN_LOG"] as const;
  const saved = Object.fromEntries(RESET_ENV.map((name) => [name, process.env[name]]));
  afterEach(() => {
    for (const name of RESET_ENV) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    vi.restoreAllMocks();
  });

  /** A backend whose reset delivery is set by exactly these variables. */
  async function backendWith(values: Partial<Record<(typeof RESET_ENV)[number], string>>) {
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    for (const name of RESET_ENV) {
      if (values[name] === undefined) delete process.env[name];
      else process.env[name] = values[name];
    }
    return backend;
  }

  it("says reset is unavailable, before anyone types, where the deployment cannot send codes", async () => {
    const backend = await backendWith({});
    await renderApp("/forgotpassword", { backend });
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.resetUnavailable);
    expect(screen.queryByLabelText("Email")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send reset code" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Log In" })).toBeInTheDocument();
  });

  it("asks for the email and moves on to the code where codes can be delivered", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const backend = await backendWith({ AUTH_RESET_CODES_IN_LOG: "1" });
    const { userEvent } = await renderApp("/forgotpassword", { backend });
    await userEvent.type(await screen.findByLabelText("Email"), "someone@brewmap.test");
    await userEvent.click(screen.getByRole("button", { name: "Send reset code" }));
    expect(await screen.findByText(MESSAGES.resetCodeSent)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.resetUnavailable)).not.toBeInTheDocument();
  });

  it("says so too when reset stops being available after the screen opened", async () => {
    const backend = await backendWith({ AUTH_RESET_CODES_IN_LOG: "1" });
    const { userEvent } = await renderApp("/forgotpassword", { backend });
    await userEvent.type(await screen.findByLabelText("Email"), "someone@brewmap.test");
    delete process.env.AUTH_RESET_CODES_IN_LOG;
    await userEvent.click(screen.getByRole("button", { name: "Send reset code" }));
    expect(await screen.findByText(MESSAGES.resetUnavailable)).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("someone@brewmap.test");
    expect(screen.queryByLabelText("Reset code")).not.toBeInTheDocument();
  });
});
