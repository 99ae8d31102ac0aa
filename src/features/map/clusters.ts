// Which clusters and single shops the open map shows for a view. Supercluster is the library
// MapLibre's own GeoJSON clustering (and the Google map's clusterer) runs on; calling it here keeps
// the markers out of MapLibre's tile pipeline, so new data never costs a WebGL redraw.
import Supercluster from "supercluster";
import { CLUSTER } from "@/features/map/markerStyle";
import type { MarkerShop } from "@/features/map/types";

export type Placed =
  | { kind: "shop"; key: string; lng: number; lat: number; shop: MarkerShop }
  | { kind: "cluster"; key: string; lng: number; lat: number; clusterId: number; count: number };

export type View = { west: number; south: number; east: number; north: number; zoom: number };

type ShopProps = { index: number };

export type ShopClusters = {
  placedIn(view: View): Placed[];
  expansionZoom(clusterId: number): number;
  /** Every shop in the cluster. */
  leaves(clusterId: number): MarkerShop[];
};

export function clusterShops(shops: readonly MarkerShop[]): ShopClusters {
  const index = new Supercluster<ShopProps>({
    radius: CLUSTER.radius,
    maxZoom: CLUSTER.maxZoom,
    minPoints: CLUSTER.minPoints,
  });
  index.load(
    shops.map((shop, i) => ({
      type: "Feature" as const,
      geometry: { type: "Point" as const, coordinates: [shop.lng, shop.lat] },
      properties: { index: i },
    })),
  );
  return {
    placedIn(view) {
      return index.getClusters(paddedBox(view), Math.floor(view.zoom)).map((feature): Placed => {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const props = feature.properties;
        if ("cluster" in props && props.cluster) {
          return {
            kind: "cluster",
            key: `cluster-${props.cluster_id}`,
            lng,
            lat,
            clusterId: props.cluster_id,
            count: props.point_count,
          };
        }
        const shop = shops[(props as ShopProps).index]!;
        return { kind: "shop", key: shop._id, lng: shop.lng, lat: shop.lat, shop };
      });
    },
    expansionZoom(clusterId) {
      return index.getClusterExpansionZoom(clusterId);
    },
    leaves(clusterId) {
      return index.getLeaves(clusterId, Infinity).map((leaf) => shops[leaf.properties.index]!);
    },
  };
}

/**
 * The view plus half its size on every side, so markers just outside are already there when the
 * map is dragged; a view wider than the world asks for all of it.
 */
function paddedBox({ west, south, east, north }: View): [number, number, number, number] {
  const width = east - west;
  const height = north - south;
  if (width >= 180) return [-180, -90, 180, 90];
  return [west - width / 2, Math.max(-90, south - height / 2), east + width / 2, Math.min(90, north + height / 2)];
}
