// The cost rows of the shop panel and the beans page: the shop, its beans and their history, saving
// it to a list (and the profile's list of saved shops), and who is looking at it now (presence).
import { api } from "@convex/_generated/api";
import { PEOPLE_PAGE } from "@convex/rules/people";
import { PRESENCE_HEARTBEAT_MS, WATCHERS_CAP } from "@convex/rules/presence";
import { asUser, t } from "./backend";
import { BLOCKED_IN_BENCH, CONSTANT, panel, perItem, type Row } from "./budgets";

/** The viewing session the leave row ends, opened by its prepare step. */
const LEAVING_SESSION = crypto.randomUUID();

export const PANEL_ROWS: Record<string, Row> = {
  "shops:get": { screen: "shop panel", args: (d) => ({ id: d.busiestShop._id }), budget: panel(0), naive: ["shops"] },
  "shops:getByPublicId": {
    screen: "beans page",
    args: (d) => ({ publicId: d.busiestShop.publicId }),
    budget: panel(0),
    naive: ["shops"],
  },
  "shops:panel": {
    screen: "shop panel: details, notes, popular drink",
    args: (d) => ({ id: d.busiestShop._id }),
    budget: panel(0),
    naive: ["shops", "beans", "reviews"],
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
  "presence:heartbeat": {
    screen: `shop panel: open (every ${PRESENCE_HEARTBEAT_MS / 1000} s while open)`,
    args: (d) => ({ shopId: d.busiestShop._id, sessionId: crypto.randomUUID() }),
    budget: () => ({ limit: CONSTANT, rule: `${CONSTANT}` }),
    naive: [],
  },
  "presence:leave": {
    screen: "shop panel: close",
    prepare: async (d) => {
      await asUser(d.users[2]!).mutation(api.presence.heartbeat, {
        shopId: d.busiestShop._id,
        sessionId: LEAVING_SESSION,
      });
    },
    args: (d) => ({ shopId: d.busiestShop._id, sessionId: LEAVING_SESSION }),
    budget: () => ({ limit: CONSTANT, rule: `${CONSTANT}` }),
    naive: [],
  },
  "presence:watching": {
    screen: `shop panel: how many are looking now (${WATCHERS_CAP + 5} viewers: capped)`,
    prepare: async (d) => {
      for (const viewer of d.users.slice(3, 3 + WATCHERS_CAP + 5)) {
        await asUser(viewer).mutation(api.presence.heartbeat, {
          shopId: d.busiestShop._id,
          sessionId: crypto.randomUUID(),
        });
      }
    },
    args: (d) => ({ shopId: d.busiestShop._id }),
    // The viewer blocked BLOCKED_IN_BENCH people (blocks:mine, people.ts, runs before): their blocks are read, and as many more viewers.
    budget: () => ({
      limit: WATCHERS_CAP + 2 + 2 * BLOCKED_IN_BENCH + CONSTANT,
      rule: `viewers read (≤ ${WATCHERS_CAP + 2} + ${BLOCKED_IN_BENCH} blocked) + ${BLOCKED_IN_BENCH} blocks + ${CONSTANT}`,
    }),
    naive: [],
  },
};
