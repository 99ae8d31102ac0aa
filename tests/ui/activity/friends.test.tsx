import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { watchersText } from "@convex/rules/presence";
import { createBackend, establish, signUp } from "../../support/backendHarness";
import { REVIEW, insertShop } from "../../support/testData";
import { currentPath, renderApp, UI_ADDRESS } from "../../support/uiHarness";

// jsdom has no WebGL: the map's drawing is replaced by marker buttons fed by the same props
// (support/fakeShopMap.tsx); the panel opens from /home?shop=.
vi.mock("@/features/map/ShopMap", () => import("../../support/fakeShopMap"));

describe("people", () => {
  it("finds people from the feed with the keyboard and opens their profile", async () => {
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    await signUp(backend, { firstName: "Benedict", lastName: "Roaster", yourCity: "Cambridge", yourState: "MA" });
    await signUp(backend, { firstName: "Bea", lastName: "Brewer" });
    const { userEvent } = await renderApp("/feed", { backend, as: { firstName: "Ava", lastName: "Seeker" } });

    const box = await screen.findByRole("combobox", { name: "Find people" });
    await userEvent.type(box, "BENED");
    const list = await screen.findByRole("listbox", { name: "People" });
    expect(
      within(list)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Benedict RoasterCambridge, MA · 0 reviews"]);
    expect(box).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{ArrowDown}");
    expect(box).toHaveAttribute("aria-activedescendant", within(list).getByRole("option").id);
    expect(within(list).getByRole("option")).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("heading", { name: "Benedict Roaster" })).toBeInTheDocument();
    expect(currentPath()).toContain("/otheruser/benedict-roaster?uid=");

    // Escape closes the list; a name nobody has says so.
    await userEvent.click(screen.getByRole("link", { name: "Friends' activity" }));
    const again = await screen.findByRole("combobox", { name: "Find people" });
    await userEvent.type(again, "bea");
    await screen.findByRole("listbox", { name: "People" });
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    await userEvent.clear(again);
    await userEvent.type(again, "zzzz");
    expect(await screen.findByText("No one by that name yet.")).toBeInTheDocument();
    // The box's own clear button, as on the map's search box, empties it and keeps the focus there.
    await userEvent.click(screen.getByRole("button", { name: "Clear search" }));
    expect(again).toHaveValue("");
    expect(again).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Clear search" })).not.toBeInTheDocument();
  });

  it("suggests active reviewers on an empty feed; following one fills the feed and drops the suggestion", async () => {
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    const cleo = await signUp(backend, {
      firstName: "Cleo",
      lastName: "Local",
      yourCity: "Somerville",
      yourState: "MA",
    });
    const shopId = await backend.t.run((ctx) => insertShop(ctx, cleo.userId, { name: "Suggested Roasters" }));
    await cleo.as.mutation(api.reviews.create, { shopId, ...REVIEW, text: "Cleo's take.", photos: [] });
    const { userEvent } = await renderApp("/feed", {
      backend,
      as: { firstName: "New", lastName: "Comer", yourCity: "somerville", yourState: "ma" },
    });

    expect(await screen.findByText(MESSAGES.noFeed)).toBeInTheDocument();
    const suggestions = await screen.findByRole("list", { name: "People to follow" });
    expect(within(suggestions).getByRole("link", { name: "Cleo Local" })).toBeInTheDocument();
    expect(within(suggestions).getByText("Somerville, MA · 1 review")).toBeInTheDocument();
    // The button waits, disabled, until the viewer's follow state is in; a click before then does nothing.
    const follow = await within(suggestions).findByRole("button", { name: "Follow Cleo Local" });
    await waitFor(() => expect(follow).toBeEnabled());
    await userEvent.click(follow);
    expect(await screen.findByText("Cleo's take.", {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "People to follow" })).not.toBeInTheDocument();
  });

  it("shows follower and following counts on both profiles, live, with their lists", async () => {
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    const me = await signUp(backend, { firstName: "Mia", lastName: "Mocha" });
    const fan = await signUp(backend, { firstName: "Fay", lastName: "Fan" });
    const { userEvent } = await renderApp("/profile", { backend, as: me });
    expect(await screen.findByRole("button", { name: "0 followers" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "0 following" })).toBeInTheDocument();

    await fan.as.mutation(api.follows.follow, { userId: me.userId });
    await userEvent.click(await screen.findByRole("button", { name: "1 follower" }));
    const dialog = await screen.findByRole("dialog", { name: "Followers" });
    expect(await within(dialog).findByRole("link", { name: "Fay Fan" })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("link", { name: "Fay Fan" }));
    expect(await screen.findByRole("heading", { name: "Fay Fan" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "0 followers" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "1 following" }));
    const following = await screen.findByRole("dialog", { name: "Following" });
    expect(await within(following).findByRole("link", { name: "Mia Mocha" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("notifications", () => {
  it("counts unread notifications live on the bell, lists them, and marks them read when seen", async () => {
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    const me = await signUp(backend, { firstName: "Owen", lastName: "Owner" });
    const fan = await signUp(backend, { firstName: "Fay", lastName: "Fan" });
    const shopId = await backend.t.run((ctx) => insertShop(ctx, me.userId, { name: "Owen's Roastery" }));
    const { userEvent } = await renderApp("/profile", { backend, as: me });
    const bell = await screen.findByRole("button", { name: "Notifications" });

    await fan.as.mutation(api.follows.follow, { userId: me.userId });
    await fan.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [] });
    // A second follower joins the unread follow notification instead of adding one.
    const guest = await signUp(backend, { firstName: "Gus", lastName: "Guest" });
    await guest.as.mutation(api.follows.follow, { userId: me.userId });
    await waitFor(() => expect(bell).toHaveAccessibleName("Notifications, 2 unread"));
    expect(within(bell).getByText("2")).toBeInTheDocument();

    await userEvent.click(bell);
    const dialog = await screen.findByRole("dialog", { name: "Notifications" });
    const items = await within(dialog).findAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Gus Guest and 1 other started following you.New"),
      expect.stringContaining("Fay Fan reviewed Owen's Roastery, a shop you added.New"),
    ]);
    expect(within(items[1]!).getByRole("link", { name: "Owen's Roastery" })).toHaveAttribute(
      "href",
      `/home?shop=${shopId}`,
    );
    // Seen: the count goes, the highlight stays while the list is open.
    await waitFor(() => expect(bell).toHaveAccessibleName("Notifications"));
    expect(within(dialog).getAllByText("New")).toHaveLength(2);
    // The bell reads zero at once (optimistic); the server's counter follows when the mutation lands.
    await waitFor(async () =>
      expect(await backend.t.run((ctx) => ctx.db.query("notificationCounts").collect())).toEqual([
        expect.objectContaining({ unread: 0 }),
      ]),
    );

    // "Started following you" offers to follow back, in one tap.
    const followBack = within(items[0]!).getByRole("button", { name: "Follow back Gus Guest" });
    await waitFor(() => expect(followBack).toBeEnabled());
    await userEvent.click(followBack);
    expect(await within(items[0]!).findByText("You follow Gus Guest back")).toBeInTheDocument();
    expect(await me.as.query(api.follows.isFollowing, { userId: guest.userId })).toBe(true);

    await userEvent.click(within(dialog).getByRole("button", { name: "Close notifications" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(document.activeElement).toBe(bell);
  });

  it("says when there is nothing yet", async () => {
    const { userEvent } = await renderApp("/profile", { as: { firstName: "Quiet" } });
    await userEvent.click(await screen.findByRole("button", { name: "Notifications" }));
    expect(await screen.findByText(/No notifications yet/)).toBeInTheDocument();
  });
});

describe("at the shop", () => {
  it("saves a shop to Want to try and Favourite, listed on the profile", async () => {
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    const me = await signUp(backend, { firstName: "Sid", lastName: "Saver" });
    const shopId = await backend.t.run((ctx) =>
      insertShop(ctx, me.userId, { name: "Saved Roasters", streetAddress: "5 Save St", city: "BOSTON", state: "MA" }),
    );
    const { userEvent } = await renderApp(`/home?shop=${shopId}`, { backend, as: me });
    // Asked for afresh each time: a button held from an earlier render says nothing once React replaces it.
    const toggle = (name: string) =>
      within(screen.getByRole("dialog", { name: "Saved Roasters" })).getByRole("button", { name });
    await waitFor(() => expect(toggle("Want to try")).toBeEnabled());
    expect(toggle("Want to try")).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(toggle("Want to try"));
    await waitFor(() => expect(toggle("Want to try")).toHaveAttribute("aria-pressed", "true"));
    await userEvent.click(toggle("Favourite"));
    await waitFor(() => expect(toggle("Favourite")).toHaveAttribute("aria-pressed", "true"));
    await waitFor(async () =>
      expect(await me.as.query(api.saved.forShop, { shopId })).toMatchObject({ wantToTry: true, favourite: true }),
    );

    await userEvent.click(
      within(screen.getByRole("dialog", { name: "Saved Roasters" })).getByRole("button", { name: "Close shop panel" }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Account menu" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Profile" }));
    const saved = await screen.findByRole("region", { name: "Saved shops" });
    expect(await within(saved).findByRole("link", { name: /Saved Roasters/ })).toHaveAttribute(
      "href",
      `/home?shop=${shopId}`,
    );
    await userEvent.click(within(saved).getByRole("button", { name: "Favourites" }));
    expect(within(saved).getByRole("button", { name: "Favourites" })).toHaveAttribute("aria-pressed", "true");
    expect(await within(saved).findByRole("list", { name: "Favourites" })).toBeInTheDocument();
  });

  it("shows who else is looking, live, and which followed people reviewed it", async () => {
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    const me = await signUp(backend, { firstName: "Lou", lastName: "Looker" });
    const friend = await signUp(backend, { firstName: "Fred", lastName: "Friend" });
    for (const user of [me, friend]) await establish(backend, user.userId); // both count as looking (rules/trust.ts)
    const shopId = await backend.t.run((ctx) =>
      insertShop(ctx, friend.userId, { name: "Live Roasters", city: "BOSTON", state: "MA" }),
    );
    await friend.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [] });
    await me.as.mutation(api.follows.follow, { userId: friend.userId });
    await renderApp(`/home?shop=${shopId}`, { backend, as: me });
    const panel = await screen.findByRole("dialog", { name: "Live Roasters" });
    expect(await within(panel).findByText(watchersText(0, false))).toBeInTheDocument();
    const line = await within(panel).findByText(/Reviewed by people you follow:/);
    expect(within(line).getByRole("link", { name: "Fred Friend" })).toBeInTheDocument();

    // The panel counts its viewer: one person in the shared count.
    await waitFor(async () =>
      expect((await friend.as.query(api.shopPanel.live, { id: shopId })).looking).toEqual({
        looking: 1,
        full: false,
      }),
    );
    const sessionId = crypto.randomUUID();
    await friend.as.mutation(api.presence.join, { shopId, sessionId });
    expect(await within(panel).findByText(watchersText(1, false))).toBeInTheDocument();
    await friend.as.mutation(api.presence.leave, { shopId, sessionId });
    expect(await within(panel).findByText(watchersText(0, false))).toBeInTheDocument();
  });

  it("sends no join from a new account, whose presence does not count yet, and still shows who is looking", async () => {
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    const newcomer = await signUp(backend, { firstName: "Nia", lastName: "New" });
    const regular = await signUp(backend, { firstName: "Rex", lastName: "Regular" });
    await establish(backend, regular.userId);
    const shopId = await backend.t.run((ctx) => insertShop(ctx, regular.userId, { name: "First Cup" }));
    await regular.as.mutation(api.presence.join, { shopId, sessionId: crypto.randomUUID() });
    const calls = vi.spyOn(backend, "run");
    await renderApp(`/home?shop=${shopId}`, { backend, as: newcomer });
    const panel = await screen.findByRole("dialog", { name: "First Cup" });
    expect(await within(panel).findByText(watchersText(1, false))).toBeInTheDocument();
    const named = (kind: string) =>
      calls.mock.calls.filter(([called]) => called === kind).map(([, path]) => path.replace(/\.js(:|$)/, "$1"));
    expect(named("query")).toContain("shopPanel:mine");
    expect(named("mutation").filter((path) => path.startsWith("presence:"))).toEqual([]);
  });
});
