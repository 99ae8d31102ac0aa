// Location cells that let the map ask for "shops in this rectangle" through an index.

/** Fine strips are 0.01° of longitude wide (~0.8 km in New England). */
export const FINE_CELLS_PER_DEGREE = 100;

export function lngCell(lng: number): number {
  return Math.floor(lng * FINE_CELLS_PER_DEGREE);
}

export function lngCellCoarse(lng: number): number {
  return Math.floor(lng);
}

/** The cell fields stored with a shop's coordinates. */
export function locationFields(lat: number, lng: number) {
  return { lat, lng, lngCell: lngCell(lng), lngCellCoarse: lngCellCoarse(lng) };
}

/** Boston, MA: the default map centre (SPEC: a city in the north-eastern United States). */
export const DEFAULT_CENTER = { lat: 42.3601, lng: -71.0589 } as const;
