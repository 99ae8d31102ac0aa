import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { InProcessNetwork } from "../../../sandbox/inProcessSocket";
import { createBackend, signUp } from "../../support/backendHarness";
import { insertShop } from "../../support/testData";
import { keptKey } from "@/lib/kept/keptRules";
import { readKept } from "@/lib/kept/keptStore";
import { currentPath, renderApp, UI_ADDRESS } from "../../support/uiHarness";

const SAVED = /^Saved [A-Z][a-z]{2} \d+, \d{4}/;

describe("a reload with no network (decision 31)", () => {
  it("shows the shop last opened and the saved shops as saved at a time, refuses a tap, and forgets it all at log-out", async () => {
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    const me = await signUp(backend, { firstName: "Ola", lastName: "Offline" });
    const shopId = await backend.t.run((ctx) =>
      insertShop(ctx, me.userId, { name: "Kept Roasters", city: "BOSTON", state: "MA" }),
    );
    await me.as.mutation(api.saved.set, { shopId, list: "wantToTry", saved: true });
    const session = { token: me.token, refreshToken: me.refreshToken };

    // Online: the profile and the shop are seen once, so the app keeps them.
    const first = await renderApp("/profile", { backend, as: session });
    const saved = await screen.findByRole("region", { name: "Saved shops" });
    await within(saved).findByRole("link", { name: /Kept Roasters/ });
    first.view.unmount();
    const second = await renderApp(`/home?shop=${shopId}`, { backend, as: session });
    const panel = await screen.findByRole("dialog", { name: "Kept Roasters" });
    await waitFor(() => expect(within(panel).getByRole("button", { name: "Want to try" })).toBeEnabled());
    second.view.unmount();

    // The reload, offline: not 'Loading!!!!' for ever, but what was seen, marked as saved at a time.
    const network = new InProcessNetwork();
    network.goOffline();
    const offline = await renderApp(`/home?shop=${shopId}`, { backend, as: session, network });
    expect(await screen.findByText(MESSAGES.offlineConnecting, {}, { timeout: 10_000 })).toBeInTheDocument();
    const keptPanel = await screen.findByRole("dialog", { name: "Kept Roasters" });
    expect(within(keptPanel).getByText(SAVED)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.authLoading)).not.toBeInTheDocument();
    const wantToTry = () => within(keptPanel).getByRole("button", { name: "Want to try" });
    await waitFor(() => expect(wantToTry()).toHaveAttribute("aria-pressed", "true"));

    // A tap offline is refused in today's words, and the toggle stays as the server has it.
    await offline.userEvent.click(wantToTry());
    expect(await screen.findByText(MESSAGES.offlineSubmit)).toBeInTheDocument();
    expect(wantToTry()).toHaveAttribute("aria-pressed", "true");

    await offline.userEvent.click(screen.getByRole("button", { name: "Account menu" }));
    await offline.userEvent.click(screen.getByRole("menuitem", { name: "Profile" }));
    const keptSaved = await screen.findByRole("region", { name: "Saved shops" });
    expect(await within(keptSaved).findByRole("link", { name: /Kept Roasters/ })).toBeInTheDocument();
    expect(within(keptSaved).getByText(SAVED)).toBeInTheDocument();
    expect(await me.as.query(api.saved.forShop, { shopId })).toMatchObject({ wantToTry: true, favourite: false });

    // Logging out works offline, and forgets the copy.
    expect(await readKept(keptKey(me.userId, "users:me", {}))).toBeDefined();
    await offline.userEvent.click(screen.getByRole("button", { name: "Account menu" }));
    await offline.userEvent.click(screen.getByRole("menuitem", { name: "Logout" }));
    await waitFor(() => expect(currentPath()).toBe("/login"));
    await waitFor(async () => expect(await readKept(keptKey(me.userId, "users:me", {}))).toBeUndefined());
    expect(await readKept(keptKey(me.userId, "saved:mine", { list: "wantToTry" }))).toBeUndefined();
  });
});
