// The open map: MapLibre GL with OpenStreetMap raster tiles. Used when no Google key is set.
// Markers are HTML buttons placed by MapLibre, grouped by MapLibre's own GeoJSON clustering, so
// they show (and work with the keyboard) even when no tile can be downloaded.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { CLUSTER, INITIAL_ZOOM, showsLabelCard } from "../../../convex/model/markers";
import { MESSAGES } from "../../../convex/model/messages";
import { OPEN_STYLE, maplibregl } from "../../lib/maplibre";
import { ClusterButton, ShopMarkerButton } from "./MarkerButtons";
import { MapMessage } from "./MapMessage";
import type { MarkerShop, ShopMapProps } from "./types";

const SOURCE = "shops";

type Placed =
  | { kind: "shop"; key: string; lng: number; lat: number; shop: MarkerShop }
  | { kind: "cluster"; key: string; lng: number; lat: number; clusterId: number; count: number };

function toGeoJson(shops: MarkerShop[]): GeoJSON.FeatureCollection<GeoJSON.Point> {
  return {
    type: "FeatureCollection",
    features: shops.map((shop) => ({
      type: "Feature",
      geometry: { type: "Point", coordinates: [shop.lng, shop.lat] },
      properties: { id: shop._id },
    })),
  };
}

export default function OpenMap({ shops, focus, onViewportChange, onSelectShop }: ShopMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<maplibregl.Map | null>(null);
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [placed, setPlaced] = useState<Placed[]>([]);
  const [showCards, setShowCards] = useState(showsLabelCard(INITIAL_ZOOM));
  const shopsById = useRef(new Map<string, MarkerShop>());
  const latest = useRef({ onViewportChange, focus });
  useEffect(() => {
    latest.current = { onViewportChange, focus };
  }, [onViewportChange, focus]);

  // Create the map once; a failure (no WebGL) shows the SPEC's error text instead.
  useEffect(() => {
    if (!containerRef.current) return;
    let instance: maplibregl.Map;
    try {
      const { lat, lng, zoom } = latest.current.focus;
      instance = new maplibregl.Map({
        container: containerRef.current,
        style: OPEN_STYLE,
        center: [lng, lat],
        zoom,
        attributionControl: { compact: false },
      });
    } catch {
      // Only trying tells whether WebGL works here; the map's container must exist first.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setFailed(true);
      return;
    }
    instance.addControl(new maplibregl.NavigationControl({ showCompass: false }), "bottom-right");
    const report = () => {
      const b = instance.getBounds();
      latest.current.onViewportChange({ south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() });
    };
    instance.on("load", () => {
      instance.addSource(SOURCE, {
        type: "geojson",
        data: toGeoJson([]),
        cluster: true,
        clusterRadius: CLUSTER.radius,
        clusterMaxZoom: CLUSTER.maxZoom,
        clusterMinPoints: CLUSTER.minPoints,
      });
      // An invisible layer makes MapLibre build the clustered tiles the HTML markers are read from.
      instance.addLayer({ id: "shop-points", type: "circle", source: SOURCE, paint: { "circle-radius": 1, "circle-opacity": 0 } });
      setLoaded(true);
      report();
    });
    instance.on("moveend", report);
    // Tiles that cannot be downloaded (offline) leave the background showing; markers still work.
    instance.on("error", (event) => {
      if (!("tile" in event) && !("sourceId" in event)) console.error("Map error:", event.error);
    });
    instance.on("zoom", () => setShowCards(showsLabelCard(instance.getZoom())));
    setMap(instance);
    return () => {
      instance.remove();
      setMap(null);
    };
  }, []);

  // New data: hand it to the clustered source.
  useEffect(() => {
    shopsById.current = new Map(shops.map((shop) => [shop._id, shop]));
    if (!map || !loaded) return;
    (map.getSource(SOURCE) as maplibregl.GeoJSONSource | undefined)?.setData(toGeoJson(shops));
  }, [map, loaded, shops]);

  // After each render of the source, read which clusters and single shops are showing.
  useEffect(() => {
    if (!map || !loaded) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        // Half-built tiles would make markers blink out and back during live updates: wait for them.
        if (!map.getSource(SOURCE) || !map.isSourceLoaded(SOURCE)) return;
        setPlaced((previous) => sameKeys(previous, readPlaced(map, shopsById.current)));
      });
    };
    map.on("sourcedata", update);
    map.on("moveend", update);
    map.on("idle", update);
    update();
    return () => {
      cancelAnimationFrame(frame);
      map.off("sourcedata", update);
      map.off("moveend", update);
      map.off("idle", update);
    };
  }, [map, loaded]);

  // A search result or another request to move.
  useEffect(() => {
    if (!map || focus.key === 0) return;
    map.flyTo({ center: [focus.lng, focus.lat], zoom: focus.zoom, essential: true });
  }, [map, focus]);

  if (failed) return <MapMessage>{MESSAGES.mapError}</MapMessage>;

  const zoomInto = async (clusterId: number, lng: number, lat: number) => {
    const source = map?.getSource(SOURCE) as maplibregl.GeoJSONSource | undefined;
    if (!map || !source) return;
    const zoom = await source.getClusterExpansionZoom(clusterId);
    map.easeTo({ center: [lng, lat], zoom });
  };

  return (
    <div className="relative h-full w-full">
      <div ref={containerRef} className="h-full w-full" role="region" aria-label="Map of coffee shops" />
      {!loaded && <MapMessage overlay>{MESSAGES.mapLoading}</MapMessage>}
      {map &&
        placed.map((item) => (
          <HtmlMarker key={item.key} map={map} lng={item.lng} lat={item.lat} anchor={item.kind === "shop" ? "left" : "center"}>
            {item.kind === "shop" ? (
              <ShopMarkerButton shop={item.shop} showCard={showCards} onSelect={() => onSelectShop(item.shop._id)} />
            ) : (
              <ClusterButton count={item.count} onSelect={() => void zoomInto(item.clusterId, item.lng, item.lat)} />
            )}
          </HtmlMarker>
        ))}
    </div>
  );
}

