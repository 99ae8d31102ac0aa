import { expect } from "vitest";
import { MESSAGES } from "@convex/rules/messages";
import type { Caller, Fixture, Row } from "../../support/authorizationMatrix";

// The authorization matrix's rows for shared lists (convex/tables/lists.ts): convex/lists.ts and
// convex/listEntries.ts. tests/backend/authorization/lists.test.ts runs them; the lists they act on are the
// curator's (tests/support/listFixture.ts). Rows that change entries run before the one that removes an entry.

const curator = (f: Fixture) => f.lists.curator;
/** `other` is refused with `message`, and the curator's public list is as it was. */
const refusedFor = (message: string) => async (f: Fixture, call: Caller, args: Record<string, string | null>) => {
  expect(await call(f.other, args)).toMatchObject({ status: "error", errorData: message });
};
const PUBLIC_LIST =
  "anyone with the link sees a public list, visitors too; the same answer for every viewer (a private list's row proves the rest)";

export const LIST_ROWS: Record<string, Row> = {
  "lists:create": {
    args: () => ({ title: "Mine", description: "", visibility: "private", ranked: false }),
    otherUser: "makes a list the caller owns; there is no way to name another person",
  },
  "lists:update": {
    args: (f) => ({ listId: f.lists.open, ranked: true }),
    caller: curator,
    otherUser: (f, call) => refusedFor(MESSAGES.listOwnerOnly)(f, call, { listId: f.lists.open, title: "Taken" }),
  },
  "lists:get": {
    args: (f) => ({ listId: f.lists.open }),
    signedOutReads: PUBLIC_LIST,
    otherUser: (f, call) => refusedFor(MESSAGES.listNotFound)(f, call, { listId: f.lists.closed }),
  },
  "lists:link": {
    args: (f) => ({ listId: f.lists.open }),
    caller: curator,
    otherUser: (f, call) => refusedFor(MESSAGES.listOwnerOnly)(f, call, { listId: f.lists.joinable }),
  },
  "lists:mine": {
    args: () => ({}),
    otherUser: async (f, call) => {
      expect(JSON.stringify(await call(f.other, {}))).not.toContain(f.lists.open);
    },
  },
  "lists:forShop": {
    args: (f) => ({ shopId: f.shop._id }),
    signedOutReads: `${PUBLIC_LIST}; the curator's private lists are left out for everyone else`,
    otherUser: async (f, call) => {
      const seen = JSON.stringify(await call(f.other, { shopId: f.shop._id }));
      expect(seen).toContain(f.lists.open);
      expect(seen).not.toContain(f.lists.closed);
    },
  },
  "lists:forProfile": {
    args: (f) => ({ userId: f.lists.curator.userId }),
    signedOutReads: `${PUBLIC_LIST}; the curator's private lists are left out for everyone else`,
    otherUser: async (f, call) => {
      expect(JSON.stringify(await call(f.other, { userId: f.lists.curator.userId }))).not.toContain(f.lists.joinable);
    },
  },
  "listEntries:add": {
    args: (f) => ({ listId: f.lists.closed, shopId: f.shop._id }),
    caller: curator,
    otherUser: (f, call) => refusedFor(MESSAGES.listEditorsOnly)(f, call, { listId: f.lists.open, shopId: f.shop._id }),
  },
  "listEntries:setNote": {
    args: (f) => ({ entryId: f.lists.entries[0], note: "Try the cortado" }),
    caller: curator,
    otherUser: (f, call) =>
      refusedFor(MESSAGES.listEditorsOnly)(f, call, { entryId: f.lists.entries[0], note: "Mine now" }),
  },
  "listEntries:move": {
    args: (f) => ({ entryId: f.lists.entries[1], after: null, before: f.lists.entries[0] }),
    caller: curator,
    otherUser: (f, call) =>
      refusedFor(MESSAGES.listEditorsOnly)(f, call, { entryId: f.lists.entries[0], after: null, before: null }),
  },
  "listEntries:remove": {
    args: (f) => ({ entryId: f.lists.entries[2] }),
    caller: curator,
    otherUser: (f, call) => refusedFor(MESSAGES.listEditorsOnly)(f, call, { entryId: f.lists.entries[0] }),
  },
  "lists:inviteEditor": {
    args: (f) => ({ listId: f.lists.open, userId: f.lists.invitee }),
    caller: curator,
    otherUser: (f, call) =>
      refusedFor(MESSAGES.listOwnerOnly)(f, call, { listId: f.lists.open, userId: f.other.userId }),
  },
  "lists:removeEditor": {
    args: (f) => ({ listId: f.lists.open, userId: f.lists.invitee }),
    caller: curator,
    otherUser: (f, call) =>
      refusedFor(MESSAGES.listOwnerOnly)(f, call, { listId: f.lists.open, userId: f.lists.invitee }),
  },
  "lists:joinByLink": {
    args: (f) => ({ token: f.lists.token }),
    otherUser: "joins the caller alone, and only with the list's secret; an unknown secret is refused (lists tests)",
  },
  "lists:createLink": {
    args: (f) => ({ listId: f.lists.open }),
    caller: curator,
    otherUser: (f, call) => refusedFor(MESSAGES.listOwnerOnly)(f, call, { listId: f.lists.joinable }),
  },
  "lists:revokeLink": {
    args: (f) => ({ listId: f.lists.open }),
    caller: curator,
    otherUser: (f, call) => refusedFor(MESSAGES.listOwnerOnly)(f, call, { listId: f.lists.joinable }),
  },
  "lists:remove": {
    args: (f) => ({ listId: f.lists.doomed }),
    caller: curator,
    otherUser: (f, call) => refusedFor(MESSAGES.listOwnerOnly)(f, call, { listId: f.lists.open }),
  },
  "listPicker:mine": {
    args: (f) => ({ shopId: f.shop._id }),
    caller: curator,
    otherUser: async (f, call) => {
      // Only the caller's own lists: the curator's never show in another person's picker.
      expect(JSON.stringify(await call(f.other, { shopId: f.shop._id }))).not.toContain(f.lists.open);
    },
  },
  // Last: the list it makes holds the fixture's shop, which lists:forShop's row counts.
  "lists:createFrom": {
    args: () => ({ from: "been", title: "Been", visibility: "private" }),
    otherUser: async (f, call) => {
      // Copies the caller's own saved shops: the owner's Been never reaches another person's list.
      expect(await call(f.other, { from: "favourite", title: "Mine", visibility: "private" })).toMatchObject({
        status: "error",
        errorData: MESSAGES.listCopyEmpty,
      });
    },
  },
};
