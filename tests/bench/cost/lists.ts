// The cost rows of shared lists: a list of 200 entries (the most a list holds) with 19 editors (one seat left for a join), read and
// changed as its screen will. The lists are written straight into the bench's data set the first time a row asks.
import type { Id } from "@convex/_generated/dataModel";
import {
  LISTS_FOR_SHOP_SCAN,
  MAX_EDITED_LISTS,
  MAX_LIST_EDITORS,
  MAX_LIST_ENTRIES,
  MAX_LISTS,
} from "@convex/rules/lists";
import { keyBetween } from "@convex/rules/orderKeys";
import { LIST_VIEWERS_NAMED, MAX_ROOMS_PER_VIEWER, PRESENCE_TTL_MS, WATCHERS_CAP } from "@convex/rules/presence";
import type { Dataset } from "../dataset";
import { t } from "./backend";
import { BLOCKED_IN_BENCH, CONSTANT, ownWrite, type Budget, type Row } from "./budgets";
import type { Measurement } from "../meter";

type BenchLists = {
  full: Id<"lists">;
  entries: Id<"listEntries">[];
  spare: Id<"lists">;
  doomed: Id<"lists">;
  shop: Id<"shops">;
  newShop: Id<"shops">;
  invitee: Id<"users">;
  token: string;
};

let made: Promise<BenchLists> | undefined;

/** The first bench user's full list (200 shops, 19 editors), an empty one, one to delete, and someone to invite. */
function benchLists(d: Dataset): Promise<BenchLists> {
  made ??= t.run(async (ctx) => {
    const ownerId = d.users[0]!;
    const shops = await ctx.db.query("shops").take(MAX_LIST_ENTRIES + 1);
    const list = (title: string, linkToken?: string) =>
      ctx.db.insert("lists", {
        ownerId,
        title,
        description: "Bench",
        visibility: "public",
        ranked: true,
        ...(linkToken ? { linkToken } : {}),
      });
    const token = "BenchBenchBenchBenchBenc";
    const full = await list("Full", token);
    const entries: Id<"listEntries">[] = [];
    let key: string | null = null;
    for (const shop of shops.slice(0, MAX_LIST_ENTRIES)) {
      key = keyBetween(key, null);
      entries.push(
        await ctx.db.insert("listEntries", {
          listId: full,
          shopId: shop._id,
          note: "A fine cup",
          orderKey: key,
          addedBy: ownerId,
        }),
      );
    }
    await ctx.db.insert("listCounts", { listId: full, entries: entries.length });
    // Marked full as the count's job marks a list at the cap (decision 37).
    if (entries.length >= MAX_LIST_ENTRIES) await ctx.db.patch("lists", full, { full: true });
    // One seat short of the most editors, so the join-by-link row still has a place to take.
    for (const userId of d.users.slice(1, MAX_LIST_EDITORS))
      await ctx.db.insert("listEditors", { listId: full, userId });
    const invitee = d.users[MAX_LIST_EDITORS + 5]!;
    await ctx.db.insert("follows", { followerId: ownerId, followeeId: invitee });
    return {
      full,
      entries,
      spare: await list("Spare"),
      doomed: await list("Doomed"),
      shop: shops[0]!._id,
      newShop: shops[MAX_LIST_ENTRIES]!._id,
      invitee,
      token,
    };
  });
  return made;
}

const listRead = (m: Measurement): Budget => {
  const view = m.result as { entries: unknown[]; editors: unknown[] };
  return {
    limit: 2 * view.entries.length + 2 * view.editors.length + CONSTANT,
    rule: `2 × entries (the entry, its shop) + 2 × editors (the row, their name) + ${CONSTANT}`,
  };
};
/** Builds the bench lists unmeasured: a row's arguments are made inside the measurement. */
export const prepare = async (d: Dataset) => void (await benchLists(d));
/** A summary reads the list, its owner, the two blocks between viewer and owner, the editor row, two follows and the count. */
const summaries = (scanned: number, rule: string) => (): Budget => ({
  limit: 8 * scanned + CONSTANT,
  rule: `8 × ${rule} (${scanned}) + ${CONSTANT}`,
});

/**
 * A join or a leave reads the caller's session and room rows and, on a first join, the caller's rooms (at most
 * MAX_ROOMS_PER_VIEWER: the panels and lists open), besides the rate limit (decision 39; the budget is the one the
 * presence component's worker had, not measured again yet).
 */
const withCallersRooms = (): Budget => ({
  limit: 2 * CONSTANT + MAX_ROOMS_PER_VIEWER + 1,
  rule: `${CONSTANT} + the caller's rooms (${MAX_ROOMS_PER_VIEWER + 1}) + ${CONSTANT}`,
});

