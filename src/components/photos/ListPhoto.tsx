import { LARGE_PHOTO_SIDE, SMALL_PHOTO_SIDE } from "@convex/rules/imageTypes";

/** A photo's two addresses: the photo itself and the small copy lists show. */
export type PhotoUrls = { url: string; smallUrl: string };

/**
 * A photo in a list (review cards, the panel's header): its small copy. With `sizes` (how wide the
 * slot is) the photo itself is offered too, for a screen dense enough to need more pixels than the
 * copy has; without, the small copy only. `width` and `height` keep its room while it loads; it
 * loads only near the viewport.
 */
export function ListPhoto({
  photo,
  alt,
  sizes,
  width,
  height,
  className,
}: {
  photo: PhotoUrls;
  alt: string;
  sizes?: string;
  width: number;
  height: number;
  className?: string;
}) {
  const srcSet =
    sizes && photo.smallUrl !== photo.url
      ? `${photo.smallUrl} ${SMALL_PHOTO_SIDE}w, ${photo.url} ${LARGE_PHOTO_SIDE}w`
      : undefined;
  return (
    <img
      src={photo.smallUrl}
      srcSet={srcSet}
      sizes={srcSet && sizes}
      width={width}
      height={height}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
