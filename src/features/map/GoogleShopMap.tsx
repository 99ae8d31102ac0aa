// Google Maps, used when VITE_GOOGLE_MAPS_API_KEY is set. Same behaviour as the open map: Google's
// clusterer groups the markers with the shared settings, and the shared layout draws the same
// buttons (clusters, shops with their cards, stacks) in one layer over the map.
import { GoogleMap, useJsApiLoader } from "@react-google-maps/api";
import {
  MarkerClusterer,
  SuperClusterAlgorithm,
  type Cluster,
  type MarkerClustererOptions,
} from "@googlemaps/markerclusterer";
import { useEffect, useMemo, useRef, useState } from "react";
import { CLUSTER, INITIAL_ZOOM, showsLabelCard } from "@/features/map/markerStyle";
import { MESSAGES } from "@convex/rules/messages";
import type { Placed } from "@/features/map/clusters";
import { googleLayerHost } from "@/features/map/googleLayerHost";
import { MapMessage } from "@/features/map/MapMessage";
import { markerElements } from "@/features/map/markerContent";
import { stackedBeyondClustering } from "@/features/map/markerLayout";
import { MarkerLayer } from "@/features/map/MarkerLayer";
import { withUserLocation } from "@/features/map/userLocationMarker";
import type { ScreenView } from "@/features/map/screenGeometry";
import { stackKey } from "@/features/map/stacks";
import type { MarkerShop, ShopMapProps } from "@/features/map/types";
import { useMarkerLayout } from "@/features/map/useMarkerLayout";

/** Points-of-interest labels hidden (docs/product.md §2). */
const HIDE_POI = [{ featureType: "poi", elementType: "labels", stylers: [{ visibility: "off" }] }];

/** Room around a box the map fits in view, for the markers' cards and the controls over the map. */
const FIT_PADDING_PX = 64;
/** Google's world is 256 px wide at zoom 0. */
const TILE_SIZE = 256;

/** Google's own controls over the map (zoom buttons, attribution, full screen). */
const GOOGLE_CONTROLS = ".gm-bundled-control, .gm-style-cc, .gm-fullscreen-control";

/** The clusterer's answer: what to draw, and each cluster's shops and bounds by its `clusterId`. */
type Grouping = { placed: Placed[]; clusters: { shops: MarkerShop[]; bounds: google.maps.LatLngBounds | undefined }[] };
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

export default function GoogleShopMap({
  apiKey,
  shops,
  focus,
  onViewportChange,
  onSelectShop,
  userLocation,
}: ShopMapProps & { apiKey: string }) {
  const { isLoaded, loadError } = useJsApiLoader({ id: "brew-map-google", googleMapsApiKey: apiKey });
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const containerRef = useRef<HTMLElement | null>(null);
  const [zoom, setZoom] = useState(INITIAL_ZOOM);
  const [view, setView] = useState<ScreenView | null>(null);
  const [grouping, setGrouping] = useState<Grouping>(NOTHING);
  const [initialCenter] = useState(() => ({ lat: focus.lat, lng: focus.lng }));
  const clusterer = useRef<ReportingClusterer | null>(null);
  const shopOf = useRef(new Map<google.maps.Marker, MarkerShop>());

  const layout = useMarkerLayout({
    placed: grouping.placed,
    view,
    tileSize: TILE_SIZE,
    showCards: showsLabelCard(zoom),
    containerRef,
    controls: GOOGLE_CONTROLS,
    revision: map,
  });
  const { expand, collapse, focusWhenDrawn } = layout;
  const host = useMemo(() => map && googleLayerHost(map), [map]);

  useEffect(() => {
    if (!map) return;
    const toGrouping = (found: Cluster[]): Grouping => {
      const clusters: Grouping["clusters"] = [];
      const placed = found.flatMap((cluster): Placed[] => {
        const shopsHere = cluster.markers.flatMap((marker) => shopOf.current.get(marker as google.maps.Marker) ?? []);
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
    };
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
      (clusters) => setGrouping(toGrouping(clusters)),
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

  useEffect(() => {
    if (!map || focus.key === 0) return;
    if (focus.fit) {
      map.fitBounds(focus.fit, FIT_PADDING_PX);
      // fitBounds zooms in as far as the box allows: a town with one shop stays at the search zoom.
      google.maps.event.addListenerOnce(map, "idle", () => {
        if ((map.getZoom() ?? 0) > focus.zoom) map.setZoom(focus.zoom);
      });
      return;
    }
    map.panTo({ lat: focus.lat, lng: focus.lng });
    if (!focus.keepZoom) map.setZoom(focus.zoom);
  }, [map, focus]);

  if (loadError) return <MapMessage>{MESSAGES.mapError}</MapMessage>;
  if (!isLoaded) return <MapMessage>{MESSAGES.mapLoading}</MapMessage>;

  const report = () => {
    const bounds = map?.getBounds();
    const div = containerRef.current;
    if (!map || !bounds || !div) return;
    const ne = bounds.getNorthEast();
    const sw = bounds.getSouthWest();
    let east = ne.lng();
    if (east < sw.lng()) east += 360;
    onViewportChange({ south: sw.lat(), west: sw.lng(), north: ne.lat(), east });
    setView({
      west: sw.lng(),
      north: ne.lat(),
      zoom: map.getZoom() ?? INITIAL_ZOOM,
      width: div.clientWidth,
      height: div.clientHeight,
    });
  };

  const markers = markerElements(layout.drawn, {
    onSelectShop,
    // As on the open map: zoom in until the cluster splits; shops that would still cover each other spread at once.
    onCluster: ({ clusterId, lng, lat }, byKeyboard) => {
      const cluster = grouping.clusters[clusterId];
      if (!cluster) return;
      const ids = cluster.shops.map((shop) => shop._id);
      if (byKeyboard) focusWhenDrawn([stackKey(ids), ...ids]);
      if (stackedBeyondClustering(cluster.shops, TILE_SIZE)) {
        expand(stackKey(ids));
        map?.panTo({ lat, lng });
        map?.setZoom(Math.max(map.getZoom() ?? 0, CLUSTER.maxZoom + 1));
      } else if (cluster.bounds) {
        map?.fitBounds(cluster.bounds);
      }
    },
    layout,
  });

  return (
    // Its own stacking context: raised markers stay under the page's controls over the map.
    <div className="relative isolate h-full w-full">
      <GoogleMap
        mapContainerClassName="h-full w-full"
        center={initialCenter}
        zoom={INITIAL_ZOOM}
        options={{ styles: HIDE_POI, clickableIcons: false, streetViewControl: false, mapTypeControl: false }}
        onLoad={(instance) => {
          containerRef.current = instance.getDiv();
          setMap(instance);
        }}
        onUnmount={() => setMap(null)}
        onIdle={report}
        onZoomChanged={() => setZoom(map?.getZoom() ?? INITIAL_ZOOM)}
        onClick={collapse}
      />
      {host && <MarkerLayer host={host} markers={withUserLocation(markers, userLocation)} />}
    </div>
  );
}
