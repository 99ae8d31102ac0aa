import { useId, type ReactNode } from "react";
import { Link } from "react-router-dom";
import type { Id } from "@convex/_generated/dataModel";
import { Button } from "@/components/Button";
import { Dialog } from "@/components/Dialog";
import { ChevronLeftIcon, ChevronRightIcon } from "@/components/icons";
import { Timestamp } from "@/components/Timestamp";
import { paths } from "@/lib/routes";
import { useLightboxSteps, useSwipe } from "@/components/photos/useLightboxSteps";

/** A photo as the lightbox shows it: the image and who posted it, when. */
export type LightboxPhoto = { url: string; alt: string; userId: Id<"users">; userName: string; postedAt: number };

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
  const { current, photo, canPrevious, canNext, step } = useLightboxSteps(photos, start, more);
  const swipe = useSwipe(step);

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
      <div className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-14" {...swipe}>
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
      <PostedBy photo={photo} onClose={onClose}>
        {actions?.(current)}
      </PostedBy>
    </Dialog>
  );
}

/** Who posted the photo (a link to them, which closes the lightbox) and when, then `children`. */
function PostedBy({ photo, onClose, children }: { photo: LightboxPhoto; onClose: () => void; children: ReactNode }) {
  return (
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
      {children}
    </p>
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
