import { v } from "convex/values";
import { query } from "./_generated/server";
import { COUNTRIES, storedCountry } from "./rules/countries";

/** Far above the regions with shops of every supported country together (the US alone has 52). */
const REGION_ROWS_LIMIT = 1000;

/**
 * The countries that have shops, in the forms' order (the US first, then by name), for the first
 * dropdown of Add Review: the countries of the places table's region rows (a row from before
 * countries is in the US), so no count of its own has to be kept.
 */
export const countries = query({
  args: {},
  returns: v.array(v.string()),
  handler: async (ctx) => {
    const rows = await ctx.db
      .query("places")
      .withIndex("by_level_country_state_city", (q) => q.eq("level", "state"))
      .take(REGION_ROWS_LIMIT);
    const found = new Set(rows.map(storedCountry));
    return COUNTRIES.map((country) => country.code).filter((code) => found.has(code));
  },
});