export const LIST_ROWS: Record<string, Row> = {
  "lists:get": {
    prepare,
    screen: `list page: ${MAX_LIST_ENTRIES} entries, ${MAX_LIST_EDITORS - 1} editors`,
    args: async (d) => ({ listId: (await benchLists(d)).full }),
    budget: listRead,
    naive: [],
  },
  "lists:link": {
    prepare,
    screen: "list page: the owner's invite link",
    args: async (d) => ({ listId: (await benchLists(d)).full }),
    budget: () => ({ limit: 2, rule: "the list and its owner" }),
    naive: [],
  },
  "lists:mine": {
    prepare,
    screen: "My lists",
    args: () => ({}),
    budget: summaries(MAX_LISTS + 100, "lists owned and edited at most"),
    naive: [],
  },
  "lists:forShop": {
    prepare,
    screen: 'shop panel: "In 3 lists"',
    args: async (d) => ({ shopId: (await benchLists(d)).shop }),
    budget: summaries(LISTS_FOR_SHOP_SCAN, "lists scanned"),
    naive: [],
  },
  "lists:forProfile": {
    prepare,
    screen: "profile: their lists",
    args: (d) => ({ userId: d.users[0]! }),
    budget: summaries(MAX_LISTS, "lists owned at most"),
    naive: [],
  },
  "lists:create": {
    prepare,
    screen: "new list",
    args: () => ({ title: "Bench list", description: "", visibility: "private", ranked: false }),
    budget: ownWrite,
    naive: [],
  },
  "listPicker:mine": {
    prepare,
    screen: "shop panel: Add to list, the caller's lists",
    args: async (d) => ({ shopId: (await benchLists(d)).shop }),
    budget: () => ({
      limit: 4 * (MAX_LISTS + MAX_EDITED_LISTS) + CONSTANT,
      rule: `4 × lists owned and edited at most (the list, its owner, its count, the shop's entry) + ${CONSTANT}`,
    }),
    naive: [],
  },
  "lists:createFrom": {
    prepare: async (d) => {
      await benchLists(d);
      await t.run(async (ctx) => {
        for (const shop of await ctx.db.query("shops").take(MAX_LIST_ENTRIES + 1))
          await ctx.db.insert("savedShops", { userId: d.users[0]!, shopId: shop._id, list: "been" });
      });
    },
    screen: `profile: Copy to a new list, ${MAX_LIST_ENTRIES} shops`,
    args: () => ({ from: "been", title: "Been", visibility: "private" }),
    budget: () => ({
      limit: 2 * MAX_LIST_ENTRIES + MAX_LISTS + CONSTANT,
      rule: `2 × ${MAX_LIST_ENTRIES} (saved row, shop) + ${MAX_LISTS} own lists + ${CONSTANT}`,
    }),
    naive: [],
  },
  "lists:update": {
    prepare,
    screen: "list settings: rename",
    args: async (d) => ({ listId: (await benchLists(d)).full, title: "Renamed" }),
    budget: ownWrite,
    naive: [],
  },
  "lists:remove": {
    prepare,
    screen: "list settings: delete (entries leave in scheduled batches)",
    args: async (d) => ({ listId: (await benchLists(d)).doomed }),
    budget: ownWrite,
    naive: [],
  },
  "lists:inviteEditor": {
    prepare,
    screen: "list settings: invite someone followed",
    args: async (d) => ({ listId: (await benchLists(d)).spare, userId: (await benchLists(d)).invitee }),
    budget: ownWrite,
    naive: [],
  },
  "lists:removeEditor": {
    prepare,
    screen: "list settings: remove an editor",
    args: async (d) => ({ listId: (await benchLists(d)).full, userId: d.users[1]! }),
    budget: ownWrite,
    naive: [],
  },
  "lists:createLink": {
    prepare,
    screen: "list settings: new invite link",
    args: async (d) => ({ listId: (await benchLists(d)).spare }),
    budget: ownWrite,
    naive: [],
  },
  "lists:revokeLink": {
    prepare,
    screen: "list settings: turn the link off",
    args: async (d) => ({ listId: (await benchLists(d)).spare }),
    budget: ownWrite,
    naive: [],
  },
  "lists:joinByLink": {
    prepare,
    screen: "invite link page: join",
    as: (d) => d.users[MAX_LIST_EDITORS + 10]!,
    args: async (d) => ({ token: (await benchLists(d)).token }),
    budget: ownWrite,
    naive: [],
  },
  "listEntries:add": {
    prepare,
    screen: "shop panel: Add to list",
    args: async (d) => ({ listId: (await benchLists(d)).spare, shopId: (await benchLists(d)).newShop }),
    budget: ownWrite,
    naive: [],
  },
  "listEntries:setNote": {
    prepare,
    screen: "list page: an entry's note",
    args: async (d) => ({ entryId: (await benchLists(d)).entries[10]!, note: "Bench note" }),
    budget: ownWrite,
    naive: [],
  },
  "listEntries:move": {
    prepare,
    screen: `list page: drag an entry of ${MAX_LIST_ENTRIES}`,
    args: async (d) => {
      const { entries } = await benchLists(d);
      return { entryId: entries[150]!, after: entries[20]!, before: entries[21]! };
    },
    budget: ownWrite,
    naive: [],
  },
  "listEntries:remove": {
    prepare,
    screen: "list page: remove an entry",
    args: async (d) => ({ entryId: (await benchLists(d)).entries[199]! }),
    budget: ownWrite,
    naive: [],
  },
  // The list page's presence (convex/presence.ts): each reads the list as lists:get's check does, then the room.
  "presence:listJoin": {
    prepare,
    screen: `list page: open (renewed on activity, counted ${PRESENCE_TTL_MS / 60_000} min)`,
    args: async (d) => ({ listId: (await benchLists(d)).full, sessionId: crypto.randomUUID() }),
    budget: withCallersRooms,
    naive: [],
  },
  "presence:listLeave": {
    prepare,
    screen: "list page: close",
    args: async (d) => ({ listId: (await benchLists(d)).full, sessionId: crypto.randomUUID() }),
    budget: withCallersRooms,
    naive: [],
  },
  "presence:listViewers": {
    prepare,
    screen: `list page: who else is looking (named: ${LIST_VIEWERS_NAMED})`,
    args: async (d) => ({ listId: (await benchLists(d)).full }),
    budget: () => ({
      limit: WATCHERS_CAP + 2 + 2 * BLOCKED_IN_BENCH + LIST_VIEWERS_NAMED + CONSTANT,
      rule: `viewers read (≤ ${WATCHERS_CAP + 2} + ${BLOCKED_IN_BENCH} blocked) + ${BLOCKED_IN_BENCH} blocks + ${LIST_VIEWERS_NAMED} names + ${CONSTANT}`,
    }),
    naive: [],
  },
};
