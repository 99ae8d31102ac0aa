import { usePaginatedQuery } from "convex/react";
import { useBlockedIds } from "@/lib/useBlockedIds";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import type { Doc } from "@convex/_generated/dataModel";
import { Button } from "@/components/Button";
import { ListPhoto } from "@/components/photos/ListPhoto";
import { PhotoViewer } from "@/features/shop/PhotoViewer";

/** Only the first 3 photos are used by the panel, and only the first is shown (docs/product.md §2, §9). */
const PANEL_PHOTOS = 3;

/**
 * The first of the shop's first 3 photos, as its small copy (a cover: on a 2× or 3× phone it is a
 * little soft, and the photo viewer it opens shows the photo itself), and the way into the photo
 * viewer; nothing while it has none.
 */
export function ShopImage({ shop }: { shop: Pick<Doc<"shops">, "_id" | "name"> }) {
  const [viewing, setViewing] = useState(false);
  const blocked = useBlockedIds();
  const { results } = usePaginatedQuery(api.photos.forShop, { shopId: shop._id }, { initialNumItems: PANEL_PHOTOS });
  const first = results.slice(0, PANEL_PHOTOS).find((photo) => !blocked.has(photo.userId));
  if (!first) return null;
  return (
    <div className="space-y-2">
      <ListPhoto
        photo={first}
        alt={shop.name}
        width={16 * 24}
        height={9 * 24}
        className="aspect-video w-full rounded-xl object-cover"
      />
      <Button variant="secondary" onClick={() => setViewing(true)}>
        View Photos
      </Button>
      {viewing && <PhotoViewer shopId={shop._id} shopName={shop.name} onClose={() => setViewing(false)} />}
    </div>
  );
}
