import { describe, expect, it } from "vitest";
import { DEFAULT_CENTER } from "@convex/rules/geo";
import { defaultCenter } from "@/lib/defaultCenter";

describe("map starting point", () => {
  it("is Boston unless both coordinates are configured and valid", () => {
    expect(defaultCenter({})).toEqual(DEFAULT_CENTER);
    expect(defaultCenter({ VITE_DEFAULT_CENTER_LAT: "45.5152", VITE_DEFAULT_CENTER_LNG: "-122.6784" })).toEqual({
      lat: 45.5152,
      lng: -122.6784,
    });
    expect(defaultCenter({ VITE_DEFAULT_CENTER_LAT: "45.5" })).toEqual(DEFAULT_CENTER);
    expect(defaultCenter({ VITE_DEFAULT_CENTER_LAT: "north", VITE_DEFAULT_CENTER_LNG: "-122" })).toEqual(
      DEFAULT_CENTER,
    );
    expect(defaultCenter({ VITE_DEFAULT_CENTER_LAT: "95", VITE_DEFAULT_CENTER_LNG: "-122" })).toEqual(DEFAULT_CENTER);
  });
});
