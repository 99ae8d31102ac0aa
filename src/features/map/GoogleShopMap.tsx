// Google Maps, used when VITE_GOOGLE_MAPS_API_KEY is set. Same behaviour as the open map: markers
// clustered with the shared settings, label cards beside single markers at the shared zooms.
import { GoogleMap, OverlayViewF, OVERLAY_MOUSE_TARGET, useJsApiLoader } from "@react-google-maps/api";
import { MarkerClusterer, MarkerClustererEvents, SuperClusterAlgorithm } from "@googlemaps/markerclusterer";
import { useEffect, useRef, useState } from "react";
import { CLUSTER, INITIAL_ZOOM, markerName, showsLabelCard } from "@convex/rules/markers";
import { MESSAGES } from "@convex/rules/messages";
import { ShopMarkerButton } from "./MarkerButtons";
import { MapMessage } from "./MapMessage";
import type { MarkerShop, ShopMapProps } from "./types";

/** Points-of-interest labels hidden (SPEC §2). */
const HIDE_POI = [{ featureType: "poi", elementType: "labels", stylers: [{ visibility: "off" }] }];

export default function GoogleShopMap({ apiKey, shops, focus, onViewportChange, onSelectShop }: ShopMapProps & { apiKey: string }) {
  const { isLoaded, loadError } = useJsApiLoader({ id: "brew-map-google", googleMapsApiKey: apiKey });
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const [zoom, setZoom] = useState(INITIAL_ZOOM);
  const [singles, setSingles] = useState<MarkerShop[]>([]);
  const [initialCenter] = useState(() => ({ lat: focus.lat, lng: focus.lng }));
  const clusterer = useRef<MarkerClusterer | null>(null);
  const onSelect = useRef(onSelectShop);
  useEffect(() => {
    onSelect.current = onSelectShop;
  }, [onSelectShop]);

  useEffect(() => {
    if (!map) return;
    const instance = new MarkerClusterer({
      map,
      algorithm: new SuperClusterAlgorithm({ radius: CLUSTER.radius, maxZoom: CLUSTER.maxZoom, minPoints: CLUSTER.minPoints }),
    });
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
    const markers = shops.map((shop) => {
      const marker = new google.maps.Marker({ position: { lat: shop.lat, lng: shop.lng }, title: markerName(shop) });
      marker.addListener("click", () => onSelect.current(shop._id));
      return { shop, marker };
    });
    const findSingles = () => setSingles(markers.filter(({ marker }) => marker.getMap() != null).map(({ shop }) => shop));
    const listener = instance.addListener(MarkerClustererEvents.CLUSTERING_END, findSingles);
    instance.clearMarkers(true);
    instance.addMarkers(markers.map(({ marker }) => marker));
    return () => {
      listener.remove();
      instance.clearMarkers(true);
      for (const { marker } of markers) google.maps.event.clearInstanceListeners(marker);
    };
  }, [map, shops]);

  useEffect(() => {
    if (!map || focus.key === 0) return;
    map.panTo({ lat: focus.lat, lng: focus.lng });
    map.setZoom(focus.zoom);
  }, [map, focus]);

  if (loadError) return <MapMessage>{MESSAGES.mapError}</MapMessage>;
  if (!isLoaded) return <MapMessage>{MESSAGES.mapLoading}</MapMessage>;

  const report = () => {
    const bounds = map?.getBounds();
    if (!bounds) return;
    const ne = bounds.getNorthEast();
    const sw = bounds.getSouthWest();
    let east = ne.lng();
    if (east < sw.lng()) east += 360;
    onViewportChange({ south: sw.lat(), west: sw.lng(), north: ne.lat(), east });
  };

  return (
    <GoogleMap
      mapContainerClassName="h-full w-full"
      center={initialCenter}
      zoom={INITIAL_ZOOM}
      options={{ styles: HIDE_POI, clickableIcons: false, streetViewControl: false, mapTypeControl: false }}
      onLoad={setMap}
      onUnmount={() => setMap(null)}
      onIdle={report}
      onZoomChanged={() => setZoom(map?.getZoom() ?? INITIAL_ZOOM)}
    >
      {showsLabelCard(zoom) &&
        singles.map((shop) => (
          <OverlayViewF key={shop._id} position={{ lat: shop.lat, lng: shop.lng }} mapPaneName={OVERLAY_MOUSE_TARGET} getPixelPositionOffset={() => ({ x: 14, y: -40 })}>
            <ShopMarkerButton shop={shop} showCard onSelect={() => onSelectShop(shop._id)} />
          </OverlayViewF>
        ))}
    </GoogleMap>
  );
}
