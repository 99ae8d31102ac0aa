import type { MarkerElement } from "@/features/map/markerContent";

/** Where the person is on the map ("near me"), as both providers draw it: a latte dot with a halo, under the shops' markers. */
export function withUserLocation(
  markers: MarkerElement[],
  userLocation: { lat: number; lng: number } | null | undefined,
): MarkerElement[] {
  if (!userLocation) return markers;
  const dot: MarkerElement = {
    key: "user-location",
    ...userLocation,
    anchor: "center",
    offset: { x: 0, y: 0 },
    raised: false,
    content: (
      <span
        role="img"
        aria-label="Your location"
        className="pointer-events-none block size-5 rounded-full border-[3px] border-white bg-latte shadow-[0_0_0_7px_rgba(176,125,79,0.3)]"
      />
    ),
  };
  return [dot, ...markers];
}
