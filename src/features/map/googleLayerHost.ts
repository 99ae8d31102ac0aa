import type { LayerHost } from "@/features/map/MarkerLayer";

/**
 * Google Maps' place for the marker layer: one OverlayView in the pane that takes mouse events.
 * Google calls `draw` whenever the zoom changes; a pan moves the pane itself. Clicks and drags
 * that start on a marker stay with the marker.
 */
export function googleLayerHost(map: google.maps.Map): LayerHost {
  const overlay = new google.maps.OverlayView();
  const moves = new Set<() => void>();
  let layerElement: HTMLElement | null = null;
  overlay.onAdd = () => {
    if (layerElement) overlay.getPanes()?.overlayMouseTarget.appendChild(layerElement);
  };
  overlay.draw = () => moves.forEach((move) => move());
  overlay.onRemove = () => layerElement?.remove();
  return {
    mount(layer) {
      layerElement = layer;
      google.maps.OverlayView.preventMapHitsAndGesturesFrom(layer);
      overlay.setMap(map);
      return () => overlay.setMap(null);
    },
    project(lng, lat) {
      const point = overlay.getProjection()?.fromLatLngToDivPixel(new google.maps.LatLng(lat, lng));
      return point ? { x: point.x, y: point.y } : null;
    },
    onMove(callback) {
      moves.add(callback);
      return () => moves.delete(callback);
    },
  };
}
