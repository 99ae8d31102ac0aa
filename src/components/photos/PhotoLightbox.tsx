import { useId, useRef, useState, type PointerEvent, type ReactNode } from "react";
import { Link } from "react-router-dom";
import type { Id } from "@convex/_generated/dataModel";
import { Button } from "@/components/Button";
import { Dialog } from "@/components/Dialog";
import { ChevronLeftIcon, ChevronRightIcon } from "@/components/icons";
import { Timestamp } from "@/components/Timestamp";
import { paths } from "@/lib/routes";
import { useDocumentKeyDown } from "@/lib/useDocumentKeyDown";

/** A photo as the lightbox shows it: the image and who posted it, when. */
export type LightboxPhoto = { url: string; alt: string; userId: Id<"users">; userName: string; postedAt: number };

/** How far a finger (or mouse) must move sideways to change photo. */
const SWIPE_PX = 50;

/**
 * One photo at a time, large, over whatever opened it: Previous and Next (buttons, Left and Right
 * arrow keys, a sideways swipe), where it stands in the list, and who posted it when. `more` loads
 * the next page when Next is pressed on the last photo loaded; the lightbox moves on once it arrives.
 * `actions` adds what the viewer can do with the photo shown.
 */
export function PhotoLightbox({
  label,
  photos,
  start,
  more,
  onClose,
  actions,
}: {
  label: string;
  photos: LightboxPhoto[];
  start: number;
  more?: () => void;
  onClose: () => void;
  /** What the viewer can do with the photo shown (report it). */
  actions?: (index: number) => ReactNode;
}) {
  const titleId = useId();
  const [index, setIndex] = useState(start);
  const [awaitingMore, setAwaitingMore] = useState(false);
  const current = Math.min(index, photos.length - 1);
  const photo = photos[current];
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

  if (!photo) return null;
  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      backdropClassName="bg-black"
      className="m-auto flex h-full w-full flex-col"
    >
      <div className="flex items-center gap-3 px-4 py-3 text-white">
        <h2 id={titleId} className="min-w-0 flex-1 truncate text-lg font-bold">
          {label}
        </h2>
        <p aria-live="polite" className="shrink-0 text-sm tabular-nums">
          {current + 1} of {photos.length}
          {more && "+"}
        </p>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
      <div
        className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-14"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeFrom.current = null)}
      >
        <img
          key={photo.url}
          src={photo.url}
          alt={photo.alt}
          draggable={false}
          className="max-h-full max-w-full select-none object-contain"
        />
        <StepButton label="Previous photo" enabled={canPrevious} onClick={() => step(-1)} className="left-2">
          <ChevronLeftIcon />
        </StepButton>
        <StepButton label="Next photo" enabled={canNext} onClick={() => step(1)} className="right-2" autoFocus>
          <ChevronRightIcon />
        </StepButton>
      </div>
      <p className="px-4 py-3 text-center text-sm text-white">
        Posted by{" "}
        <Link
          to={paths.otherUser(photo.userId, photo.userName)}
          state={{ userId: photo.userId }}
          onClick={onClose}
          className="inline-flex min-h-11 items-center font-semibold underline decoration-latte underline-offset-2 hover:text-latte"
        >
          {photo.userName}
        </Link>{" "}
        · <Timestamp time={photo.postedAt} />
        {actions?.(current)}
      </p>
    </Dialog>
  );
}

/**
 * Previous or Next, 44 px. At either end it stays focusable but does nothing (aria-disabled), so
 * focus is not dropped to the page while someone steps through with it.
 */
function StepButton({
  label,
  enabled,
  onClick,
  className,
  autoFocus = false,
  children,
}: {
  label: string;
  enabled: boolean;
  onClick: () => void;
  className: string;
  autoFocus?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-disabled={!enabled || undefined}
      data-autofocus={autoFocus || undefined}
      onClick={() => enabled && onClick()}
      className={`absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-espresso shadow hover:bg-white aria-disabled:cursor-not-allowed aria-disabled:opacity-30 ${className}`}
    >
      {children}
    </button>
  );
}
