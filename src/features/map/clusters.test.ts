import { describe, expect, it } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import { clusterShops, type View } from "@/features/map/clusters";
import type { MarkerShop } from "@/features/map/types";

function shop(n: number, lat: number, lng: number): MarkerShop {
  return { _id: `shop${n}` as Id<"shops">, name: `Shop ${n}`, roastStyle: "medium", lat, lng, rating: 0, reviews: 0 };
}

/** Two shops 30 m apart in Boston, one 5 km away. */
const SHOPS = [shop(1, 42.3601, -71.0589), shop(2, 42.3603, -71.0586), shop(3, 42.3955, -71.1219)];
const BOSTON = { west: -71.2, south: 42.3, east: -71.0, north: 42.45 };

function view(zoom: number, box = BOSTON): View {
  return { ...box, zoom };
}

describe("clusterShops", () => {
  it("shows every shop on its own when zoomed in past the cluster zoom", () => {
    const placed = clusterShops(SHOPS).placedIn(view(17));
    expect(placed.map((p) => p.key).sort()).toEqual(["shop1", "shop2", "shop3"]);
    expect(placed.every((p) => p.kind === "shop")).toBe(true);
  });

  it("groups shops within 60 px into one cluster that counts them, and zooms in to split it", () => {
    const clusters = clusterShops(SHOPS);
    const placed = clusters.placedIn(view(12));
    const cluster = placed.find((p) => p.kind === "cluster");
    expect(cluster).toMatchObject({ kind: "cluster", count: 2 });
    expect(placed.filter((p) => p.kind === "shop").map((p) => p.key)).toEqual(["shop3"]);
    if (cluster?.kind !== "cluster") throw new Error("no cluster");
    const zoom = clusters.expansionZoom(cluster.clusterId);
    expect(zoom).toBeGreaterThan(12);
    expect(clusters.placedIn(view(zoom)).filter((p) => p.kind === "shop")).toHaveLength(3);
    expect(
      clusters
        .leaves(cluster.clusterId)
        .map((s) => s._id)
        .sort(),
    ).toEqual(["shop1", "shop2"]);
  });

  it("leaves out shops far outside the view and keeps those just beyond its edge", () => {
    const far = shop(4, 34.05, -118.24);
    const nearEdge = shop(5, 42.46, -71.1);
    const keys = clusterShops([...SHOPS, far, nearEdge])
      .placedIn(view(17))
      .map((p) => p.key);
    expect(keys).toContain("shop5");
    expect(keys).not.toContain("shop4");
  });

  it("keeps the shop's own position and data on a single marker", () => {
    const [placed] = clusterShops([SHOPS[2]!]).placedIn(view(15));
    expect(placed).toEqual({ kind: "shop", key: "shop3", lng: -71.1219, lat: 42.3955, shop: SHOPS[2] });
  });

  it("shows nothing when there are no shops", () => {
    expect(clusterShops([]).placedIn(view(14))).toEqual([]);
  });
});
