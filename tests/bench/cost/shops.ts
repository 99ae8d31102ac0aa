// The cost rows of adding and editing a shop: the place dropdowns, the duplicate check, the address's
// position, saving, a rename and the shop's history.
import { RENAME_BATCH } from "@convex/model/renames";
import { SHOP_PAGE } from "@convex/rules/search";
import { shopInput } from "../../support/testData";
import { d, t } from "./backend";
import { CONSTANT, ownWrite, panel, perItem, type Row, type WorstCase } from "./budgets";

export const SHOP_ROWS: Record<string, Row> = {
  "shops:states": {
    screen: "add review / edit shop: state dropdown",
    args: () => ({}),
    budget: perItem(1),
    naive: ["shops"],
  },
  "places:countries": {
    screen: "add review: country dropdown (the regions' rows: the US alone has 52)",
    args: () => ({}),
    // One places row per region that has shops, whatever the countries returned: at most REGION_ROWS_LIMIT.
    budget: () => ({ limit: 1000, rule: "the region rows of the places table (convex/places.ts: at most 1,000)" }),
    naive: ["shops"],
  },
  "shops:cities": {
    screen: "city dropdown",
    args: (d) => ({ state: d.busyCity.state }),
    budget: perItem(1),
    naive: ["shops"],
  },
  "shops:inCity": {
    screen: "shop dropdown (a page of SHOP_PAGE shops; Load more shops)",
    args: (d) => ({
      state: d.busyCity.state,
      city: d.busyCity.city,
      paginationOpts: { numItems: SHOP_PAGE, cursor: null },
    }),
    // Each shop of the page and its shopTotals row for the ratings it shows (decision 37).
    budget: perItem(2),
    naive: ["shops"],
  },
  "shops:addressTaken": {
    screen: "add shop: duplicate check",
    args: (d) => ({ streetAddress: d.busiestShop.streetAddress, city: d.busiestShop.city, state: d.busiestShop.state }),
    budget: () => ({ limit: 2, rule: "caller + match" }),
    naive: ["shops"],
  },
  "shops:create": {
    screen: "add shop: save (shared with the adder's followers by scheduled batches)",
    args: () => shopInput({ city: "Boston", state: "MA" }),
    budget: ownWrite,
    naive: [],
  },
  "shops:update": {
    screen: "edit shop: save",
    args: async () => {
      const shop = (await t.run((ctx) => ctx.db.get(d.busiestShop._id)))!;
      const { name, streetAddress, roastsOwnBeans, website, beverages, roastStyle } = shop;
      return {
        id: shop._id,
        version: shop.version,
        name,
        streetAddress,
        roastsOwnBeans,
        hours: `${shop.hours} (bench)`,
        website,
        beverages,
        roastStyle,
      };
    },
    budget: () => ({ limit: CONSTANT, rule: `${CONSTANT}` }),
    naive: [],
  },
  "shops:history": {
    screen: "edit shop: history",
    args: (d) => ({ shopId: d.busiestShop._id, paginationOpts: { numItems: 10, cursor: null } }),
    budget: panel(10),
    naive: [],
  },
  "geocoding:geocodeAddress": {
    screen: "add shop: address (cached)",
    args: () => ({ streetAddress: "1 Main St", city: "Boston", state: "MA" }),
    warm: true,
    budget: () => ({ limit: CONSTANT, rule: `${CONSTANT}` }),
    naive: [],
  },
};

export const SHOP_WORST_CASES: WorstCase[] = [
  {
    name: "shops:update (rename)",
    fn: "shops:update",
    row: {
      screen: `edit shop: rename the busiest shop (its reviews take the new name in scheduled batches of ${RENAME_BATCH})`,
      args: async () => {
        const shop = (await t.run((ctx) => ctx.db.get(d.busiestShop._id)))!;
        const { streetAddress, hours, roastsOwnBeans, website, beverages, roastStyle } = shop;
        return {
          id: shop._id,
          version: shop.version,
          name: `${shop.name} Renamed`,
          streetAddress,
          hours,
          roastsOwnBeans,
          website,
          beverages,
          roastStyle,
        };
      },
      budget: ownWrite,
      naive: [],
    },
  },
];
