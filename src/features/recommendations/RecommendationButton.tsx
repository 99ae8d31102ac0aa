import { useAction, useConvex, useQuery } from "convex/react";
import { ConvexError } from "convex/values";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { DEFAULT_COUNTRY } from "@convex/rules/countries";
import { regionInput, type RecommendationPreferences } from "@convex/rules/recommend";
import { boxCentre, type Bounds } from "@convex/rules/viewport";
import { Button } from "@/components/Button";
import { SparkleIcon } from "@/components/icons";
import { JoinButton } from "@/components/JoinPrompt";
import { useIsVisitor } from "@/lib/useIsVisitor";
import { RecommendationDialog } from "@/features/recommendations/RecommendationDialog";
import {
  RecommendationResultsDialog,
  type Recommendations,
} from "@/features/recommendations/RecommendationResultsDialog";

type Found = { prefs: RecommendationPreferences; result: Recommendations };
type Town = { city: string; state: string; country: string };

const ON_MAP =
  "flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-espresso shadow-md ring-1 ring-black/10 hover:bg-latte-light disabled:opacity-50";

/** The map's button for a visitor: recommendations start from one's own taste, so it asks them to join. */
function VisitorRecommendationButton() {
  return (
    <JoinButton action="get recommendations" label="Recommend shops for me" className={ON_MAP}>
      <SparkleIcon />
    </JoinButton>
  );
}

/**
 * 'Recommend Coffee Shops' (docs/product.md §2, §4, §8) on the profile, or (`onMap`) a round button beside
 * "near me" over the map: the preferences dialog, its place the town in the middle of the map (`mapView`)
 * or else the profile's, its taste the profile's; on success it closes and the results dialog opens
 * (live from then on); when no shop qualifies, the dialog says so and stays open to adjust them.
 */
export function RecommendationButton({ onMap = false, mapView }: { onMap?: boolean; mapView?: Bounds | null }) {
  const visitor = useIsVisitor();
  return onMap && visitor ? (
    <VisitorRecommendationButton />
  ) : (
    <SignedInRecommendationButton onMap={onMap} mapView={mapView} />
  );
}

function SignedInRecommendationButton({ onMap, mapView }: { onMap: boolean; mapView?: Bounds | null }) {
  const convex = useConvex();
  const me = useQuery(api.users.me);
  const townAt = useAction(api.geocoding.townAt);
  // null: closed; "opening": naming the map's town; else open, with that town (or none found).
  const [asking, setAsking] = useState<null | "opening" | { town: Town | null }>(null);
  const [found, setFound] = useState<Found | null>(null);

  const open = async () => {
    if (!mapView) return setAsking({ town: null });
    setAsking("opening");
    const town = await townAt(boxCentre(mapView)).catch(() => null);
    setAsking({ town });
  };
  const live = useQuery(api.recommendations.forMe, found ? found.prefs : "skip");

  const search = async (prefs: RecommendationPreferences) => {
    const result = await convex.query(api.recommendations.forMe, prefs);
    if (result.shops.length === 0) throw new ConvexError(MESSAGES.noRecommendation);
    setAsking(null);
    setFound({ prefs, result });
  };

  const town = asking && asking !== "opening" ? asking.town : null;
  // The map's town with its own country, else the profile's home; a region only where the country has one.
  const country = (town ? town.country : me?.yourCountry) || DEFAULT_COUNTRY;
  const initial: RecommendationPreferences = {
    country,
    state: regionInput(country, town?.state ?? me?.yourState ?? ""),
    city: town?.city ?? me?.yourCity ?? "",
    roast: me?.selectedRoast ?? "",
    drink: me?.cafeDrink ?? "",
    temp: me?.cafeTemp ?? "",
  };
  const opening = asking === "opening";

  return (
    <>
      {onMap ? (
        <button
          type="button"
          disabled={!me}
          aria-busy={opening || undefined}
          onClick={() => void open()}
          aria-label="Recommend shops for me"
          title="Recommend shops for me"
          className={ON_MAP}
        >
          <SparkleIcon />
        </button>
      ) : (
        <Button disabled={!me} onClick={() => void open()}>
          Recommend Coffee Shops
        </Button>
      )}
      {asking && !opening && (
        <RecommendationDialog
          initial={initial}
          placeFromMap={town !== null}
          onSearch={search}
          onCancel={() => setAsking(null)}
        />
      )}
      {found && (
        <RecommendationResultsDialog prefs={found.prefs} result={live ?? found.result} onClose={() => setFound(null)} />
      )}
    </>
  );
}
