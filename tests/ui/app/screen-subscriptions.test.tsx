import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import { createBackend, establish, finishScheduled, signUp } from "../../support/backendHarness";
import { REVIEW, insertShop } from "../../support/testData";
import { renderApp, UI_ADDRESS } from "../../support/uiHarness";
import { paths } from "@/lib/routes";
// @ts-expect-error: a plain .mjs script without type declarations (`node scripts/cost-model.mjs` runs it)
import { SCREENS } from "../../../scripts/costModel/estimate.mjs";

vi.mock("@/features/map/ShopMap", () => import("../../support/fakeShopMap"));

// The cost model charges each screen the queries it names (scripts/costModel/estimate.mjs SCREENS); a screen that
// holds more costs more than the model says (decision 45). Each screen here is opened as a browser opens it, and
// the queries it asked are compared with the model's: the page shell's and the map's are the model's own rows.

/** A model row's function: "shopPanel:mine (typical)" is a measured case of shopPanel:mine. */
const fn = (row: string) => row.replace(/ \(.*\)$/, "");
const SHELL = new Set([...SCREENS.shell, "shops:inViewport", "mapEdge:regions"].map(fn));

async function scene() {
  const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
  const ana = await signUp(backend, { firstName: "Ana", lastName: "Reyes" });
  const ben = await signUp(backend, { firstName: "Ben", lastName: "Ortiz" });
  for (const who of [ana, ben]) await establish(backend, who.userId);
  const shopId = await backend.t.run((ctx) => insertShop(ctx, ana.userId, { name: "Counted Cup" }));
  const reviewId = await ana.as.mutation(api.reviews.create, {
    shopId,
    ...REVIEW,
    text: "Ana's counted review.",
    photos: [],
  });
  // Followed, voted and cheered: the screens' per-viewer parts have something to ask.
  await ben.as.mutation(api.follows.follow, { userId: ana.userId });
  await ben.as.mutation(api.helpfulVotes.set, { reviewId, helpful: true });
  await ben.as.mutation(api.cheers.set, { targetId: reviewId, cheered: true });
  await finishScheduled(backend);
  return { backend, ana, ben, shopId };
}

/**
 * The queries asked while `open` shows its screen, beyond the shell's and the map's. `open` waits until the screen
 * shows what its per-viewer parts answer, as those are asked only once the first answers are in.
 */
async function asked(backend: Awaited<ReturnType<typeof createBackend>>, open: () => Promise<unknown>) {
  const calls = vi.spyOn(backend, "run");
  await open();
  const paths = calls.mock.calls
    .filter(([kind]) => kind === "query")
    .map(([, path]) => fn(path.replace(/\.js(:|$)/, "$1")));
  calls.mockRestore();
  return [...new Set(paths)].filter((path) => !SHELL.has(path)).sort();
}

describe("each screen holds the queries the cost model charges", () => {
  it("the shop panel", async () => {
    const { backend, ben, shopId } = await scene();
    const held = await asked(backend, async () => {
      await renderApp(paths.home({ shop: shopId }), { backend, as: ben });
      await screen.findByText("Ana's counted review.");
      // The viewer's own part, and who is looking once the join has answered.
      await screen.findByText(/Reviewed by people you follow:/);
      await screen.findByRole("button", { pressed: true, name: /cheer/i });
      await screen.findByText(/looking at this shop right now/);
    });
    expect(held).toEqual([...SCREENS.panelShared(false), ...SCREENS.panelMine].map(fn).sort());
  });

  it("the shop panel asks who is looking once its viewer's join is in, so the join does not run it again", async () => {
    const { backend, ben, shopId } = await scene();
    const calls = vi.spyOn(backend, "run");
    await renderApp(paths.home({ shop: shopId }), { backend, as: ben });
    await screen.findByText(/looking at this shop right now/);
    await screen.findByRole("button", { pressed: true, name: /cheer/i });
    const runs = (path: string) => calls.mock.calls.filter(([, name]) => fn(name.replace(/\.js(:|$)/, "$1")) === path);
    expect(runs("presence:join")).toHaveLength(1);
    // One run of the panel's shared answer for this viewer: asked after the join, which it already holds.
    expect(runs("shopPanel:live")).toHaveLength(1);
    calls.mockRestore();
  });

  it("a feed page", async () => {
    const { backend, ben } = await scene();
    const held = await asked(backend, async () => {
      await renderApp("/feed", { backend, as: ben });
      await screen.findByText("Ana's counted review.");
      await screen.findByRole("button", { pressed: true, name: /cheer/i });
    });
    expect(held).toEqual(["feed:list"]);
  });

  it("another person's page", async () => {
    const { backend, ana, ben } = await scene();
    const held = await asked(backend, async () => {
      await renderApp(paths.otherUser(ana.userId, "Ana Reyes"), { backend, as: ben });
      await screen.findByText("Ana's counted review.");
      // Whether the viewer follows her, her lists for the viewer, and which of her reviews the viewer cheered: one query.
      await screen.findByRole("button", { name: /^Unfollow/ });
      await screen.findByText("No lists to show.");
      await screen.findByRole("button", { pressed: true, name: /cheer/i });
    });
    expect(held).toEqual(SCREENS.profile.map(fn).sort());
  });
});
