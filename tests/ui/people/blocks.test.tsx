import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import { createBackend, signUp } from "../../support/backendHarness";
import { REVIEW, insertShop } from "../../support/testData";
import { renderApp, UI_ADDRESS } from "../../support/uiHarness";
import { paths } from "@/lib/routes";

vi.mock("@/features/map/ShopMap", () => import("../../support/fakeShopMap"));

// Blocking (docs/product.md §6): Block and Unblock from a profile; a blocked person's reviews leave the
// blocker's screens live, and the blocker's profile lists whom they blocked.

async function twoPeople() {
  const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
  const vic = await signUp(backend, { firstName: "Vic", lastName: "Victim" });
  const tro = await signUp(backend, { firstName: "Tro", lastName: "Troll" });
  const shopId = await backend.t.run((ctx) => insertShop(ctx, vic.userId, { name: "Calm Cup" }));
  await tro.as.mutation(api.reviews.create, { shopId, ...REVIEW, text: "Troll's review.", photos: [] });
  return { backend, vic, tro, shopId };
}

describe("blocking", () => {
  it("takes the blocked person's review out of the open panel, live, and back on unblock", async () => {
    const { backend, vic, tro, shopId } = await twoPeople();
    await renderApp(paths.home({ shop: shopId }), { backend, as: vic });
    await screen.findByText("Troll's review.");

    await vic.as.mutation(api.blocks.block, { userId: tro.userId });
    await waitFor(() => expect(screen.queryByText("Troll's review.")).not.toBeInTheDocument());

    await vic.as.mutation(api.blocks.unblock, { userId: tro.userId });
    expect(await screen.findByText("Troll's review.")).toBeInTheDocument();
  });

  it("blocks from the profile after asking, hides their reviews there, and lists them on one's own profile to unblock", async () => {
    const { backend, vic, tro } = await twoPeople();
    const { userEvent, view } = await renderApp(paths.otherUser(tro.userId, "Tro Troll"), { backend, as: vic });
    await screen.findByText("Troll's review.");
    await userEvent.click(screen.getByRole("button", { name: "Block" }));
    const dialog = await screen.findByRole("dialog", { name: "Block Tro?" });
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole("button", { name: "Block" }));

    expect(await screen.findByText(/You blocked Tro:/)).toBeInTheDocument();
    expect(screen.getByText("Hidden: you blocked this person.")).toBeInTheDocument();
    expect(screen.queryByText("Troll's review.")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Follow/ })).not.toBeInTheDocument();
    view.unmount();

    const own = await renderApp(paths.profile(), { backend, as: vic });
    const blocked = await screen.findByRole("list", { name: "Blocked people" });
    expect(within(blocked).getByRole("link", { name: "Tro Troll" })).toBeInTheDocument();
    await own.userEvent.click(within(blocked).getByRole("button", { name: "Unblock Tro Troll" }));
    await waitFor(() => expect(screen.queryByRole("list", { name: "Blocked people" })).not.toBeInTheDocument());
    expect(await vic.as.query(api.blocks.mine, {})).toEqual([]);
  });
});
