import { useState } from "react";
import type { Doc } from "@convex/_generated/dataModel";
import { Button } from "@/components/Button";
import { ListPhoto } from "@/components/photos/ListPhoto";
import { PhotoViewer } from "@/features/shop/PhotoViewer";
import type { PanelShared } from "@/features/shop/panelTypes";

/**
 * The first of the shop's first 3 photos (docs/product.md §2, §9), as its small copy (a cover: on a 2× or 3× phone it is a
 * little soft, and the photo viewer it opens shows the photo itself), and the way into the photo
 * viewer; nothing while it has none.
 */
export function ShopImage({
  shop,
  photos,
}: {
  shop: Pick<Doc<"shops">, "_id" | "name">;
  /** The shop's first photos (shared panel query), less those of people the viewer blocked; undefined while unknown. */
  photos: PanelShared["photos"] | undefined;
}) {
  const [viewing, setViewing] = useState(false);
  const first = photos?.[0];
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
