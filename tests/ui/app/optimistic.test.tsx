import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import { InProcessNetwork } from "../../../sandbox/inProcessSocket";
import { createBackend, establish, signUp } from "../../support/backendHarness";
import { MESSAGES } from "@convex/rules/messages";
import { ESTABLISHED_AFTER_DAYS } from "@convex/rules/trust";
import { REVIEW, insertShop } from "../../support/testData";
import { renderApp, UI_ADDRESS } from "../../support/uiHarness";
import { paths } from "@/lib/routes";

// jsdom has no WebGL: the map's drawing is replaced by marker buttons fed by the same props.
vi.mock("@/features/map/ShopMap", () => import("../../support/fakeShopMap"));
afterEach(() => {
  vi.useRealTimers();
});

// With the network down the server cannot have answered: what shows then is the optimistic update.
describe("instant for the one who acts", () => {
  async function profileOfSam() {
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    const sam = await signUp(backend, { firstName: "Sam", lastName: "Steamer" });
    const viewer = await signUp(backend, { firstName: "Vi", lastName: "Viewer" });
    const network = new InProcessNetwork();
    const app = await renderApp(paths.otherUser(sam.userId, "Sam Steamer"), { backend, as: viewer, network });
    await screen.findByRole("heading", { name: "Sam Steamer" });
    const follow = await screen.findByRole("button", { name: "Follow" });
    await waitFor(() => expect(follow).toBeEnabled());
    expect((await screen.findByText(/followers?$/)).textContent).toBe("0 followers");
    return { sam, viewer, network, follow, ...app };
  }

  it("follows at once, and the server's answer keeps it", async () => {
    const { backend, sam, viewer, network, follow, userEvent } = await profileOfSam();
    network.goOffline();
    await userEvent.click(follow);
    expect(screen.getByRole("button", { name: "Unfollow" })).toBeInTheDocument();
    expect(screen.getByText(/follower$/).textContent).toBe("1 follower");

    network.goOnline();
    await waitFor(
      async () => expect(await viewer.as.query(api.follows.isFollowing, { userId: sam.userId })).toBe(true),
      { timeout: 20_000 },
    );
    expect(screen.getByRole("button", { name: "Unfollow" })).toBeInTheDocument();
    expect(await backend.t.run((ctx) => ctx.db.query("follows").collect())).toHaveLength(1);
  });

  it("puts the button and the count back and says why when the server refuses", async () => {
    const { sam, viewer, network, follow, userEvent } = await profileOfSam();
    // Thirty follows and unfollows in a row spend the viewer's follow allowance (model/rateLimits.ts);
    // the clock stands still, so none of it comes back before the click reaches the server.
    vi.useFakeTimers({ toFake: ["Date"] });
    for (let i = 0; i < 15; i++) {
      await viewer.as.mutation(api.follows.follow, { userId: sam.userId });
      await viewer.as.mutation(api.follows.unfollow, { userId: sam.userId });
    }
    network.goOffline();
    await userEvent.click(follow);
    expect(screen.getByRole("button", { name: "Unfollow" })).toBeInTheDocument();

    network.goOnline();
    expect(await screen.findByRole("button", { name: "Follow" }, { timeout: 20_000 })).toBeInTheDocument();
    expect(await screen.findByText(/^Too many requests\. Please try again in \d+ seconds\.$/)).toBeInTheDocument();
    expect(screen.getByText(/followers?$/).textContent).toBe("0 followers");
  });

  it("marks notifications read at once: the bell's count goes before the server answers", async () => {
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    const viewer = await signUp(backend, { firstName: "Vi", lastName: "Viewer" });
    const sam = await signUp(backend, { firstName: "Sam", lastName: "Steamer" });
    await sam.as.mutation(api.follows.follow, { userId: viewer.userId });
    const network = new InProcessNetwork();
    const { userEvent } = await renderApp("/feed", { backend, as: viewer, network });
    const bell = await screen.findByRole("button", { name: /Notifications, 1 unread/ });

    network.holdMutations();
    await userEvent.click(bell);
    const list = await screen.findByRole("list", { name: "Notifications" });
    expect(within(list).getByText(/started following you/)).toBeInTheDocument();
    // The bell behind the open dialog says nothing is unread, while the server still counts one.
    await waitFor(() =>
      expect(screen.getByRole("button", { name: /^Notifications$/, hidden: true })).toBeInTheDocument(),
    );
    expect((await viewer.as.query(api.users.me, {}))?.unreadNotifications).toBe(1);

    network.releaseMutations();
    await waitFor(async () => expect((await viewer.as.query(api.users.me, {}))?.unreadNotifications).toBe(0), {
      timeout: 20_000,
    });
  });

  async function samsReview({ established = true } = {}) {
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    const sam = await signUp(backend, { firstName: "Sam", lastName: "Steamer" });
    const shopId = await backend.t.run((ctx) => insertShop(ctx, sam.userId, { name: "Vote Roasters" }));
    const reviewId = await sam.as.mutation(api.reviews.create, {
      shopId,
      ...REVIEW,
      text: "Sam's flat white.",
      photos: [],
    });
    const viewer = await signUp(backend, { firstName: "Vi", lastName: "Viewer" });
    if (established) await establish(backend, viewer.userId); // a vote that counts (rules/trust.ts)
    const network = new InProcessNetwork();
    const app = await renderApp(`/home?shop=${shopId}`, { backend, as: viewer, network });
    const card = (await screen.findByText("Sam's flat white.")).closest("article")!;
    const helpful = await within(card).findByRole("button", { name: /Helpful/ });
    return { viewer, reviewId, network, card, helpful, ...app };
  }

  it("presses Helpful on a new account: marked, not counted, and says when it will count", async () => {
    const { viewer, reviewId, card, helpful, userEvent } = await samsReview({ established: false });
    await userEvent.click(helpful);
    expect(helpful).toHaveAttribute("aria-pressed", "true");
    expect(card).not.toHaveTextContent("found this helpful");
    expect(await within(card).findByRole("status")).toHaveTextContent(MESSAGES.voteCountsLater(ESTABLISHED_AFTER_DAYS));
    await waitFor(async () =>
      expect(await viewer.as.query(api.helpfulVotes.mine, { reviewIds: [reviewId] })).toEqual([reviewId]),
    );
    // Answered: the button stays pressed from the viewer's own mark, the count unmoved.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(within(card).getByRole("button", { name: /Helpful/ })).toHaveAttribute("aria-pressed", "true");
    expect(card).not.toHaveTextContent("found this helpful");
  });

  it("presses Helpful and counts the vote at once; the server's answer keeps it", async () => {
    const { viewer, reviewId, network, card, helpful, userEvent } = await samsReview();
    network.goOffline();
    await userEvent.click(helpful);
    expect(helpful).toHaveAttribute("aria-pressed", "true");
    expect(card).toHaveTextContent("1 person found this helpful");

    network.goOnline();
    await waitFor(
      async () => expect(await viewer.as.query(api.helpfulVotes.mine, { reviewIds: [reviewId] })).toEqual([reviewId]),
      { timeout: 20_000 },
    );
    expect(within(card).getByRole("button", { name: /Helpful/ })).toHaveAttribute("aria-pressed", "true");
    expect(card).toHaveTextContent("1 person found this helpful");
  });

  it("takes a refused Helpful vote back and says why", async () => {
    const { viewer, reviewId, network, card, helpful, userEvent } = await samsReview();
    vi.useFakeTimers({ toFake: ["Date"] });
    for (let i = 0; i < 15; i++) {
      await viewer.as.mutation(api.helpfulVotes.set, { reviewId, helpful: true });
      await viewer.as.mutation(api.helpfulVotes.set, { reviewId, helpful: false });
    }
    network.goOffline();
    await userEvent.click(helpful);
    expect(helpful).toHaveAttribute("aria-pressed", "true");

    network.goOnline();
    await waitFor(
      () => expect(within(card).getByRole("button", { name: /Helpful/ })).toHaveAttribute("aria-pressed", "false"),
      { timeout: 20_000 },
    );
    expect(await screen.findByText(/^Too many requests\. Please try again in \d+ seconds\.$/)).toBeInTheDocument();
    expect(card).not.toHaveTextContent("found this helpful");
  });
});
