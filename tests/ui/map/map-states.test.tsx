import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DEFAULT_CENTER } from "@convex/rules/geo";
import { INITIAL_ZOOM } from "@/features/map/markerStyle";
import { MESSAGES } from "@convex/rules/messages";
import { ShopMap } from "@/features/map/ShopMap";

describe("map placeholders", () => {
  it("says 'Loading Map...' while the map library loads and 'Error loading maps' when it cannot start (no WebGL in jsdom)", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <ShopMap
        shops={[]}
        focus={{ ...DEFAULT_CENTER, zoom: INITIAL_ZOOM, key: 0 }}
        onViewportChange={() => {}}
        onSelectShop={() => {}}
      />,
    );
    expect(screen.getByRole("status")).toHaveTextContent(MESSAGES.mapLoading);
    expect(await screen.findByText(MESSAGES.mapError, {}, { timeout: 10_000 })).toBeInTheDocument();
    error.mockRestore();
  });
});
