// The conflict pairs of where shops are (tests/bench/conflicts.test.ts runs them with the others): a shop added to
// or edited in a tile while a review of another shop of that tile has its job change the tile's ratings, and two
// shops added in one town, whose town and state counts both change.
import type { Id } from "@convex/_generated/dataModel";
import type { SandboxBackend } from "../../sandbox/backend";
import { REVIEW, insertShop, shopInput } from "../support/testData";
import type { Call, Pair, Person } from "./conflicts.test";

/** Two shops a few metres apart (one map tile), a reviewer and an editor. */
export function tilePairs(person: (backend: SandboxBackend) => Promise<Person>): Pair[] {
  const world = async (backend: SandboxBackend) => {
    const [owner, reviewer, editor] = [await person(backend), await person(backend), await person(backend)];
    const at = (lat: number, lng: number, name: string) =>
      backend.t.run((ctx) => insertShop(ctx, owner.userId, { name, streetAddress: `${name} St`, lat, lng }));
    return {
      reviewer,
      editor,
      reviewed: await at(42.3512, -71.0612, "Reviewed Cup"),
      edited: await at(42.3514, -71.0614, "Edited Cup"),
    };
  };
  const review = (shopId: Id<"shops">, as: Person): Call => ({
    kind: "mutation",
    path: "reviews:create",
    args: { shopId, ...REVIEW, photos: [] },
    as,
  });
  return [
    {
      name: "a shop edited in a map tile while another shop of it is reviewed",
      setUp: async (backend) => {
        const { reviewer, editor, reviewed, edited } = await world(backend);
        const shop = (await backend.t.run((ctx) => ctx.db.get(edited)))!;
        const { name: _n, streetAddress, hours, website, beverages, roastStyle, version } = shop;
        const edit: Call = {
          kind: "mutation",
          path: "shops:update",
          args: { id: edited, version, name: "Renamed Cup", streetAddress, hours, website, beverages, roastStyle },
          as: editor,
        };
        return [review(reviewed, reviewer), edit];
      },
    },
    {
      name: "a shop added to a map tile while another shop of it is reviewed",
      setUp: async (backend) => {
        const { reviewer, editor, reviewed } = await world(backend);
        const add: Call = {
          kind: "mutation",
          path: "shops:create",
          args: shopInput({ name: "New Cup", streetAddress: "7 New St", lat: 42.3513, lng: -71.0613 }),
          as: editor,
        };
        return [review(reviewed, reviewer), add];
      },
    },
    {
      name: "two shops added in one town",
      setUp: async (backend) => {
        const [one, two] = [await person(backend), await person(backend)];
        const add = (as: Person, n: number): Call => ({
          kind: "mutation",
          path: "shops:create",
          args: shopInput({ name: `Town Cup ${n}`, streetAddress: `${n} Town St`, lat: 42.36 + n / 1000, lng: -71.05 }),
          as,
        });
        return [add(one, 1), add(two, 2)];
      },
    },
  ];
}
