import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardRect, placeLabels, shiftedCard, type LabelRequest, type Pin } from "@/features/map/labelPlacement";
import { insideRect, intersects, rectAround, type Point, type Rect } from "@/features/map/screenGeometry";
import { PIN_SIZE } from "@/features/map/stacks";

const SCREEN = { width: 1280, height: 744 };
const CARD = { width: 120, height: 36 };
const request = (key: string, at: Point, priority = 0): LabelRequest => ({ key, at, size: CARD, priority });
const pinOf = ({ key, at }: LabelRequest): Pin => ({
  key,
  rect: rectAround(at, { width: PIN_SIZE, height: PIN_SIZE }),
});

function place(requests: LabelRequest[], obstacles: Rect[] = [], screen = SCREEN) {
  return placeLabels(requests, { pins: requests.map(pinOf), obstacles, screen });
}

describe("placeLabels", () => {
  it("puts a lone card on its pin's right", () => {
    expect(place([request("a", { x: 300, y: 300 })]).get("a")).toEqual({ side: "right", hidden: false });
  });

  it("moves a card to the left when the right is taken, and hides it when both are", () => {
    const placements = place([
      request("first", { x: 300, y: 300 }, 2),
      request("second", { x: 300, y: 330 }, 1),
      request("third", { x: 300, y: 315 }, 0),
    ]);
    expect(placements.get("first")).toEqual({ side: "right", hidden: false });
    // Cards 36 px high on pins 30 px apart: the second's right would overlap the first's card.
    expect(placements.get("second")).toEqual({ side: "left", hidden: false });
    expect(placements.get("third")).toEqual({ side: "right", hidden: true });
  });

  it("lets the higher priority keep its place, whatever the order asked in", () => {
    const low = request("low", { x: 300, y: 300 }, 0);
    const high = request("high", { x: 300, y: 310 }, 5);
    for (const order of [
      [low, high],
      [high, low],
    ]) {
      const placements = place(order);
      expect(placements.get("high")).toEqual({ side: "right", hidden: false });
      expect(placements.get("low")?.side).toBe("left");
    }
  });

  it("keeps cards off the controls and on screen", () => {
    const searchBox = { left: 416, top: 12, right: 864, bottom: 60 };
    const underSearch = request("under", { x: 400, y: 40 });
    const nearEdge = request("edge", { x: 1250, y: 400 });
    const placements = place([underSearch, nearEdge], [searchBox]);
    expect(placements.get("under")).toEqual({ side: "left", hidden: false });
    expect(placements.get("edge")).toEqual({ side: "left", hidden: false });
    // Hidden under the search box on both sides: hidden, keeping the side that fits the screen.
    const cornered = place([request("cornered", { x: 10, y: 30 })], [{ left: 0, top: 0, right: 864, bottom: 60 }]);
    expect(cornered.get("cornered")).toEqual({ side: "right", hidden: true });
  });

  it("slides a card along its pin's side rather than cut it at the screen's edge", () => {
    // A pin 10 px from the top: its card beside it would stick out above the screen; it slides down.
    const nearTop = place([request("top", { x: 300, y: 10 })]).get("top");
    expect(nearTop).toEqual({ side: "right", hidden: false, shift: { x: 0, y: 8 } });
    // Pins at both side edges of a narrow map: their cards go below, slid back inside.
    const narrow = { width: 130, height: 400 };
    const left = place([request("left", { x: 20, y: 200 })], [], narrow).get("left")!;
    expect(left.side).toBe("below");
    expect(left.shift!.x).toBeGreaterThan(0);
    const { rect } = shiftedCard({ x: 20, y: 200 }, CARD, "below", { left: 0, top: 0, right: 130, bottom: 400 });
    expect(insideRect(rect, { left: 0, top: 0, right: 130, bottom: 400 })).toBe(true);
  });

  it("keeps cards inside the visible area, off a side sheet over the map", () => {
    const area = { left: 420, top: 0, right: 1280, bottom: 744 };
    // Just right of the sheet: a card on the left would be under the sheet.
    const pin = request("a", { x: 440, y: 300 });
    const nextTo = request("b", { x: 520, y: 300 });
    const placements = placeLabels([pin, nextTo], {
      pins: [pin, nextTo].map(pinOf),
      obstacles: [],
      screen: SCREEN,
      area,
    });
    expect(placements.get("a")!.side).not.toBe("left");
  });

  it("goes below, then above, when both sides are taken", () => {
    const beside = [request("pinRight", { x: 380, y: 300 }), request("pinLeft", { x: 220, y: 300 })];
    expect(place([request("a", { x: 300, y: 300 }, 1), ...beside]).get("a")).toEqual({ side: "below", hidden: false });
    expect(
      place([request("a", { x: 300, y: 300 }, 1), ...beside, request("pinBelow", { x: 300, y: 350 })]).get("a"),
    ).toEqual({ side: "above", hidden: false });
  });

  it("never covers another pin", () => {
    const around = [
      { x: 380, y: 300 },
      { x: 220, y: 300 },
      { x: 300, y: 350 },
      { x: 300, y: 250 },
    ].map((at, i) => request(`pin${i}`, at));
    expect(place([request("a", { x: 300, y: 300 }, 1), ...around]).get("a")).toEqual({ side: "right", hidden: true });
  });

  it("in any crowd, shows no card over another card, a pin, a control or the screen's edge", () => {
    const searchBox = { left: 12, top: 12, right: 363, bottom: 60 };
    const zoomButtons = { left: 330, top: 640, right: 365, bottom: 700 };
    const screen = { width: 375, height: 744 };
    const point = fc.record({ x: fc.integer({ min: -50, max: 425 }), y: fc.integer({ min: -50, max: 794 }) });
    const crowd = fc.array(fc.record({ at: point, width: fc.integer({ min: 60, max: 150 }), priority: fc.nat(20) }), {
      maxLength: 60,
    });
    fc.assert(
      fc.property(crowd, (shops) => {
        const requests = shops.map((s, i) => ({
          key: `s${i}`,
          at: s.at,
          size: { width: s.width, height: 36 },
          priority: s.priority,
        }));
        const placements = place(requests, [searchBox, zoomButtons], screen);
        const shown = requests.flatMap((r) => {
          const placement = placements.get(r.key)!;
          const shift = placement.shift ?? { x: 0, y: 0 };
          const rect = cardRect(r.at, r.size, placement.side);
          const moved = {
            left: rect.left + shift.x,
            right: rect.right + shift.x,
            top: rect.top + shift.y,
            bottom: rect.bottom + shift.y,
          };
          return placement.hidden ? [] : [{ key: r.key, rect: moved }];
        });
        for (const [i, card] of shown.entries()) {
          expect(insideRect(card.rect, { left: 0, top: 0, right: screen.width, bottom: screen.height })).toBe(true);
          expect(intersects(card.rect, searchBox) || intersects(card.rect, zoomButtons)).toBe(false);
          for (const other of shown.slice(i + 1)) expect(intersects(card.rect, other.rect)).toBe(false);
          for (const pin of requests.map(pinOf))
            if (pin.key !== card.key) expect(intersects(card.rect, pin.rect)).toBe(false);
        }
        expect(placements.size).toBe(requests.length);
      }),
      { numRuns: 200 },
    );
  });
});
