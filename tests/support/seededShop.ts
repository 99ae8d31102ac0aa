import type { SandboxBackend } from "../../sandbox/backend";
import { insertShop } from "./testData";

/**
 * A shop as the add and edit shop forms' tests find it: submitted by the first account, open 7-5, serving
 * lattes, dark roast, its yes/no answers No; at downtown Boston unless `fields` say where.
 */
export async function seedShop(
  backend: SandboxBackend,
  fields: { name: string; streetAddress: string } & Parameters<typeof insertShop>[2],
) {
  return backend.t.run(async (ctx) => {
    const user = await ctx.db.query("users").first();
    const asSeeded = {
      hours: "7-5",
      website: "https://example.com",
      beverages: ["Latte"],
      roastStyle: "dark",
      roastsOwnBeans: false,
      dairyFree: false,
      bakeryOptions: false,
    };
    return insertShop(ctx, user!._id, { ...asSeeded, lat: 42.36, lng: -71.06, ...fields });
  });
}
