import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PinnedShopsMap, type PinnedShop } from "@/features/map/PinnedShopsMap";

const blueBottle: PinnedShop = { id: "a", name: "Blue Bottle", lat: 42.35, lng: -71.06, label: "1" };
const tatte: PinnedShop = { id: "b", name: "Tatte", lat: 42.36, lng: -71.07, label: "2" };

describe("a map of given shops", () => {
  it("draws each shop with its label, follows a changed list and opens a shop by keyboard", async () => {
    const onSelect = vi.fn();
    const { rerender } = render(
      <PinnedShopsMap shops={[blueBottle]} onSelect={onSelect} title="Map of Best cortados" />,
    );
    expect(await screen.findByRole("button", { name: "1. Blue Bottle" })).toBeInTheDocument();

    rerender(
      <PinnedShopsMap
        shops={[
          { ...tatte, label: "1" },
          { ...blueBottle, label: "2" },
        ]}
        onSelect={onSelect}
      />,
    );
    await waitFor(() => expect(screen.getAllByTestId("pinned-shop")).toHaveLength(2));
    expect(screen.getByRole("button", { name: "2. Blue Bottle" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "1. Blue Bottle" })).toBeNull();

    screen.getByRole("button", { name: "1. Tatte" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(onSelect).toHaveBeenCalledWith("b");
  });
});
