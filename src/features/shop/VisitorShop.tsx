import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { Card } from "@/components/PageShell";
import { paths } from "@/lib/routes";
import { OpenStatus } from "@/features/shop/OpenStatus";
import { Section, ShopAbout, ShopOptions } from "@/features/shop/ShopFacts";
import { ShopImage } from "@/features/shop/ShopImage";
import { ShopRatings } from "@/features/shop/ShopRatings";
import { ShopReviews } from "@/features/shop/ShopReviews";
import { JoinIn } from "@/components/VisitorLayout";

/** A shared shop link opened by a visitor: the shop, its ratings, hours, address and reviews, read-only. */
export function VisitorShop({ id }: { id: string }) {
  const data = useQuery(api.shops.panel, { id });
  if (data === undefined)
    return (
      <p role="status" className="p-8 text-center text-dark-grey">
        {MESSAGES.loading}
      </p>
    );
  if (data === null) {
    return (
      <main className="mx-auto w-full max-w-3xl space-y-4 px-4 py-6">
        <h1 className="text-2xl font-bold text-espresso">Shop not found</h1>
        <p className="text-dark-grey">This shop is no longer on the map.</p>
        <JoinIn action="find specialty coffee near you" next={paths.home()} />
      </main>
    );
  }
  const { shop } = data;
  return (
    <main className="mx-auto w-full max-w-3xl space-y-4 px-4 py-6">
      <div className="overflow-hidden rounded-2xl bg-espresso shadow-sm">
        <h1 className="px-4 pt-4 pb-2 text-2xl font-bold break-words text-white">{shop.name}</h1>
        <ShopRatings shop={shop} />
      </div>
      <JoinIn action="review this shop" next={paths.addReview({ shop: shop.publicId })} />
      <Card className="space-y-5">
        <OpenStatus shop={shop} />
        <ShopImage shop={shop} />
        {shop.about && <p className="break-words text-dark-grey">{shop.about}</p>}
        <ShopAbout shop={shop} flavorNotes={data.flavorNotes} popularDrink={data.popularDrink} />
        <ShopOptions shop={shop} />
      </Card>
      <Section title="Shop Reviews">
        <ShopReviews shopId={shop._id} />
      </Section>
    </main>
  );
}
