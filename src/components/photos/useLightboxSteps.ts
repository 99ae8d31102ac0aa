import { useRef, useState, type PointerEvent } from "react";
import { useDocumentKeyDown } from "@/lib/useDocumentKeyDown";

/** How far a finger (or mouse) must move sideways to change photo. */
const SWIPE_PX = 50;

/**
 * Where the lightbox stands in its photos, and a step back or on (also by the Left and Right arrow
 * keys). A step on from the last photo loaded asks for `more`, and moves on once it arrives.
 */
export function useLightboxSteps<Photo>(photos: Photo[], start: number, more: (() => void) | undefined) {
  const [index, setIndex] = useState(start);
  const [awaitingMore, setAwaitingMore] = useState(false);
  const current = Math.min(index, photos.length - 1);
  const canPrevious = current > 0;
  const canNext = current < photos.length - 1 || more !== undefined;

  // A page asked for by Next has arrived: show its first photo.
  if (awaitingMore && current < photos.length - 1) {
    setAwaitingMore(false);
    setIndex(current + 1);
  }

  const step = (by: -1 | 1) => {
    if (by === -1 && canPrevious) setIndex(current - 1);
    else if (by === 1 && current < photos.length - 1) setIndex(current + 1);
    else if (by === 1 && more) {
      setAwaitingMore(true);
      more();
    }
  };
  useDocumentKeyDown((event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    step(event.key === "ArrowLeft" ? -1 : 1);
  });
  return { current, photo: photos[current], canPrevious, canNext, step };
}

/** A sideways swipe (more sideways than up or down) steps: leftwards on, rightwards back. */
export function useSwipe(step: (by: -1 | 1) => void) {
  const swipeFrom = useRef<{ x: number; y: number } | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = event.isPrimary ? { x: event.clientX, y: event.clientY } : null;
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - from.y)) step(dx < 0 ? 1 : -1);
  };
  const onPointerCancel = () => {
    swipeFrom.current = null;
  };
  return { onPointerDown, onPointerUp, onPointerCancel };
}
