import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { paths } from "@/lib/routes";
import { currentPath, renderApp } from "../../support/uiHarness";

// jsdom has no WebGL: the map's drawing is replaced by marker buttons fed by the same props
// (support/fakeShopMap.tsx); the panel and the rest of /home are real.
vi.mock("@/features/map/ShopMap", () => import("../../support/fakeShopMap"));

// The signed-in landing: a signed-in user who opens / or /login is offered the map.

describe("a signed-in user is offered the map, not the log-in form", () => {
  it("goes from /login to the map", async () => {
    await renderApp("/login", { as: {} });
    await waitFor(() => expect(currentPath()).toBe("/home"));
    expect(screen.queryByRole("button", { name: "Log In" })).not.toBeInTheDocument();
  });

  it("goes from /login?next= to where they were going", async () => {
    await renderApp(`/login?next=${encodeURIComponent("/feed")}`, { as: {} });
    await waitFor(() => expect(currentPath()).toBe("/feed"));
  });

  it("finds 'Go to the map' on the landing page instead of 'log in'", async () => {
    const { userEvent } = await renderApp("/", { as: {} });
    const go = await screen.findByRole("link", { name: "Go to the map" });
    expect(screen.queryByRole("link", { name: "log in" })).not.toBeInTheDocument();
    await userEvent.click(go);
    await waitFor(() => expect(currentPath()).toBe("/home"));
  });

  it("still shows a signed-out visitor the log-in form and the landing page's way in", async () => {
    await renderApp("/");
    expect(await screen.findByRole("link", { name: "log in" })).toHaveAttribute("href", paths.login());
    expect(screen.queryByRole("link", { name: "Go to the map" })).not.toBeInTheDocument();
  });
});
