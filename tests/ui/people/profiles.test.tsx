import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import { encodeUserId, otherUserPath } from "@convex/rules/identifiers";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, establish, signUp } from "../../support/backendHarness";
import { REVIEW, insertShop } from "../../support/testData";
import { renderApp } from "../../support/uiHarness";

describe("profile pages", () => {
  it("shows name, the two buttons, drink, badges and reviews, and updates live", async () => {
    const { backend, user } = await renderApp("/profile", {
      as: { firstName: "Mia", lastName: "Mocha", cafeTemp: "Cold", cafeMilk: "Almond", cafeDrink: "Latte" },
    });
    expect(await screen.findByRole("heading", { name: "Mia Mocha" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Recommend Coffee Shops" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy Follow Link" })).toBeInTheDocument();
    expect(screen.getByText("Cold Almond Milk Latte")).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.noReviewsFound)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.noBadgesProfile)).toBeInTheDocument();

    // A review written elsewhere (another tab) shows up without a reload, with its badge.
    const shopId = await backend.t.run((ctx) => insertShop(ctx, user!.userId, { name: "Render Coffee" }));
    await user!.as.mutation(api.reviews.create, { shopId, ...REVIEW, text: "Best cortado in town.", photos: [] });
    const reviews = await screen.findByRole("list", { name: "Reviews" });
    expect(within(reviews).getByRole("heading", { name: "Render Coffee" })).toBeInTheDocument();
    expect(within(reviews).getByText("Best cortado in town.")).toBeInTheDocument();
    expect(within(reviews).getByText("Ordered a Hot Oat Milk Latte (Medium roast, Washed)")).toBeInTheDocument();
    expect(within(reviews).getByRole("img", { name: "Coffee: 5 out of 5 cups" })).toBeInTheDocument();
    expect(within(reviews).getByRole("img", { name: "Vibe: 4 out of 5 cups" })).toBeInTheDocument();
    expect(within(reviews).getByRole("img", { name: "Staff: 3 out of 5 cups" })).toBeInTheDocument();
    expect(await screen.findByText("Percolating Critic")).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.noReviewsFound)).not.toBeInTheDocument();
  });

  it("lists reviews newest first, ten at a time, with Load more", async () => {
    const backend = await createBackend();
    const mia = await signUp(backend, { firstName: "Mia" });
    // An established reviewer: a new account may post 5 a day (decision 22).
    await establish(backend, mia.userId);
    for (let i = 1; i <= 12; i++) {
      const shopId = await backend.t.run((ctx) =>
        insertShop(ctx, mia.userId, { name: `Shop ${i}`, streetAddress: `${i} Main St` }),
      );
      await mia.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [] });
    }
    const { userEvent } = await renderApp("/profile", { backend, as: mia });
    const list = await screen.findByRole("list", { name: "Reviews" });
    const names = () =>
      within(list)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent);
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(names()[0]).toBe("Shop 12");
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(names()).toHaveLength(12));
    expect(names().at(-1)).toBe("Shop 1");
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    // 12 reviews: the 10-19 tier.
    expect(await screen.findByText("Brewmaster Critic")).toBeInTheDocument();
  });

  it("shows another user from the uid parameter or from navigation state", async () => {
    const backend = await createBackend();
    const ben = await signUp(backend, {
      firstName: "Ben",
      lastName: "Roaster",
      cafeTemp: "Hot",
      cafeMilk: "Black",
      cafeDrink: "Pour Over",
    });
    const shopId = await backend.t.run((ctx) => insertShop(ctx, ben.userId, { name: "George Howell" }));
    await ben.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [] });

    const first = await renderApp(otherUserPath(ben.userId, "Ben Roaster"), { backend, as: { firstName: "Viewer" } });
    expect(await screen.findByRole("heading", { name: "Ben Roaster" })).toBeInTheDocument();
    expect(screen.getByText("Hot Black Pour Over")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Follow" })).toBeInTheDocument();
    expect(await screen.findByText("Percolating Critic")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "George Howell" })).toBeInTheDocument();
    first.view.unmount();

    await renderApp(
      { pathname: `/otheruser/${ben.userId.slice(-4)}-Ben Roaster`, state: { userId: ben.userId } },
      { backend, as: first.user! },
    );
    expect(await screen.findByRole("heading", { name: "Ben Roaster" })).toBeInTheDocument();
  });

  it("holds one query for the person on either page, people.profile, not the three it replaced", async () => {
    const backend = await createBackend();
    const ben = await signUp(backend, { firstName: "Ben", lastName: "Roaster" });
    const runs = vi.spyOn(backend, "runQuery");
    const ran = () => new Set(runs.mock.calls.map(([path]) => path.replace(/\.js(:|$)/, "$1")));

    const other = await renderApp(otherUserPath(ben.userId, "Ben Roaster"), { backend, as: { firstName: "Viewer" } });
    expect(await screen.findByText(/followers?$/)).toHaveTextContent("0 followers");
    expect(await screen.findByText(MESSAGES.noBadgesProfile)).toBeInTheDocument();
    other.view.unmount();
    await renderApp("/profile", { backend, as: ben });
    expect(await screen.findByText(/followers?$/)).toHaveTextContent("0 followers");
    expect(await screen.findByText(MESSAGES.noBadgesProfile)).toBeInTheDocument();

    expect(ran()).toContain("people:profile");
    for (const replaced of ["users:getProfile", "badges:forUser", "people:counts"])
      expect(ran()).not.toContain(replaced);
  });

  it.each([
    ["no user id", "/otheruser/abcd-Nobody"],
    ["malformed base64", "/otheruser/abcd-Nobody?uid=%25%25not-base64"],
    [
      "an id that is not a user",
      `/otheruser/abcd-Nobody?uid=${encodeURIComponent(encodeUserId("k57notauser0000000000000000000"))}`,
    ],
  ])("says 'Error: Invalid user identifier.' for %s", async (_case, path) => {
    await renderApp(path, { as: {} });
    expect(await screen.findByText(MESSAGES.invalidUser)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Follow" })).not.toBeInTheDocument();
  });
});
