import { describe, expect, it } from "vitest";
import { api, internal } from "@convex/_generated/api";
import { expectNothingMoreToDo, insertOldShop, migrate } from "../../support/oldDeployment";
import { editShopAs, newShop, setUpAlice } from "../../support/shopWrites";

// The search box reads a small copy of each shop's name and place (shopNames, model/shopNames.ts).

describe("the search's copy of a shop", () => {
  it("follows a shop added and renamed: the new name is found, the old one no longer", async () => {
    const { backend, alice } = await setUpAlice();
    const search = async (text: string) =>
      (await alice.as.query(api.search.shops, { text })).map((shop) => [shop.name, shop.publicId]);
    const { _id, publicId } = await alice.as.mutation(api.shops.create, newShop);
    expect(await search(newShop.name)).toEqual([[newShop.name, publicId]]);

    await editShopAs(backend, alice, _id, { name: "Renamed Roasters" });
    expect(await search("renamed roasters")).toEqual([["Renamed Roasters", publicId]]);
    expect(await search(newShop.name)).toEqual([]);
    expect(await backend.t.run((ctx) => ctx.db.query("shopNames").collect())).toHaveLength(1);
  });

  it("shopNameRows: shops from before the copies are found once it has run", async () => {
    const { backend, alice } = await setUpAlice();
    await insertOldShop(backend, alice.userId, { name: "Older Cup" });
    expect(await alice.as.query(api.search.shops, { text: "older cup" })).toEqual([]);
    await migrate(backend, internal.migrations.shopNameRows);
    expect((await alice.as.query(api.search.shops, { text: "older cup" })).map((shop) => shop.name)).toEqual([
      "Older Cup",
    ]);
    await expectNothingMoreToDo(backend, internal.migrations.shopNameRows);
  });
});
