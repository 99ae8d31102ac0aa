// Location cells that let the map ask for "markers in this rectangle" through an index.

/** Fine cells are 0.01° wide (~0.8 km of longitude in New England, ~1.1 km of latitude). */
export const FINE_CELLS_PER_DEGREE = 100;

export function lngCell(lng: number): number {
  return Math.floor(lng * FINE_CELLS_PER_DEGREE);
}

export function lngCellCoarse(lng: number): number {
  return Math.floor(lng);
}

export function latCell(lat: number): number {
  return Math.floor(lat * FINE_CELLS_PER_DEGREE);
}

/** The map tile (0.01° × 0.01°) a point lies in, with the 1° strip it belongs to. */
export function tileOf(lat: number, lng: number) {
  return { lngCell: lngCell(lng), lngCellCoarse: lngCellCoarse(lng), latCell: latCell(lat) };
}

/** Boston, MA: the default map centre (docs/product.md §2 Map: a city in the north-eastern United States). */
export const DEFAULT_CENTER = { lat: 42.3601, lng: -71.0589 } as const;
