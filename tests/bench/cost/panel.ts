// The cost rows of the shop panel and the beans page: the shop, its beans and their history, saving
// it to a list (and the profile's list of saved shops), and joining and leaving its presence.
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { LISTS_FOR_SHOP_SCAN } from "@convex/rules/lists";
import { PEOPLE_PAGE } from "@convex/rules/people";
import { LOOKING_READ, PRESENCE_TTL_MS } from "@convex/rules/presence";
import { PANEL_PHOTOS, PANEL_REVIEWS, panelObjectKey } from "@convex/rules/shopPanel";
import { panelFileRow } from "@convex/model/panelFiles";
import { sharedPanel } from "@convex/model/panelShared";
import { asUser, t } from "./backend";
import type { Dataset } from "../dataset";
import { BLOCKED_IN_BENCH, CONSTANT, panel, perItem, type Row, type WorstCase } from "./budgets";

/** What "In 3 lists" reads at most: each list scanned, its summary (tests/bench/cost/lists.ts) and its owner. */
const LISTS_READ = 9 * LISTS_FOR_SHOP_SCAN;

/** The viewing session the leave row ends, opened by its prepare step. */
const LEAVING_SESSION = crypto.randomUUID();

/** The panel's per-viewer query for the reviews it shows: the busiest shop's newest. */
async function reviewsOnScreen(d: Dataset) {
  const reviews = await t.run((ctx) =>
    ctx.db
      .query("reviews")
      .withIndex("by_shop", (q) => q.eq("shopId", d.busiestShop._id))
      .order("desc")
      .take(PANEL_REVIEWS),
  );
  return { shopId: d.busiestShop._id, reviewIds: reviews.map((review) => review._id), hasReviews: true };
}

export const PANEL_ROWS: Record<string, Row> = {
  "shops:get": { screen: "shop panel", args: (d) => ({ id: d.busiestShop._id }), budget: panel(0), naive: ["shops"] },
  "shops:getByPublicId": {
    screen: "beans page",
    args: (d) => ({ publicId: d.busiestShop.publicId }),
    budget: panel(0),
    naive: ["shops"],
  },
  "shopPanel:shared": {
    screen: `shop panel, everyone's part: details, beans, ${PANEL_REVIEWS} reviews and their badges, ${PANEL_PHOTOS} photos`,
    args: (d) => ({ id: d.busiestShop._id }),
    // Reviews (one past the page), their totals, photos and badges, photos' reviews.
    budget: () => ({
      limit: 4 * (PANEL_REVIEWS + 1) + 2 * PANEL_PHOTOS + 2 * CONSTANT,
      rule: `4 × ${PANEL_REVIEWS + 1} reviews + 2 × ${PANEL_PHOTOS} photos + ${2 * CONSTANT}`,
    }),
    naive: ["shops", "beans", "reviews"],
  },
  "shopPanel:live": {
    screen:
      "shop panel from the bucket (decision 42): its file, its reviews' counts, their authors' badges, who is looking (re-run on each arrival and departure)",
    args: (d) => ({ id: d.busiestShop._id }),
    // The busiest shop's panel as published: its row names the reviews and reviewers the file shows.
    prepare: async (d) => {
      await t.run(async (ctx) => {
        const panel = (await sharedPanel(ctx, d.busiestShop._id))!;
        await ctx.db.insert("panelFiles", {
          shopId: d.busiestShop._id,
          objectKey: panelObjectKey(d.busiestShop._id, crypto.randomUUID()),
          changes: 1,
          reviewIds: panel.reviews.map((review) => review._id),
          reviewerIds: panel.reviewerBadges.map((row) => row.userId),
        });
      });
    },
    budget: () => ({
      limit: 1 + 3 * PANEL_REVIEWS + LOOKING_READ + CONSTANT,
      rule: `the file's row + ${PANEL_REVIEWS} reviews' counts and cheers + ${PANEL_REVIEWS} badges + looking (≤ ${LOOKING_READ}) + ${CONSTANT}`,
    }),
    naive: [],
  },
  "shopPanel:mine": {
    screen:
      "shop panel, the viewer's part: saved, followed reviewers, votes on the reviews shown, blocks (and looking)",
    args: reviewsOnScreen,
    // The viewer blocked BLOCKED_IN_BENCH people (blocks:mine, people.ts, runs before): each is looked up in the room.
    budget: () => ({
      limit: PANEL_REVIEWS + 2 * BLOCKED_IN_BENCH + 60 + LISTS_READ + CONSTANT,
      rule: `${PANEL_REVIEWS} votes + 2 × ${BLOCKED_IN_BENCH} blocked + followed reviewers (≤ 60) + lists holding it (≤ ${LISTS_READ}) + ${CONSTANT}`,
    }),
    naive: [],
  },
  "beans:forShop": {
    screen: "shop panel: beans",
    args: (d) => ({ shopId: d.busiestShop._id }),
    budget: panel(1),
    naive: ["beans"],
  },
  "beans:save": {
    screen: "beans page: save",
    args: (d) => ({
      shopId: d.busiestShop._id,
      beans: [{ name: "House", roast: "Medium", notes: "cocoa, cherry", origin: "Colombia" }],
    }),
    budget: () => ({ limit: CONSTANT, rule: `${CONSTANT}` }),
    naive: [],
  },
  "beans:restore": {
    screen: "beans page: restore a version",
    args: async (d) => {
      const editId = await t.run((ctx) =>
        ctx.db.insert("beanEdits", {
          shopId: d.busiestShop._id,
          editorId: d.users[1]!,
          editorName: "Bench",
          before: [{ name: "Restored", roast: "Light", notes: "citrus", origin: "Kenya" }],
          after: [],
        }),
      );
      return { shopId: d.busiestShop._id, editId };
    },
    budget: () => ({ limit: CONSTANT, rule: `${CONSTANT}` }),
    naive: [],
  },
  "beans:history": {
    screen: "beans page: history",
    args: (d) => ({ shopId: d.busiestShop._id, paginationOpts: { numItems: 10, cursor: null } }),
    budget: panel(10),
    naive: [],
  },
  "saved:forShop": {
    screen: "shop panel: Want to try / Favourite",
    args: (d) => ({ shopId: d.busiestShop._id }),
    budget: () => ({ limit: 2, rule: "2" }),
    naive: [],
  },
  "saved:set": {
    screen: "shop panel: Favourite",
    args: (d) => ({ shopId: d.busiestShop._id, list: "favourite", saved: true }),
    budget: () => ({ limit: CONSTANT, rule: `${CONSTANT}` }),
    naive: [],
  },
  "saved:mine": {
    screen: "profile: saved shops, a page of 10",
    prepare: async (d) => {
      const shops = await t.run((ctx) => ctx.db.query("shops").take(2 * PEOPLE_PAGE));
      for (const shop of shops)
        await asUser(d.users[0]!).mutation(api.saved.set, { shopId: shop._id, list: "wantToTry", saved: true });
    },
    args: () => ({ list: "wantToTry", paginationOpts: { numItems: PEOPLE_PAGE, cursor: null } }),
    budget: perItem(2),
    naive: [],
  },
  "presence:join": {
    screen: `shop panel: open (renewed on activity, counted ${PRESENCE_TTL_MS / 60_000} min)`,
    args: (d) => ({ shopId: d.busiestShop._id, sessionId: crypto.randomUUID() }),
    budget: () => ({ limit: CONSTANT, rule: `${CONSTANT}` }),
    naive: [],
  },
  "presence:leave": {
    screen: "shop panel: close",
    // The person who joined: another's leave of that session finds nothing to end (and reads nothing).
    as: (d) => d.users[2]!,
    prepare: async (d) => {
      await asUser(d.users[2]!).mutation(api.presence.join, {
        shopId: d.busiestShop._id,
        sessionId: LEAVING_SESSION,
      });
    },
    args: (d) => ({ shopId: d.busiestShop._id, sessionId: LEAVING_SESSION }),
    budget: () => ({ limit: CONSTANT, rule: `${CONSTANT}` }),
    naive: [],
  },
};

