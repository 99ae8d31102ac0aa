import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from "react";
import {
  clampHeight,
  HALF_SHARE,
  sheetHeights,
  snapStop,
  stepStop,
  SHEET_STOPS,
  STOP_TEXT,
  tapStop,
  type SheetHeights,
  type SheetStop,
} from "@/lib/sheetSnap";

/** Marks the last thing the peek stop shows (the first action, below the header and ratings). */
export const SHEET_PEEK = { "data-sheet-peek": "" } as const;
/** Marks the sheet's scrolling part, put back at its top when the sheet drops to peek. */
export const SHEET_SCROLL = { "data-sheet-scroll": "" } as const;

/** A pointer moving less than this between down and up tapped the handle rather than dragged it. */
const TAP_SLOP_PX = 6;
/** Before the content has drawn its header: about a header and a row of actions. */
const PEEK_GUESS_PX = 200;
/** Room below the last thing the peek shows, so it does not sit on the sheet's edge. */
const PEEK_ROOM_BELOW_PX = 12;
/** A pointer held still this long before it lets go was not flung. */
const STILL_MS = 100;

/** How tall the sheet must be to show everything down to its peek mark, at its scroll's top. */
function peekWanted(sheet: HTMLElement): number {
  const end = sheet.querySelector<HTMLElement>("[data-sheet-peek]");
  if (!end) return PEEK_GUESS_PX;
  const scroller = end.closest<HTMLElement>("[data-sheet-scroll]");
  const bottom = end.getBoundingClientRect().bottom - sheet.getBoundingClientRect().top + (scroller?.scrollTop ?? 0);
  return bottom + PEEK_ROOM_BELOW_PX;
}

function measure(sheet: HTMLElement): SheetHeights {
  return sheetHeights(sheet.parentElement?.clientHeight ?? window.innerHeight, peekWanted(sheet));
}

type Drag = {
  startY: number;
  startHeight: number;
  heights: SheetHeights;
  lastY: number;
  lastTime: number;
  velocity: number;
  moved: boolean;
};

/**
 * A bottom sheet whose handle drags it between peek, half and full (pointer events: mouse, touch
 * and pen alike), taps up a stop, and works as a slider from the keyboard. Returns the sheet's
 * height style and the handle's props.
 */
export function useSheetDrag(sheetRef: RefObject<HTMLElement | null>, initialStop: SheetStop) {
  const [stop, setStop] = useState<SheetStop>(initialStop);
  const [peekPx, setPeekPx] = useState(PEEK_GUESS_PX);

  // The peek stop follows the content (a long name wraps, ratings arrive): measured after each
  // render, and set only when it changed, so it settles at once.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const sheet = sheetRef.current;
    if (!sheet) return;
    const peek = measure(sheet).peek;
    if (Math.abs(peek - peekPx) >= 1) setPeekPx(peek);
  });

  const settle = (next: SheetStop) => {
    setStop(next);
    const scroller = sheetRef.current?.querySelector("[data-sheet-scroll]");
    if (next === "peek" && scroller) scroller.scrollTop = 0;
  };
  const { dragHeight, pointer, consumeDrag } = usePointerDrag(sheetRef, settle);

  const handle = {
    role: "slider",
    tabIndex: 0,
    "aria-label": "Sheet height",
    "aria-orientation": "vertical" as const,
    "aria-valuemin": 1,
    "aria-valuemax": SHEET_STOPS.length,
    "aria-valuenow": SHEET_STOPS.indexOf(stop) + 1,
    "aria-valuetext": STOP_TEXT[stop],
    ...pointer,
    onClick() {
      if (!consumeDrag()) settle(tapStop(stop));
    },
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      const next = keyStop(event.key, stop);
      if (next === null) return;
      event.preventDefault();
      settle(next);
    },
  };

  const height =
    dragHeight !== null
      ? `${dragHeight}px`
      : stop === "full"
        ? "100%"
        : stop === "half"
          ? `${HALF_SHARE * 100}%`
          : `${peekPx}px`;
  return { stop, setStop: settle, dragging: dragHeight !== null, height, handle };
}

/** The handle's pointer: it drags the sheet's height, and on release the sheet settles on a stop. */
function usePointerDrag(sheetRef: RefObject<HTMLElement | null>, settle: (stop: SheetStop) => void) {
  const [dragHeight, setDragHeight] = useState<number | null>(null);
  const drag = useRef<Drag | null>(null);
  const dragged = useRef(false);
  const pointer = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      const sheet = sheetRef.current;
      if (!sheet || (event.pointerType === "mouse" && event.button !== 0)) return;
      // Moves beyond the handle still reach it (jsdom has no pointer capture).
      event.currentTarget.setPointerCapture?.(event.pointerId);
      const { clientY: y, timeStamp: now } = event;
      const startHeight = sheet.getBoundingClientRect().height;
      drag.current = {
        startY: y,
        startHeight,
        heights: measure(sheet),
        lastY: y,
        lastTime: now,
        velocity: 0,
        moved: false,
      };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const d = drag.current;
      if (!d) return;
      if (Math.abs(event.clientY - d.startY) >= TAP_SLOP_PX) d.moved = true;
      const elapsed = event.timeStamp - d.lastTime;
      if (elapsed > 0) d.velocity = (d.lastY - event.clientY) / elapsed;
      d.lastY = event.clientY;
      d.lastTime = event.timeStamp;
      if (d.moved) setDragHeight(clampHeight(d.startHeight + d.startY - event.clientY, d.heights));
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const d = drag.current;
      drag.current = null;
      if (!d?.moved) return;
      dragged.current = true; // the click that follows a drag is not a tap
      // A pointer that stood still before letting go was not flung.
      const velocity = event.timeStamp - d.lastTime > STILL_MS ? 0 : d.velocity;
      settle(snapStop(clampHeight(d.startHeight + d.startY - event.clientY, d.heights), velocity, d.heights));
      setDragHeight(null);
    },
    onPointerCancel() {
      drag.current = null;
      setDragHeight(null);
    },
  };
  /** Whether a drag just ended (then the click it ends with is no tap); forgets it. */
  const consumeDrag = () => {
    const was = dragged.current;
    dragged.current = false;
    return was;
  };
  return { dragHeight, pointer, consumeDrag };
}

/** The slider's keys: arrows step, Home and End go to the ends, Enter and Space tap. */
function keyStop(key: string, stop: SheetStop): SheetStop | null {
  if (key === "ArrowUp" || key === "ArrowRight" || key === "PageUp") return stepStop(stop, 1);
  if (key === "ArrowDown" || key === "ArrowLeft" || key === "PageDown") return stepStop(stop, -1);
  if (key === "Home") return "peek";
  if (key === "End") return "full";
  if (key === "Enter" || key === " ") return tapStop(stop);
  return null;
}
