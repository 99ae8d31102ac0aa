import { useConvex, useQuery } from "convex/react";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { stateInput, type RecommendationPreferences } from "@convex/rules/recommend";
import { Button } from "@/components/Button";
import { errorMessage } from "@/lib/errors";
import { RecommendationDialog } from "./RecommendationDialog";
import { RecommendationResultsDialog, type Recommendations } from "./RecommendationResultsDialog";

type Found = { prefs: RecommendationPreferences; shops: Recommendations };

/**
 * 'Custom Coffee Shop Recc' (SPEC §2, §4, §8): the preferences dialog; on success it closes and the
 * results dialog opens (live from then on); when no shop qualifies, the dialog says so and stays
 * open to adjust the preferences.
 */
export function RecommendationButton() {
  const convex = useConvex();
  const me = useQuery(api.users.me);
  const [asking, setAsking] = useState(false);
  const [found, setFound] = useState<Found | null>(null);
  const live = useQuery(api.recommendations.forMe, found ? found.prefs : "skip");

  const search = async (prefs: RecommendationPreferences): Promise<string | null> => {
    try {
      const shops = await convex.query(api.recommendations.forMe, prefs);
      if (shops.length === 0) return MESSAGES.noRecommendation;
      setAsking(false);
      setFound({ prefs, shops });
      return null;
    } catch (error) {
      return errorMessage(error, MESSAGES.noRecommendation);
    }
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
      <Button disabled={!me} onClick={() => setAsking(true)}>
        Custom Coffee Shop Recc
      </Button>
      {asking && <RecommendationDialog initial={initial} onSearch={search} onCancel={() => setAsking(false)} />}
      {found && <RecommendationResultsDialog shops={live ?? found.shops} onClose={() => setFound(null)} />}
    </>
  );
}