/** A page's session that has one shop's panel open (`shownBefore`), then opens another's (decision 41). */
const MOVING_SESSION = crypto.randomUUID();
let shownBefore: Id<"shops"> | null = null;

export const PANEL_WORST_CASES: WorstCase[] = [
  {
    name: "shopPanelPublish:changed (a publish under way)",
    fn: "shopPanelPublish:changed",
    job: "mutation",
    row: {
      screen: "a write to what a shop's panel file holds, counted by its job while the shop's publish is under way",
      args: (d) => ({ shopId: d.busiestShop._id }),
      // shopPanel:live's row made the busiest shop's panelFiles row; its publish is under way (no other scheduled).
      prepare: async (d) => {
        await t.run(async (ctx) => {
          const row = (await panelFileRow(ctx, d.busiestShop._id))!;
          await ctx.db.patch("panelFiles", row._id, { publishingSince: Date.now() });
        });
      },
      budget: () => ({ limit: 2, rule: "the shop's row, read and patched" }),
      naive: [],
    },
  },
  {
    name: "presence:join (leaving another shop)",
    fn: "presence:join",
    row: {
      screen: "shop panel: open another shop's a moment after closing one (the leave in the join)",
      as: (d) => d.users[3]!,
      prepare: async (d) => {
        const other = await t.run(async (ctx) =>
          (await ctx.db.query("shops").take(2)).find((shop) => shop._id !== d.busiestShop._id),
        );
        shownBefore = other!._id;
        await asUser(d.users[3]!).mutation(api.presence.join, { shopId: shownBefore, sessionId: MOVING_SESSION });
      },
      args: (d) => ({ shopId: d.busiestShop._id, sessionId: MOVING_SESSION, leaving: shownBefore }),
      budget: () => ({ limit: CONSTANT, rule: `${CONSTANT}` }),
      naive: [],
    },
  },
  {
    name: "shopPanel:mine (typical)",
    fn: "shopPanel:mine",
    row: {
      screen: "shop panel, the viewer's part, for someone following the median number of people, with no blocks",
      as: (d) => d.typicalFollower,
      args: reviewsOnScreen,
      budget: () => ({
        limit: PANEL_REVIEWS + 60 + LISTS_READ + CONSTANT,
        rule: `${PANEL_REVIEWS} votes + followed reviewers (≤ 60) + lists holding it (≤ ${LISTS_READ}) + ${CONSTANT}`,
      }),
      naive: [],
    },
  },
];
