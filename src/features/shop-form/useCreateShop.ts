import { useMutation } from "convex/react";
import { useNavigate } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { normalizeWeek, type Week } from "@convex/rules/openingHours";
import type { ShopDetails } from "@convex/rules/shopForm";
import { paths } from "@/lib/routes";
import { useSubmit, type ReportProblem } from "@/lib/useSubmit";
import type { Pin } from "@/features/shop-form/PinStep";

/** The add form's last step: the shop as entered, at the confirmed pin; then the map, on the new shop. */
export function useCreateShop({
  form,
  week,
  report,
  onFailure,
}: {
  form: ShopDetails;
  week: Week | null;
  report: ReportProblem;
  onFailure: (error: unknown) => void;
}) {
  const navigate = useNavigate();
  const createShop = useMutation(api.shops.create);
  return useSubmit(
    async (confirmed: Pin) => {
      const created = await createShop({
        ...form,
        ...(week ? { openingHours: normalizeWeek(week) } : {}),
        lat: confirmed.lat,
        lng: confirmed.lng,
      });
      navigate(paths.home({ shop: created._id })); // the map, centred on the new shop with its panel open
    },
    { report, onFailure, failure: MESSAGES.addShopFailed, success: MESSAGES.addShopSuccess, staysBusy: true },
  );
}
