import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MESSAGES } from "@convex/rules/messages";
import { formatDate } from "@/lib/dates";
import { paths } from "@/lib/routes";
import { createBackend, signUp } from "../../support/backendHarness";
import { insertReview, insertShop } from "../../support/testData";
import { UI_ADDRESS, currentPath, fillRegisterForm, holdToasts, renderApp } from "../../support/uiHarness";

// jsdom has no WebGL: the map's drawing is replaced by marker buttons fed by the same props
// (support/fakeShopMap.tsx); the panel and the rest of /home are real.
vi.mock("@/features/map/ShopMap", () => import("../../support/fakeShopMap"));

// Finishing touches: messages in the page that go once the problem is fixed, the signed-in
// landing, links to shops, one date format, title-case cities.

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
    await userEvent.click(screen.getByRole("button", { name: "Create User" }));
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

describe("shops, cities and dates on the profile", () => {
  it("links each reviewed shop to the shop, with the review's date in the app's one format", async () => {
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    const me = await signUp(backend, { firstName: "Mia", lastName: "Mocha" });
    const { shopId, reviewId } = await backend.t.run(async (ctx) => {
      const shopId = await insertShop(ctx, me.userId, { name: "Winston Roasters", city: "WINSTON-SALEM", state: "NC" });
      return { shopId, reviewId: await insertReview(ctx, shopId, me.userId) };
    });
    const { userEvent } = await renderApp("/profile", { backend, as: me });
    const reviews = await screen.findByRole("list", { name: "Reviews" });
    const link = await within(reviews).findByRole("link", { name: "Winston Roasters" });
    expect(link).toHaveAttribute("href", paths.home({ shop: shopId }));
    const created = (await backend.t.run((ctx) => ctx.db.get(reviewId)))!._creationTime;
    expect(within(reviews).getByText(formatDate(created))).toBeInTheDocument();

    // On the map, the panel shows the stored WINSTON-SALEM in title case.
    await userEvent.click(link);
    const panel = await screen.findByRole("dialog", { name: "Winston Roasters" });
    await waitFor(() =>
      expect(within(panel).getByRole("region", { name: "About" })).toHaveTextContent("Winston-Salem, NC"),
    );
    expect(await within(panel).findByRole("list", { name: "Shop Reviews" })).toHaveTextContent(formatDate(created));
  });
});
