import { useConvex, useQuery } from "convex/react";
import { ConvexError } from "convex/values";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { stateInput, type RecommendationPreferences } from "@convex/rules/recommend";
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
 * 'Custom Coffee Shop Recc' (docs/product.md §2, §4, §8) on the profile, or (`onMap`) a round button beside
 * "near me" over the map: the preferences dialog; on success it closes and the results dialog opens
 * (live from then on); when no shop qualifies, the dialog says so and stays open to adjust them.
 */
export function RecommendationButton({ onMap = false }: { onMap?: boolean }) {
  const visitor = useIsVisitor();
  return onMap && visitor ? <VisitorRecommendationButton /> : <SignedInRecommendationButton onMap={onMap} />;
}

function SignedInRecommendationButton({ onMap }: { onMap: boolean }) {
  const convex = useConvex();
  const me = useQuery(api.users.me);
  const [asking, setAsking] = useState(false);
  const [found, setFound] = useState<Found | null>(null);
  const live = useQuery(api.recommendations.forMe, found ? found.prefs : "skip");

  const search = async (prefs: RecommendationPreferences) => {
    const result = await convex.query(api.recommendations.forMe, prefs);
    if (result.shops.length === 0) throw new ConvexError(MESSAGES.noRecommendation);
    setAsking(false);
    setFound({ prefs, result });
  };

  const initial: RecommendationPreferences = {
    state: stateInput(me?.yourState ?? ""),
    city: me?.yourCity ?? "",
    roast: me?.selectedRoast ?? "",
    drink: me?.cafeDrink ?? "",
    temp: me?.cafeTemp ?? "",
  };

  return (
    <>
      {onMap ? (
        <button
          type="button"
          disabled={!me}
          onClick={() => setAsking(true)}
          aria-label="Recommend shops for me"
          title="Recommend shops for me"
          className={ON_MAP}
        >
          <SparkleIcon />
        </button>
      ) : (
        <Button disabled={!me} onClick={() => setAsking(true)}>
          Custom Coffee Shop Recc
        </Button>
      )}
      {asking && <RecommendationDialog initial={initial} onSearch={search} onCancel={() => setAsking(false)} />}
      {found && (
        <RecommendationResultsDialog prefs={found.prefs} result={live ?? found.result} onClose={() => setFound(null)} />
      )}
    </>
  );
}