/** Clusters and single shops in the source's loaded tiles, without the duplicates tiles share. */
function readPlaced(map: maplibregl.Map, shopsById: Map<string, MarkerShop>): Placed[] {
  const out = new Map<string, Placed>();
  for (const feature of map.querySourceFeatures(SOURCE)) {
    const [lng, lat] = (feature.geometry as GeoJSON.Point).coordinates;
    const props = feature.properties ?? {};
    if (props.cluster) {
      const key = `cluster-${props.cluster_id}`;
      out.set(key, { kind: "cluster", key, lng, lat, clusterId: props.cluster_id, count: props.point_count });
    } else {
      const shop = shopsById.get(props.id);
      if (shop) out.set(shop._id, { kind: "shop", key: shop._id, lng: shop.lng, lat: shop.lat, shop });
    }
  }
  return [...out.values()];
}

/** Keeps the previous array when nothing moved, so React does not redraw every marker. */
function sameKeys(previous: Placed[], next: Placed[]): Placed[] {
  const sig = (list: Placed[]) => list.map((p) => `${p.key}@${p.lng},${p.lat}${p.kind === "shop" ? p.shop.name + p.shop.roastStyle : p.count}`).join("|");
  return sig(previous) === sig(next) ? previous : next;
}

/** A DOM element MapLibre keeps at a map position; React renders into it through a portal. */
function HtmlMarker({ map, lng, lat, anchor, children }: { map: maplibregl.Map; lng: number; lat: number; anchor: maplibregl.PositionAnchor; children: ReactNode }) {
  const [element] = useState(() => document.createElement("div"));
  const markerRef = useRef<maplibregl.Marker | null>(null);
  useEffect(() => {
    const marker = new maplibregl.Marker({ element, anchor, offset: anchor === "left" ? [-16, 0] : [0, 0] }).setLngLat([lng, lat]).addTo(map);
    markerRef.current = marker;
    return () => {
      marker.remove();
      markerRef.current = null;
    };
    // The position is updated below without recreating the marker.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, element, anchor]);
  useEffect(() => {
    markerRef.current?.setLngLat([lng, lat]);
  }, [lng, lat]);
  return createPortal(children, element);
}
