import { labelName, markerRatingLabel } from "@/features/map/markerStyle";
import { roastLabel } from "@/lib/roastStyle";
import type { Size } from "@/features/map/screenGeometry";
import type { MarkerShop } from "@/features/map/types";

// A label card's size, worked out from its text rather than read from the page: reading a drawn
// card's size makes the browser lay the page out and then lays the markers out again, before paint,
// which on a phone cost the map screen's longest tasks. The card's box is fixed by its classes in
// MarkerButtons.tsx (px-2 py-1, leading-tight, a 12 px semibold name over an 11 px roast and a
// semibold cup and rating), so only its text widths vary.

const PADDING_X = 16;
/** py-1 and two lines at leading-tight (1.25): 4 + 15 + 13.75 + 4. */
const HEIGHT = 37;
/** The rating's cup (size-3) and the pixel after it (mr-px). */
const CUP_MARK_WIDTH = 13;
/** Text measured off the page can differ from the page's by a fraction of a pixel. */
const SLACK = 1;

let context: CanvasRenderingContext2D | null | undefined;
let family = "sans-serif";
/** The font last set on the context (its getter answers in another spelling). */
let fontSet = "";

function measuring(): CanvasRenderingContext2D | null {
  if (context === undefined) {
    try {
      context = document.createElement("canvas").getContext("2d");
    } catch {
      context = null; // jsdom has no canvas
    }
    family = getComputedStyle(document.body).fontFamily || family;
  }
  return context;
}

/** Widths by font and text: names, roasts and ratings repeat from card to card and view to view. */
const widths = new Map<string, number>();
const WIDTHS_AT_MOST = 10_000;

function textWidth(ctx: CanvasRenderingContext2D, text: string, weight: number, px: number): number {
  const font = `${weight} ${px}px ${family}`;
  const key = `${font}\n${text}`;
  let width = widths.get(key);
  if (width === undefined) {
    // Setting a font parses it: only when it changes.
    if (fontSet !== font) ctx.font = fontSet = font;
    width = ctx.measureText(text).width;
    if (widths.size >= WIDTHS_AT_MOST) widths.clear();
    widths.set(key, width);
  }
  return width;
}

/** A generous guess from the text's length, where text cannot be measured. */
function guessCardSize(name: string, roast: string, rating: string): Size {
  return {
    width:
      PADDING_X + Math.max(name.length * 7.5, (roast.length + rating.length + 3) * 6.5 + (rating ? CUP_MARK_WIDTH : 0)),
    height: 38,
  };
}

/** The size of a shop's label card as MarkerButtons draws it. */
export function cardSize(shop: MarkerShop): Size {
  const name = labelName(shop.name);
  const roast = roastLabel(shop.roastStyle);
  const rating = markerRatingLabel(shop) ?? "";
  const ctx = measuring();
  if (!ctx) return guessCardSize(name, roast, rating);
  const nameWidth = textWidth(ctx, name, 600, 12);
  const detailWidth =
    textWidth(ctx, roast, 400, 11) +
    (rating ? textWidth(ctx, " · ", 600, 11) + CUP_MARK_WIDTH + textWidth(ctx, rating, 600, 11) : 0);
  return { width: Math.ceil(PADDING_X + Math.max(nameWidth, detailWidth)) + SLACK, height: HEIGHT };
}
