// The ground the Google Maps stand-in (googleMapsStandIn.ts) is built on: Google's own
// `@googlemaps/jest-mocks`, loaded for Vitest, and what every stand-in class uses: coordinates as
// literals and `google.maps.event` made real.
import { vi } from "vitest";

// The mocks make their spies with `jest.fn()`, some while the module loads: Vitest's `vi` does the same.
Object.assign(globalThis, { jest: vi });
export const mocks = await import("@googlemaps/jest-mocks");

export type LatLngLike = google.maps.LatLng | google.maps.LatLngLiteral;
export type Handler = (...args: unknown[]) => void;

export function literal(value: LatLngLike): google.maps.LatLngLiteral {
  return value instanceof google.maps.LatLng
    ? { lat: value.lat(), lng: value.lng() }
    : { lat: value.lat, lng: value.lng };
}

// google.maps.event: listeners kept per object, called by `trigger`.
const listeners = new WeakMap<object, Map<string, Set<Handler>>>();

function addListener(instance: object, name: string, handler: Handler): google.maps.MapsEventListener {
  const byName = listeners.get(instance) ?? new Map<string, Set<Handler>>();
  listeners.set(instance, byName);
  const handlers = byName.get(name) ?? new Set<Handler>();
  byName.set(name, handlers);
  const listener: Handler = (...args) => handler.apply(instance, args);
  handlers.add(listener);
  return { remove: () => handlers.delete(listener) };
}

export const event = {
  addListener,
  addListenerOnce(instance: object, name: string, handler: Handler) {
    const once = addListener(instance, name, (...args) => {
      once.remove();
      handler(...args);
    });
    return once;
  },
  removeListener: (listener: google.maps.MapsEventListener) => listener.remove(),
  clearInstanceListeners: (instance: object) => listeners.delete(instance),
  trigger(instance: object, name: string, ...args: unknown[]) {
    for (const handler of [...(listeners.get(instance)?.get(name) ?? [])]) handler(...args);
  },
};
