import { describe, expect, it } from "vitest";
import { directionsUrl } from "@/lib/directions";

const shop = { lat: 42.3541, lng: -71.0636, address: "165 Tremont St, Boston, MA" };

describe("directions to a shop", () => {
  it("opens Apple Maps on Apple devices", () => {
    const url = new URL(directionsUrl(shop, "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)"));
    expect(url.origin).toBe("https://maps.apple.com");
    expect(url.searchParams.get("daddr")).toBe("42.3541,-71.0636");
    expect(url.searchParams.get("q")).toBe(shop.address);
  });

  it("opens Google Maps elsewhere, to the shop's point", () => {
    const url = new URL(directionsUrl(shop, "Mozilla/5.0 (Linux; Android 15; Pixel 9)"));
    expect(url.origin + url.pathname).toBe("https://www.google.com/maps/dir/");
    expect(url.searchParams.get("api")).toBe("1");
    expect(url.searchParams.get("destination")).toBe("42.3541,-71.0636");
  });
});
