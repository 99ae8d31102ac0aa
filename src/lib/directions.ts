/** Apple's devices open Apple Maps from its links; everywhere else Google's link opens the Maps app or site. */
const APPLE = /iPhone|iPad|iPod|Macintosh/;

/**
 * A link to directions to a point, named by its address: on Apple devices Apple Maps, elsewhere Google
 * Maps (the app on Android, the site on a computer). Both need no key.
 */
export function directionsUrl(
  { lat, lng, address }: { lat: number; lng: number; address: string },
  userAgent: string,
): string {
  const point = `${lat},${lng}`;
  if (APPLE.test(userAgent)) return `https://maps.apple.com/?${new URLSearchParams({ daddr: point, q: address })}`;
  return `https://www.google.com/maps/dir/?${new URLSearchParams({ api: "1", destination: point })}`;
}
