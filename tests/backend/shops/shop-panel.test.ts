import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, signUp } from "../../support/backendHarness";
import { PANEL_SHOP, insertDrinkReview, insertShop } from "../../support/testData";
import type { SandboxBackend } from "../../../sandbox/backend";

type Drink = { temp: string; milk: string; bev: string; roast: string; process: string; drinkRating: number };

async function setup() {
  const backend = await createBackend();
  const user = await signUp(backend, { firstName: "Sam", lastName: "Submitter" });
  const shopId = await backend.t.run((ctx) =>
    insertShop(ctx, user.userId, { ...PANEL_SHOP, publicId: "123456789012" }),
  );
  return { backend, user, shopId };
}

const review = (backend: SandboxBackend, shopId: Id<"shops">, userId: Id<"users">, drink: Drink) =>
  backend.t.run((ctx) => insertDrinkReview(ctx, shopId, userId, drink));

const LATTE: Drink = { temp: "Hot", milk: "Oat", bev: "Latte", roast: "Medium", process: "Washed", drinkRating: 5 };
const COLD_BREW: Drink = {
  temp: "Cold",
  milk: "Black",
  bev: "Cold Brew",
  roast: "Dark",
  process: "Natural",
  drinkRating: 4,
};

describe("shopPanel.shared: the shop itself", () => {
  it("returns the shop with its submitter and the empty-state texts", async () => {
    const { user, shopId } = await setup();
    const panel = await user.as.query(api.shopPanel.shared, { id: shopId });
    expect(panel?.shop).toMatchObject({
      name: "Panel Test Roasters",
      publicId: "123456789012",
      submitterName: "Sam Submitter",
      roastStyle: "dark",
    });
    expect(panel?.flavorNotes).toEqual([]);
    expect(panel?.popularDrink).toBe(MESSAGES.popularNoReviews);
  });

  it("gives the 3 most frequent bean notes", async () => {
    const { backend, user, shopId } = await setup();
    await backend.t.run((ctx) =>
      ctx.db.insert("beans", {
        shopId,
        updatedBy: user.userId,
        beans: [
          { name: "A", roast: "Light", notes: "cherry, jasmine, lemon", origin: "Ethiopia" },
          { name: "B", roast: "Medium", notes: "caramel, Cherry, chocolate", origin: "Colombia" },
          { name: "C", roast: "Dark", notes: "chocolate, cedar, cherry", origin: "Sumatra" },
        ],
      }),
    );
    const panel = await user.as.query(api.shopPanel.shared, { id: shopId });
    expect(panel?.flavorNotes).toEqual(["cherry", "chocolate", "jasmine"]);
  });

  it("says when no review rates the drink 4 or more", async () => {
    const { backend, user, shopId } = await setup();
    await review(backend, shopId, user.userId, { ...LATTE, drinkRating: 3 });
    expect((await user.as.query(api.shopPanel.shared, { id: shopId }))?.popularDrink).toBe(
      MESSAGES.popularNoHighRating,
    );
  });

  it("names the most frequent well-rated drink, and the most recent one on a tie", async () => {
    const { backend, user, shopId } = await setup();
    await review(backend, shopId, user.userId, LATTE);
    await review(backend, shopId, user.userId, COLD_BREW);
    // 1-1: the most recent review's drink wins, so the sentence is stable.
    const tie = (await user.as.query(api.shopPanel.shared, { id: shopId }))?.popularDrink;
    expect(tie).toMatch(/Cold Brew/);
    expect(tie).not.toMatch(/Latte/);
    await review(backend, shopId, user.userId, { ...LATTE, bev: "latte", milk: "OAT" });
    await review(backend, shopId, user.userId, { ...COLD_BREW, drinkRating: 2 });
    const popular = (await user.as.query(api.shopPanel.shared, { id: shopId }))?.popularDrink;
    expect(popular).toMatch(/Latte/);
    expect(popular).toMatch(/Oat/);
    expect(popular).not.toMatch(/Cold Brew/);
  });

  it("says when every attribute of the top drink is unknown", async () => {
    const { backend, user, shopId } = await setup();
    // Older reviews stored "unknown" details; one that names no drink at all joins no group (docs/product.md §5).
    const unknown = "unknown";
    await review(backend, shopId, user.userId, {
      temp: unknown,
      milk: unknown,
      bev: unknown,
      roast: unknown,
      process: unknown,
      drinkRating: 5,
    });
    expect((await user.as.query(api.shopPanel.shared, { id: shopId }))?.popularDrink).toBe(MESSAGES.popularUnknown);
  });

  it("is null for ids that are not shops; it reads no session, so a signed-out caller gets the same answer", async () => {
    const { backend, user, shopId } = await setup();
    expect(await backend.t.query(api.shopPanel.shared, { id: shopId })).toEqual(
      await user.as.query(api.shopPanel.shared, { id: shopId }),
    );
    expect(await user.as.query(api.shopPanel.shared, { id: "not-an-id" })).toBeNull();
    expect(await user.as.query(api.shopPanel.shared, { id: user.userId })).toBeNull();
    await backend.t.run((ctx) => ctx.db.delete(shopId));
    expect(await user.as.query(api.shopPanel.shared, { id: shopId })).toBeNull();
    expect(await backend.t.query(api.shopPanel.shared, { id: shopId })).toBeNull();
  });
});
