import { usePaginatedQuery, useQuery } from "convex/react";
import { useBlockedIds } from "@/lib/useBlockedIds";
import { useId, useState } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { Button } from "@/components/Button";
import { LoadMoreButton } from "@/components/LoadMoreButton";
import { Dialog } from "@/components/Dialog";
import { PhotoLightbox } from "@/components/photos/PhotoLightbox";
import { ReportButton } from "@/components/ReportButton";

/**
 * All of a shop's photos in a scrolling column (docs/product.md §2 photo viewer), live; a photo opens
 * large in the lightbox.
 */
export function PhotoViewer({
  shopId,
  shopName,
  onClose,
}: {
  shopId: Id<"shops">;
  shopName: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const blocked = useBlockedIds();
  const me = useQuery(api.users.me);
  const { results: all, status, loadMore } = usePaginatedQuery(api.photos.forShop, { shopId }, { initialNumItems: 12 });
  const results = all.filter((photo) => !blocked.has(photo.userId));
  const [opened, setOpened] = useState<number | null>(null);
  const alt = (i: number) => `Photo ${i + 1} of ${shopName}`;
  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      closeOnBackdrop
      backdropClassName="bg-espresso-dark"
      className="m-auto flex h-full w-full flex-col"
    >
      <div className="flex items-center justify-between gap-3 bg-espresso px-4 py-3 text-white">
        <h2 id={titleId} className="min-w-0 truncate text-lg font-bold">
          Photos of {shopName}
        </h2>
        <Button variant="secondary" onClick={onClose} data-autofocus>
          Close
        </Button>
      </div>
      <div className="flex-1 overflow-y-auto py-4">
        {status === "LoadingFirstPage" ? (
          <p role="status" className="text-center text-white">
            {MESSAGES.loading}
          </p>
        ) : results.length === 0 ? (
          <p className="px-4 text-center text-white">{MESSAGES.noPhotos}</p>
        ) : (
          <ul className="flex flex-col items-center gap-4">
            {results.map((photo, i) => (
              <li key={photo._id} className="flex w-full justify-center">
                <button
                  type="button"
                  onClick={() => setOpened(i)}
                  className="flex w-full cursor-zoom-in justify-center"
                >
                  <ViewerImage url={photo.url} alt={alt(i)} />
                </button>
              </li>
            ))}
          </ul>
        )}
        {(status === "CanLoadMore" || status === "LoadingMore") && (
          <div className="mt-4 flex justify-center">
            <LoadMoreButton status={status} onClick={() => loadMore(12)}>
              Load more photos
            </LoadMoreButton>
          </div>
        )}
      </div>
      {opened !== null && (
        <PhotoLightbox
          label={`Photo of ${shopName}`}
          photos={results.map((photo, i) => ({ ...photo, alt: alt(i) }))}
          start={opened}
          more={status === "CanLoadMore" ? () => loadMore(12) : undefined}
          onClose={() => setOpened(null)}
          actions={(i) => {
            const photo = results[i];
            return me !== undefined && photo && photo.userId !== me?._id ? (
              <ReportButton kind="photo" itemId={photo._id} about={alt(i)} className="text-white hover:text-espresso" />
            ) : null;
          }}
        />
      )}
    </Dialog>
  );
}

/** Portrait: 80vh tall, automatic width. Landscape: 60vh tall, 90% wide (docs/product.md §2). */
function ViewerImage({ url, alt }: { url: string; alt: string }) {
  const [orientation, setOrientation] = useState<"portrait" | "landscape">("landscape");
  return (
    <img
      src={url}
      alt={alt}
      data-orientation={orientation}
      onLoad={(event) =>
        setOrientation(event.currentTarget.naturalHeight > event.currentTarget.naturalWidth ? "portrait" : "landscape")
      }
      className={
        orientation === "portrait" ? "h-[80vh] w-auto max-w-full object-contain" : "h-[60vh] w-[90%] object-contain"
      }
    />
  );
}
