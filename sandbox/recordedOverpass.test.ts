import { describe, expect, it } from "vitest";
import { fetchCoffeePlaces } from "@convex/integrations/overpass";
import { answerOverpass } from "./recordedOverpass";

const throughSandbox: typeof fetch = async (_url, init) => answerOverpass(String(init?.body ?? ""));

describe("the sandbox's recorded Overpass", () => {
  it("answers the real client's query with the recorded places in its box", async () => {
    const melbourne = await fetchCoffeePlaces(
      { south: -37.83, west: 144.94, north: -37.79, east: 144.99 },
      { fetcher: throughSandbox },
    );
    expect(melbourne.ok && melbourne.elements.map((element) => element.tags["name"])).toEqual([
      "Degraves Lane Roasters",
      "Flinders Filter Bar",
      "Carlton Cupping Room",
      "Gloria Jean's",
      "Bubble Lab",
      "Fitzroy Night Owl",
    ]);
    const elsewhere = await fetchCoffeePlaces({ south: 0, west: 0, north: 1, east: 1 }, { fetcher: throughSandbox });
    expect(elsewhere).toEqual({ ok: true, elements: [] });
  });

  it("refuses a query without a box as Overpass does", () => {
    expect(answerOverpass("data=node;out;").status).toBe(400);
  });
});
