import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { withinRateLimit } from "@convex/model/rateLimits";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, signUp } from "../../support/backendHarness";
import { REVIEW, insertShop } from "../../support/testData";

// Decision 30: a visitor (nobody signed in) looks at the map and every shop's panel first. What the
// map screen and the panel read answers them; every write still asks for an account.

const VIEW = { south: 42.34, west: -71.09, north: 42.38, east: -71.03 };

async function setup() {
  const backend = await createBackend();
  const ann = await signUp(backend, { firstName: "Ann" });
  const shopId = await backend.t.run((ctx) => insertShop(ctx, ann.userId, { name: "Look First Cafe" }));
  await ann.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [] });
  const cache = () => backend.t.run((ctx) => ctx.db.query("geocodeCache").collect());
  return { backend, ann, shopId, cache };
}

describe("visitors look first", () => {
  it("read the map, the shop search, the panel, its reviews, photos, beans and history", async () => {
    const { backend, shopId } = await setup();
    const t = backend.t;
    const { shops } = await t.query(api.shops.inViewport, VIEW);
    expect(shops.map((shop) => shop.name)).toContain("Look First Cafe");
    expect((await t.query(api.search.shops, { text: "look first" })).map((shop) => shop.name)).toContain(
      "Look First Cafe",
    );
    expect((await t.query(api.shopPanel.shared, { id: shopId }))?.shop.name).toBe("Look First Cafe");
    const page = { numItems: 5, cursor: null };
    const reviews = await t.query(api.reviews.listForShop, { shopId, sort: "newest", paginationOpts: page });
    expect(reviews.page.map((review) => review.text)).toEqual([REVIEW.text]);
    expect((await t.query(api.photos.forShop, { shopId, paginationOpts: page })).page).toEqual([]);
    expect(await t.query(api.beans.forShop, { shopId })).toEqual([]);
    expect((await t.query(api.shops.history, { shopId, paginationOpts: page })).page).toEqual([]);
    expect(await t.query(api.users.me, {})).toBeNull();
  });

  it("are refused every write the panel offers them, with 'Please log in to continue.'", async () => {
    const { backend, shopId, ann } = await setup();
    const t = backend.t;
    const [review] = (
      await t.query(api.reviews.listForShop, { shopId, sort: "newest", paginationOpts: { numItems: 1, cursor: null } })
    ).page;
    const writes = [
      () => t.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [] }),
      () => t.mutation(api.saved.set, { shopId, list: "favourite", saved: true }),
      () => t.mutation(api.helpfulVotes.set, { reviewId: review!._id, helpful: true }),
      () => t.mutation(api.reports.create, { kind: "shop", itemId: shopId, reason: "spam" }),
      () => t.mutation(api.follows.follow, { userId: ann.userId }),
      () =>
        t.mutation(api.beans.save, {
          shopId,
          beans: [{ name: "Lot", roast: "Light", notes: "cherry", origin: "Kenya" }],
        }),
      () => t.query(api.saved.forShop, { shopId }),
    ];
    for (const write of writes) await expect(write()).rejects.toThrow(MESSAGES.signedOut);
  });

  it("search a city from the cache and the offline gazetteer, writing nothing", async () => {
    const { backend, cache } = await setup();
    const boston = await backend.t.action(api.geocoding.geocodeCityAsVisitor, { query: "Boston MA" });
    expect(boston).toMatchObject({ label: "Boston, MA", state: "MA" });
    // The town's shops, for the map to fit them in view, as a signed-in search gives them.
    expect(boston!.shops).not.toBeNull();
    expect(await backend.t.action(api.geocoding.geocodeCityAsVisitor, { query: "Xyzzyville" })).toBeNull();
    expect(await backend.t.action(api.geocoding.geocodeCityAsVisitor, { query: "x".repeat(201) })).toBeNull();
    // A typo gets the towns it may have meant, as a member's search does.
    expect(await backend.t.action(api.geocoding.suggestCitiesAsVisitor, { query: "Cambrige" })).toContainEqual({
      city: "Cambridge",
      state: "MA",
      country: "US",
      label: "Cambridge, MA",
    });
    // Nothing remembered: a stranger's script cannot fill the cache with made-up names.
    expect(await cache()).toEqual([]);
  });

  it("get what signed-in searches cached", async () => {
    const { backend, ann, cache } = await setup();
    const signedIn = await ann.as.action(api.geocoding.geocodeCity, { query: "Portland ME" });
    const [row] = await cache();
    // Marked, to tell the cached answer (which a remote provider may have given) from the gazetteer's.
    const cached = { ...signedIn!, label: "Portland, Maine (cached)" };
    const { shops: _, ...point } = cached;
    await backend.t.run((ctx) => ctx.db.patch("geocodeCache", row!._id, { result: point }));
    expect(await backend.t.action(api.geocoding.geocodeCityAsVisitor, { query: " portland  ME" })).toEqual(cached);
  });

  it("share one limit: once visitors have spent it, a visitor's search waits, a signed-in one does not", async () => {
    const { backend, ann } = await setup();
    // Spend the shared, sharded bucket until it keeps refusing (each try samples two of its shards).
    await backend.t.run(async (ctx) => {
      for (let refusedInARow = 0; refusedInARow < 60;) {
        refusedInARow = (await withinRateLimit(ctx, "visitorCitySearch", "visitors")) ? 0 : refusedInARow + 1;
      }
    });
    await expect(backend.t.action(api.geocoding.geocodeCityAsVisitor, { query: "Boston MA" })).rejects.toThrow(
      /^Too many requests/,
    );
    await expect(backend.t.action(api.geocoding.suggestCitiesAsVisitor, { query: "Cambrige" })).rejects.toThrow(
      /^Too many requests/,
    );
    expect(await ann.as.action(api.geocoding.geocodeCity, { query: "Boston MA" })).not.toBeNull();
  });
});
