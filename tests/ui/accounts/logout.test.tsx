import { screen, waitFor } from "@testing-library/react";
import type { Location } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { MESSAGES } from "@convex/rules/messages";
import { loginRedirect, markLoggingOut } from "@/features/account/loggingOut";
import { currentPath, renderApp } from "../../support/uiHarness";

// The log-in screen's chunk arrives only when the test says so. Until then the navigation to /login
// (a transition) cannot finish, so the screen being left sees the session end first: the race a busy
// machine runs into when that chunk or that render is slow.
const loginChunk = vi.hoisted(() => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { release, released };
});
vi.mock("@/pages/LoginPage", async (importOriginal) => {
  await loginChunk.released;
  return importOriginal();
});

describe("logout", () => {
  it("lands on plain /login, even when the screen left sees the session end before the way to /login is taken", async () => {
    const { userEvent } = await renderApp("/profile", { as: { firstName: "Lou", lastName: "Gout" } });
    await screen.findByRole("heading", { name: "Lou Gout" });
    await userEvent.click(screen.getByRole("button", { name: "Account menu" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Logout" }));

    // Signed out while /profile is still the screen on show: its own redirect has run.
    expect(await screen.findByText(MESSAGES.logoutSuccess)).toBeInTheDocument();
    expect(currentPath()).toBe("/profile");
    expect(screen.queryByRole("heading", { name: "Lou Gout" })).not.toBeInTheDocument();

    loginChunk.release();
    await screen.findByRole("button", { name: "Log In" });
    await waitFor(() => expect(currentPath()).toBe("/login"));
    // And it stays there once everything has settled.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(currentPath()).toBe("/login");
    expect(screen.getByRole("button", { name: "Log In" })).toBeInTheDocument();
  });

  it("still sends a user back where they were when their session ends anywhere but the screen they logged out of", () => {
    const at = (pathname: string, key: string) => ({ pathname, search: "", hash: "", state: null, key }) as Location;
    markLoggingOut(at("/profile", "left"));
    expect(loginRedirect(at("/profile", "left")).to).toBe("/login");
    expect(loginRedirect(at("/profile", "later")).to).toBe("/login?next=%2Fprofile");
    expect(loginRedirect(at("/feed", "other")).to).toBe("/login?next=%2Ffeed");
  });
});
