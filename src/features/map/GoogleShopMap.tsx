// Google Maps, used when VITE_GOOGLE_MAPS_API_KEY is set. Same behaviour as the open map: Google's
// clusterer groups the markers with the shared settings, and the shared layout draws the same
// buttons (clusters, shops with their cards, stacks) in one layer over the map.
import { GoogleMap, useJsApiLoader } from "@react-google-maps/api";
import { useEffect, useMemo, useRef, useState } from "react";
import { CLUSTER, INITIAL_ZOOM, showsLabelCard } from "@/features/map/markerStyle";
import { MESSAGES } from "@convex/rules/messages";
import type { Bounds } from "@convex/rules/viewport";
import { googleLayerHost } from "@/features/map/googleLayerHost";
import { MapMessage } from "@/features/map/MapMessage";
import { markerElements } from "@/features/map/markerContent";
import { stackedBeyondClustering } from "@/features/map/markerLayout";
import { MarkerLayer } from "@/features/map/MarkerLayer";
import { withUserLocation } from "@/features/map/userLocationMarker";
import type { ScreenView } from "@/features/map/screenGeometry";
import type { Padding } from "@/features/map/visibleArea";
import { stackKey } from "@/features/map/stacks";
import type { MapFocus, ShopMapProps } from "@/features/map/types";
import { useGoogleClusters, type Grouping } from "@/features/map/useGoogleClusters";
import { useMarkerLayout } from "@/features/map/useMarkerLayout";

/** Points-of-interest labels hidden (docs/product.md §2). */
const HIDE_POI = [{ featureType: "poi", elementType: "labels", stylers: [{ visibility: "off" }] }];

/** Google's world is 256 px wide at zoom 0. */
const TILE_SIZE = 256;

/** Google's own controls over the map (zoom buttons, attribution, full screen). */
const GOOGLE_CONTROLS = ".gm-bundled-control, .gm-style-cc, .gm-fullscreen-control";

/** Moves the map where it is asked: to fit a box, or to a point (at a zoom, or at the zoom it has). */
function useGoogleFocus(map: google.maps.Map | null, focus: MapFocus, fitPadding: () => Padding) {
  useEffect(() => {
    if (!map || focus.key === 0) return;
    if (focus.fit) {
      map.fitBounds(focus.fit, fitPadding());
      // fitBounds zooms in as far as the box allows: a town with one shop stays at the search zoom.
      google.maps.event.addListenerOnce(map, "idle", () => {
        if ((map.getZoom() ?? 0) > focus.zoom) map.setZoom(focus.zoom);
      });
      return;
    }
    map.panTo({ lat: focus.lat, lng: focus.lng });
    if (!focus.keepZoom) map.setZoom(focus.zoom);
  }, [map, focus, fitPadding]);
}

/** The map's bounds for the shops query, and its view on screen for the marker layout. */
function viewOf(map: google.maps.Map, div: HTMLElement): { bounds: Bounds; view: ScreenView } | null {
  const box = map.getBounds();
  if (!box) return null;
  const ne = box.getNorthEast();
  const sw = box.getSouthWest();
  let east = ne.lng();
  if (east < sw.lng()) east += 360;
  return {
    bounds: { south: sw.lat(), west: sw.lng(), north: ne.lat(), east },
    view: {
      west: sw.lng(),
      north: ne.lat(),
      zoom: map.getZoom() ?? INITIAL_ZOOM,
      width: div.clientWidth,
      height: div.clientHeight,
    },
  };
}

/**
 * As on the open map: zoom in until the cluster splits; shops that would still cover each other
 * spread at once.
 */
function openCluster(
  map: google.maps.Map | null,
  cluster: Grouping["clusters"][number],
  at: { lat: number; lng: number },
  expand: (key: string) => void,
  fitPadding: () => Padding,
) {
  const ids = cluster.shops.map((shop) => shop._id);
  if (stackedBeyondClustering(cluster.shops, TILE_SIZE)) {
    expand(stackKey(ids));
    map?.panTo(at);
    map?.setZoom(Math.max(map.getZoom() ?? 0, CLUSTER.maxZoom + 1));
  } else if (cluster.bounds) {
    map?.fitBounds(cluster.bounds, fitPadding());
  }
}

export default function GoogleShopMap({
  apiKey,
  shops,
  focus,
  onViewportChange,
  onSelectShop,
  selected,
  userLocation,
}: ShopMapProps & { apiKey: string }) {
  const { isLoaded, loadError } = useJsApiLoader({ id: "brew-map-google", googleMapsApiKey: apiKey });
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const containerRef = useRef<HTMLElement | null>(null);
  const [zoom, setZoom] = useState(INITIAL_ZOOM);
  const [view, setView] = useState<ScreenView | null>(null);
  const [initialCenter] = useState(() => ({ lat: focus.lat, lng: focus.lng }));
  const grouping = useGoogleClusters(map, shops);

  const layout = useMarkerLayout({
    placed: grouping.placed,
    view,
    tileSize: TILE_SIZE,
    showCards: showsLabelCard(zoom),
    containerRef,
    controls: GOOGLE_CONTROLS,
    revision: map,
  });
  const { expand, collapse, focusWhenDrawn, fitPadding } = layout;
  const host = useMemo(() => map && googleLayerHost(map), [map]);
  useGoogleFocus(map, focus, fitPadding);

  if (loadError) return <MapMessage>{MESSAGES.mapError}</MapMessage>;
  if (!isLoaded) return <MapMessage>{MESSAGES.mapLoading}</MapMessage>;

  const report = () => {
    const div = containerRef.current;
    const seen = map && div && viewOf(map, div);
    if (!seen) return;
    onViewportChange(seen.bounds);
    setView(seen.view);
  };

  const markers = markerElements(layout.drawn, {
    onSelectShop,
    selected,
    onCluster: ({ clusterId, lng, lat }, byKeyboard) => {
      const cluster = grouping.clusters[clusterId];
      if (!cluster) return;
      const ids = cluster.shops.map((shop) => shop._id);
      if (byKeyboard) focusWhenDrawn([stackKey(ids), ...ids]);
      openCluster(map, cluster, { lat, lng }, expand, fitPadding);
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
