import {
  MarkerClusterer,
  SuperClusterAlgorithm,
  type Cluster,
  type MarkerClustererOptions,
} from "@googlemaps/markerclusterer";
import { useEffect, useRef, useState } from "react";
import { CLUSTER } from "@/features/map/markerStyle";
import type { Placed } from "@/features/map/clusters";
import type { MarkerShop } from "@/features/map/types";

/** The clusterer's answer: what to draw, and each cluster's shops and bounds by its `clusterId`. */
export type Grouping = {
  placed: Placed[];
  clusters: { shops: MarkerShop[]; bounds: google.maps.LatLngBounds | undefined }[];
};
const NOTHING: Grouping = { placed: [], clusters: [] };

/** Google's clusterer, telling the map its clusters each time it works them out, instead of drawing them. */
class ReportingClusterer extends MarkerClusterer {
  constructor(
    options: MarkerClustererOptions,
    private readonly report: (clusters: Cluster[]) => void,
  ) {
    super(options);
  }
  protected override renderClusters() {
    super.renderClusters();
    this.report(this.clusters);
  }
}

/** The clusterer's clusters as the shared layout's shops and clusters. */
function toGrouping(found: Cluster[], shopOf: Map<google.maps.Marker, MarkerShop>): Grouping {
  const clusters: Grouping["clusters"] = [];
  const placed = found.flatMap((cluster): Placed[] => {
    const shopsHere = cluster.markers.flatMap((marker) => shopOf.get(marker as google.maps.Marker) ?? []);
    if (shopsHere.length === 1) {
      const shop = shopsHere[0]!;
      return [{ kind: "shop", key: shop._id, lng: shop.lng, lat: shop.lat, shop }];
    }
    const clusterId = clusters.push({ shops: shopsHere, bounds: cluster.bounds }) - 1;
    const { lat, lng } = cluster.position.toJSON();
    const first = shopsHere.map((shop) => shop._id).sort()[0];
    return [
      {
        kind: "cluster",
        key: `cluster-${first}-${shopsHere.length}`,
        lng,
        lat,
        clusterId,
        count: shopsHere.length,
      },
    ];
  });
  return { placed, clusters };
}

/**
 * Google's clusterer grouping the shops with the shared settings, on invisible markers: what it
 * reports is drawn by the shared marker layer.
 */
export function useGoogleClusters(map: google.maps.Map | null, shops: MarkerShop[]): Grouping {
  const [grouping, setGrouping] = useState<Grouping>(NOTHING);
  const clusterer = useRef<ReportingClusterer | null>(null);
  const shopOf = useRef(new Map<google.maps.Marker, MarkerShop>());

  useEffect(() => {
    if (!map) return;
    const instance = new ReportingClusterer(
      {
        map,
        algorithm: new SuperClusterAlgorithm({
          radius: CLUSTER.radius,
          maxZoom: CLUSTER.maxZoom,
          minPoints: CLUSTER.minPoints,
        }),
        // Google draws nothing itself: clusters are the shared buttons, drawn by the marker layer.
        renderer: { render: ({ position }) => new google.maps.Marker({ position, visible: false }) },
        onClusterClick: () => {},
      },
      (clusters) => setGrouping(toGrouping(clusters, shopOf.current)),
    );
    clusterer.current = instance;
    return () => {
      instance.clearMarkers();
      instance.setMap(null);
      clusterer.current = null;
    };
  }, [map]);

  useEffect(() => {
    const instance = clusterer.current;
    if (!map || !instance) return;
    // Invisible markers: the clusterer needs them to group; the layer draws what shows.
    const known = shopOf.current;
    const markers = shops.map((shop) => {
      const marker = new google.maps.Marker({ position: { lat: shop.lat, lng: shop.lng }, visible: false });
      known.set(marker, shop);
      return marker;
    });
    instance.clearMarkers(true);
    instance.addMarkers(markers);
    return () => {
      instance.clearMarkers(true);
      for (const marker of markers) known.delete(marker);
    };
  }, [map, shops]);

  return grouping;
}
