/**
 * Marks an element that stands over the map (the search box, the shop sheet, a status line): the
 * map keeps label cards off it and takes the markers under it out of the tab order.
 */
export const MAP_OVERLAY = { "data-map-overlay": "" } as const;

export const MAP_OVERLAY_SELECTOR = "[data-map-overlay]";
