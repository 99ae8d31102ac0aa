import { expect } from "vitest";
import { regionOf } from "@convex/rules/mapRegions";
import type { Doc, Id } from "@convex/_generated/dataModel";
import { PUBLIC_TO_SIGNED_IN, SAME_FOR_EVERYONE, badgesOf } from "../../support/authorizationMatrix";
import type { Row } from "../../support/authorizationMatrix";
import { shopInput } from "../../support/testData";

// The authorization matrix's rows for shops and their edit history, the map, shop search, bean lists, saved shops and
// place names (the tables of convex/tables/shops.ts). tests/backend/authorization/shops.test.ts runs them;
// tests/support/authorizationMatrix.ts says what a row proves.

/** The editable fields of a shop, with some changed: the arguments shops.update takes. */
const editOf = (shop: Doc<"shops">, changes: Partial<Doc<"shops">>) => {
  const { name, streetAddress, hours, website, beverages, roastStyle } = { ...shop, ...changes };
  return { name, streetAddress, hours, website, beverages, roastStyle };
};

export const SHOP_ROWS: Record<string, Row> = {
  "shops:get": { args: (f) => ({ id: f.shop._id }), signedOutReads: SAME_FOR_EVERYONE, otherUser: SAME_FOR_EVERYONE },
  "shops:getByPublicId": {
    args: (f) => ({ publicId: f.shop.publicId }),
    signedOutReads: SAME_FOR_EVERYONE,
    otherUser: SAME_FOR_EVERYONE,
  },
  "shops:states": { args: () => ({}), signedOutReads: SAME_FOR_EVERYONE, otherUser: SAME_FOR_EVERYONE },
  "places:countries": { args: () => ({}), signedOutReads: SAME_FOR_EVERYONE, otherUser: SAME_FOR_EVERYONE },
  "shops:cities": {
    args: (f) => ({ state: f.shop.state }),
    signedOutReads: SAME_FOR_EVERYONE,
    otherUser: SAME_FOR_EVERYONE,
  },
  "shops:inCity": {
    args: (f) => ({ state: f.shop.state, city: f.shop.city, paginationOpts: { numItems: 10, cursor: null } }),
    signedOutReads: SAME_FOR_EVERYONE,
    otherUser: SAME_FOR_EVERYONE,
  },

  "shops:addressTaken": {
    args: (f) => ({ streetAddress: f.shop.streetAddress, city: f.shop.city, state: f.shop.state }),
    otherUser: PUBLIC_TO_SIGNED_IN,
  },
  "shops:create": {
    args: () => shopInput(),
    otherUser: async (f, call) => {
      // A new shop is always the caller's: it is counted on their badges, never on the owner's.
      const ownerBadges = await badgesOf(f, f.owner);
      const result = await call(f.other, shopInput());
      expect(result.status).toBe("success");
      const shop = await f.backend.t.run((ctx) =>
        ctx.db.get((result as unknown as { value: { _id: Id<"shops"> } }).value._id),
      );
      expect(shop?.submittedBy).toBe(f.other.userId);
      expect(await badgesOf(f, f.owner)).toEqual(ownerBadges);
    },
  },
  "shops:update": {
    args: (f) => ({ id: f.shop._id, version: f.shop.version, ...editOf(f.shop, { hours: "6am-6pm" }) }),
    otherUser:
      "any signed-in user may edit any shop (docs/product.md §6); every edit is recorded with its editor (tests/backend/shops/shops-update.test.ts)",
  },
  "shops:history": {
    args: (f) => ({ shopId: f.shop._id, paginationOpts: { numItems: 10, cursor: null } }),
    signedOutReads: SAME_FOR_EVERYONE,
    otherUser: SAME_FOR_EVERYONE,
  },
  "beans:save": {
    args: (f) => ({
      shopId: f.shop._id,
      beans: [{ name: "House", roast: "Medium", notes: "cocoa, cherry", origin: "Colombia" }],
    }),
    otherUser: "a shop's bean list is shared: any signed-in user maintains it (docs/product.md §1, §6)",
  },
  "beans:restore": {
    args: (f) => ({ shopId: f.shop._id, editId: f.beanEdit }),
    otherUser:
      "a shop's bean list is shared: any signed-in user may restore an earlier version; the restore is itself recorded with its editor (tests/backend/shops/beans.test.ts)",
  },
  "beans:history": {
    args: (f) => ({ shopId: f.shop._id, paginationOpts: { numItems: 10, cursor: null } }),
    signedOutReads: SAME_FOR_EVERYONE,
    otherUser: SAME_FOR_EVERYONE,
  },
  "shops:inViewport": {
    args: (f) => ({
      south: f.shop.lat - 0.02,
      west: f.shop.lng - 0.03,
      north: f.shop.lat + 0.02,
      east: f.shop.lng + 0.03,
    }),
    signedOutReads: SAME_FOR_EVERYONE,
    otherUser: SAME_FOR_EVERYONE,
  },
  "mapEdge:regions": {
    args: (f) => ({ keys: [regionOf(f.shop.lat, f.shop.lng)] }),
    signedOutReads: SAME_FOR_EVERYONE,
    otherUser: SAME_FOR_EVERYONE,
  },
  "shopPanel:shared": {
    args: (f) => ({ id: f.shop._id }),
    signedOutReads: SAME_FOR_EVERYONE,
    otherUser: SAME_FOR_EVERYONE,
  },
  "shopPanel:live": {
    args: (f) => ({ id: f.shop._id }),
    signedOutReads: SAME_FOR_EVERYONE,
    otherUser: SAME_FOR_EVERYONE,
  },
  "shopPanel:mine": {
    args: (f) => ({ shopId: f.shop._id, reviewIds: [] }),
    otherUser: async (f, call) => {
      // The viewer's own answers only: the owner's saved list is not another person's.
      await f.backend.call(
        "mutation",
        "saved:set",
        { shopId: f.shop._id, list: "favourite", saved: true },
        f.owner.token,
      );
      expect(await call(f.owner, { shopId: f.shop._id, reviewIds: [] })).toMatchObject({
        value: { saved: { favourite: true } },
      });
      expect(await call(f.other, { shopId: f.shop._id, reviewIds: [] })).toMatchObject({
        value: { saved: { favourite: false } },
      });
    },
  },
  "search:shops": {
    args: (f) => ({ text: f.shop.name }),
    signedOutReads: SAME_FOR_EVERYONE,
    otherUser: SAME_FOR_EVERYONE,
  },
  "beans:forShop": {
    args: (f) => ({ shopId: f.shop._id }),
    signedOutReads: SAME_FOR_EVERYONE,
    otherUser: SAME_FOR_EVERYONE,
  },
  "saved:forShop": {
    args: (f) => ({ shopId: f.shop._id }),
    otherUser: async (f, call) => {
      await f.backend.call(
        "mutation",
        "saved:set",
        { shopId: f.shop._id, list: "favourite", saved: true },
        f.owner.token,
      );
      expect(await call(f.other, { shopId: f.shop._id })).toEqual({
        status: "success",
        value: { wantToTry: false, favourite: false, been: true, reviewed: true }, // other reviewed it too
      });
    },
  },
  "saved:set": {
    args: (f) => ({ shopId: f.shop._id, list: "wantToTry", saved: true }),
    otherUser: async (f, call) => {
      // There is no way to name another user: `other` unsaving changes only their own list.
      await f.backend.call(
        "mutation",
        "saved:set",
        { shopId: f.shop._id, list: "favourite", saved: true },
        f.owner.token,
      );
      expect(await call(f.other, { shopId: f.shop._id, list: "favourite", saved: false })).toMatchObject({
        status: "success",
      });
      expect(await f.backend.call("query", "saved:forShop", { shopId: f.shop._id }, f.owner.token)).toMatchObject({
        value: { favourite: true },
      });
    },
  },
  "saved:mine": {
    args: () => ({ list: "favourite", paginationOpts: { numItems: 10, cursor: null } }),
    otherUser: async (f, call) => {
      await f.backend.call(
        "mutation",
        "saved:set",
        { shopId: f.shop._id, list: "favourite", saved: true },
        f.owner.token,
      );
      expect(await call(f.other, { list: "favourite", paginationOpts: { numItems: 10, cursor: null } })).toMatchObject({
        status: "success",
        value: { page: [] },
      });
    },
  },
  "geocoding:geocodeCity": {
    args: () => ({ query: "Boston MA" }),
    otherUser: "no user's data: a shared cache of place names",
  },
  "geocoding:geocodeCityAsVisitor": {
    args: () => ({ query: "Boston MA" }),
    signedOutReads: `a visitor looks at the map before signing up (decision 30): ${SAME_FOR_EVERYONE}`,
    otherUser: "no user's data: the shared cache of place names and the offline gazetteer",
  },
  "geocoding:suggestCities": {
    args: () => ({ query: "Cambrige" }),
    otherUser: "no user's data: town names from the offline gazetteer",
  },
  "geocoding:suggestCitiesAsVisitor": {
    args: () => ({ query: "Cambrige" }),
    signedOutReads: `a visitor looks at the map before signing up (decision 30): ${SAME_FOR_EVERYONE}`,
    otherUser: "no user's data: town names from the offline gazetteer",
  },
  "geocoding:townAt": {
    args: () => ({ lat: 42.36, lng: -71.06 }),
    otherUser: "no user's data: town names from the offline gazetteer",
  },
  "geocoding:geocodeAddress": {
    args: () => ({ streetAddress: "1 Main St", city: "Boston", state: "MA" }),
    otherUser: "no user's data: a shared cache of place names",
  },
};
