import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import { followLink, otherUserPath } from "@convex/rules/identifiers";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, signUp } from "../../support/backendHarness";
import { insertReview, insertShop } from "../../support/testData";
import { UI_ADDRESS, renderApp, syncServerFor } from "../../support/uiHarness";

const LIGHT_POUR_OVER = {
  selectedRoast: "Light",
  cafeDrink: "Pour Over",
  cafeTemp: "Hot",
  yourCity: "Boston",
  yourState: "MA",
};

afterEach(() => {
  vi.restoreAllMocks();
});

/** What the app writes to the clipboard (after renderApp, whose user-event setup installs a clipboard). */
function spyClipboard() {
  return vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
}

async function enabledButton(name: string) {
  const button = await screen.findByRole("button", { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

/** Another user's reviews of `count` Boston shops that match the Light / Pour Over / Hot taste. */
async function bostonReviews(count: number) {
  const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
  const other = await signUp(backend, { firstName: "Olive" });
  await backend.t.run(async (ctx) => {
    for (let i = 1; i <= count; i++) {
      const shop = await insertShop(ctx, other.userId, { name: `Pour Spot ${i}`, streetAddress: `${i} Filter Way` });
      await insertReview(ctx, shop, other.userId, {
        roast: "Light",
        bev: "Pour Over",
        temp: "Hot",
        drinkRating: i % 2 ? 5 : 4,
      });
    }
  });
  return backend;
}

describe("Copy Follow Link", () => {
  it("copies the follow link and says so", async () => {
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    const me = await signUp(backend, { firstName: "Mia", lastName: "Mocha" });
    const { userEvent } = await renderApp("/profile", { backend, as: me });
    const clipboard = spyClipboard();
    await userEvent.click(await enabledButton("Copy Follow Link"));
    expect(await screen.findByText(MESSAGES.followLinkCopied)).toBeInTheDocument();
    expect(clipboard).toHaveBeenCalledTimes(1);
    const copied = clipboard.mock.calls[0][0];
    expect(copied).toBe(followLink(window.location.origin, { _id: me.userId, firstName: "Mia", lastName: "Mocha" }));
    expect(copied).toContain("/otheruser/mia-mocha?uid=");
  });
});

describe("Follow button", () => {
  it("follows and unfollows from the other user's page, live", async () => {
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    const me = await signUp(backend);
    const bob = await signUp(backend, { firstName: "Bob", lastName: "Brew" });
    const { userEvent } = await renderApp(otherUserPath(bob.userId, "BobBrew"), { backend, as: me });

    expect(await screen.findByRole("heading", { name: "Bob Brew" })).toBeInTheDocument();
    await userEvent.click(await enabledButton("Follow"));
    expect(await screen.findByRole("button", { name: "Unfollow" })).toBeInTheDocument();
    expect(await me.as.query(api.follows.isFollowing, { userId: bob.userId })).toBe(true);

    await userEvent.click(await enabledButton("Unfollow"));
    expect(await screen.findByRole("button", { name: "Follow" })).toBeInTheDocument();
    expect(await me.as.query(api.follows.isFollowing, { userId: bob.userId })).toBe(false);

    // A follow made elsewhere (another tab) shows here without a reload.
    await me.as.mutation(api.follows.follow, { userId: bob.userId });
    expect(await screen.findByRole("button", { name: "Unfollow" })).toBeInTheDocument();
  });

  it("is not offered on one's own page, and a missing id is an invalid identifier", async () => {
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    const me = await signUp(backend, { firstName: "Mia", lastName: "Mocha" });
    const first = await renderApp(otherUserPath(me.userId, "MiaMocha"), { backend, as: me });
    expect(await screen.findByRole("heading", { name: "Mia Mocha" })).toBeInTheDocument();
    // Let every query of the page settle before checking that the button stays hidden.
    await syncServerFor(backend).idle();
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(screen.queryByRole("button", { name: /Follow/ })).not.toBeInTheDocument();
    first.view.unmount();

    await renderApp("/otheruser/abcd-Nobody", { backend, as: me });
    expect(await screen.findByText(MESSAGES.invalidUser)).toBeInTheDocument();
  });
});

describe("recommendation dialogs", () => {
  it("asks for preferences in an accessible dialog; Escape and Cancel close it and return focus", async () => {
    const backend = await bostonReviews(0);
    const { userEvent } = await renderApp("/profile", { backend, as: LIGHT_POUR_OVER });
    const open = await screen.findByRole("button", { name: "Recommend Coffee Shops" });
    await waitFor(() => expect(open).toBeEnabled());
    await userEvent.click(open);

    const dialog = screen.getByRole("dialog", { name: "Custom Coffee Shop Recommendation" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(within(dialog).getByText(/Up to 6 shops, best rated first/)).toBeInTheDocument();
    // Defaults come from the profile.
    expect(within(dialog).getByLabelText("City")).toHaveValue("Boston");
    expect(within(dialog).getByLabelText("Roast")).toHaveValue("Light");
    expect(within(dialog).getByLabelText("Drink")).toHaveValue("Pour Over");
    expect(within(dialog).getByLabelText("Temperature")).toHaveValue("Hot");
    // State: forced upper case, cut to 2 characters.
    const state = within(dialog).getByLabelText("State");
    expect(state).toHaveFocus();
    await userEvent.clear(state);
    await userEvent.type(state, "nyc");
    expect(state).toHaveValue("NY");

    // Focus stays inside: Shift+Tab from the first field wraps to the last button.
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole("button", { name: "Find Shops" })).toHaveFocus();
    await userEvent.tab();
    expect(state).toHaveFocus();

    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(open).toHaveFocus();

    await userEvent.click(open);
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it("checks the preferences before asking the server and keeps what was typed", async () => {
    const backend = await bostonReviews(0);
    const { userEvent } = await renderApp("/profile", { backend, as: LIGHT_POUR_OVER });
    const open = await screen.findByRole("button", { name: "Recommend Coffee Shops" });
    await waitFor(() => expect(open).toBeEnabled());
    await userEvent.click(open);
    const dialog = screen.getByRole("dialog");
    await userEvent.clear(within(dialog).getByLabelText("State"));
    await userEvent.type(within(dialog).getByLabelText("State"), "M");
    await userEvent.click(within(dialog).getByRole("button", { name: "Find Shops" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(MESSAGES.badState);
    await userEvent.clear(within(dialog).getByLabelText("City"));
    await userEvent.type(within(dialog).getByLabelText("State"), "A");
    await userEvent.click(within(dialog).getByRole("button", { name: "Find Shops" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(MESSAGES.missingFields);
    expect(within(dialog).getByLabelText("State")).toHaveValue("MA");
  });

  it("shows up to 6 shops best first, each linking to its shop, copies the list, and closes", async () => {
    const backend = await bostonReviews(8);
    const { userEvent } = await renderApp("/profile", { backend, as: LIGHT_POUR_OVER });
    const open = await screen.findByRole("button", { name: "Recommend Coffee Shops" });
    await waitFor(() => expect(open).toBeEnabled());
    await userEvent.click(open);
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Find Shops" }));

    const results = await screen.findByRole("dialog", { name: "Your Coffee Shop Recommendations" });
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
    const items = within(results).getAllByRole("listitem");
    // Rated 5 first (odd numbers, newest first), then rated 4.
    expect(items.map((item) => item.querySelector("p")?.textContent)).toEqual([
      "1. Pour Spot 7",
      "2. Pour Spot 5",
      "3. Pour Spot 3",
      "4. Pour Spot 1",
      "5. Pour Spot 8",
      "6. Pour Spot 6",
    ]);

    const first = within(items[0]!);
    expect(first.getByRole("link", { name: "Pour Spot 7" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/home\?shop=/),
    );
    expect(first.getByText("7 Filter Way, Boston, MA")).toBeInTheDocument();
    expect(first.getByRole("img", { name: "Coffee: 5 out of 5 cups" })).toBeInTheDocument();

    const clipboard = spyClipboard();
    await userEvent.click(within(results).getByRole("button", { name: "Copy List" }));
    // Said inside the dialog, where the reader is.
    expect(await within(results).findByRole("status")).toHaveTextContent(MESSAGES.listCopied);
    const copied = clipboard.mock.calls[0][0];
    expect(copied.split("\n")).toHaveLength(6);
    expect(copied.split("\n")[0]).toBe("1. Pour Spot 7 - 7 Filter Way, Boston, MA (coffee rated 5/5)");

    await userEvent.click(within(results).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("says so when no shop of that roast exists, leaves the preferences open, and drops the message once they change", async () => {
    const backend = await bostonReviews(3);
    const { userEvent } = await renderApp("/profile", { backend, as: LIGHT_POUR_OVER });
    const open = await screen.findByRole("button", { name: "Recommend Coffee Shops" });
    await waitFor(() => expect(open).toBeEnabled());
    await userEvent.click(open);
    const dialog = screen.getByRole("dialog");
    // No dark-roast review and no dark-roast shop in Boston: the roast is never let go.
    await userEvent.selectOptions(within(dialog).getByLabelText("Roast"), "Dark");
    await userEvent.click(within(dialog).getByRole("button", { name: "Find Shops" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(MESSAGES.noRecommendation);
    expect(screen.getByRole("dialog", { name: "Custom Coffee Shop Recommendation" })).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Roast")).toHaveValue("Dark");
    await userEvent.selectOptions(within(dialog).getByLabelText("Roast"), "Light");
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("from the map: relaxes the temperature when no cold pick exists, and says so", async () => {
    const backend = await bostonReviews(2);
    const { userEvent } = await renderApp("/home", { backend, as: LIGHT_POUR_OVER });
    const open = await screen.findByRole("button", { name: "Recommend shops for me" });
    await waitFor(() => expect(open).toBeEnabled());
    await userEvent.click(open);
    const dialog = screen.getByRole("dialog");
    await userEvent.selectOptions(within(dialog).getByLabelText("Temperature"), "Cold");
    await userEvent.click(within(dialog).getByRole("button", { name: "Find Shops" }));
    const results = await screen.findByRole("dialog", { name: "Your Coffee Shop Recommendations" });
    expect(results).toHaveTextContent(
      "No cold Pour Over with a light roast rated 4 or more in Boston, MA yet; here are light-roast Pour Over picks, hot or cold.",
    );
    expect(within(results).getAllByText("Hot Pour Over, Light roast")).toHaveLength(2);
  });
});
