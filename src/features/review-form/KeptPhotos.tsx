import { MAX_PHOTOS_PER_REVIEW } from "@convex/rules/imageTypes";

export type ReviewPhoto = { storageId: string; url: string | null };

/** The photos a review has, each kept or not (an edit removes the ones unticked, with their files). */
export function KeptPhotos({
  photos,
  kept,
  onChange,
  disabled,
}: {
  photos: ReviewPhoto[];
  kept: string[];
  onChange: (kept: string[]) => void;
  disabled?: boolean;
}) {
  const toggle = (storageId: string, keep: boolean) =>
    // In the review's own order, whatever order they are ticked in.
    onChange(photos.map((photo) => photo.storageId).filter((id) => (id === storageId ? keep : kept.includes(id))));
  return (
    <fieldset>
      <legend className="text-sm font-medium text-dark-grey">Photos in this review</legend>
      <p className="mt-1 text-xs text-dark-grey">
        Untick a photo to remove it when you save. Kept and new photos together: up to {MAX_PHOTOS_PER_REVIEW}.
      </p>
      <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {photos.map((photo, i) => {
          const keep = kept.includes(photo.storageId);
          return (
            <li key={photo.storageId}>
              <label className="block cursor-pointer space-y-1 text-sm has-disabled:cursor-not-allowed">
                {photo.url ? (
                  <img
                    src={photo.url}
                    alt=""
                    width={160}
                    height={160}
                    decoding="async"
                    className={`aspect-square w-full rounded-lg object-cover ${keep ? "" : "opacity-40 grayscale"}`}
                  />
                ) : (
                  <span className="flex aspect-square w-full items-center justify-center rounded-lg bg-light-grey text-xs text-dark-grey">
                    Unavailable
                  </span>
                )}
                <span className="flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    checked={keep}
                    disabled={disabled}
                    onChange={(event) => toggle(photo.storageId, event.target.checked)}
                    className="size-5 accent-espresso"
                  />
                  Keep photo {i + 1}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
