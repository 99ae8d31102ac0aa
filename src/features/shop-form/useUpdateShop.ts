import { useMutation } from "convex/react";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import type { Doc } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { normalizeWeek, type Week } from "@convex/rules/openingHours";
import { PRACTICAL_FIELDS } from "@convex/rules/practicalTraits";
import type { ShopEdit } from "@convex/rules/shopForm";
import { toast } from "@/lib/toast";
import { useSubmit, type ReportProblem } from "@/lib/useSubmit";
import type { Pin } from "@/features/shop-form/PinStep";

/**
 * The edit form's save: the edit over the version it started from (`baseVersion`), the week, a
 * moved pin and the request to reopen, if any. `onVersion` gets the version the save made; `updated`
 * once one has succeeded.
 */
export function useUpdateShop({
  shop,
  baseVersion,
  week,
  reopen,
  report,
  onFailure,
  onVersion,
}: {
  shop: Doc<"shops">;
  baseVersion: number;
  week: Week | null;
  reopen: boolean;
  report: ReportProblem;
  onFailure: (error: unknown) => void;
  onVersion: (version: number) => void;
}) {
  const updateShop = useMutation(api.shops.update);
  const [updated, setUpdated] = useState(false);
  const save = useSubmit(
    async ({ edit, pin }: { edit: ShopEdit; pin?: Pin }) => {
      const location = pin ? { location: { lat: pin.lat, lng: pin.lng } } : {};
      // Unset hours clear the stored ones (null); what the editor shows is what is saved.
      const openingHours = week ? normalizeWeek(week) : null;
      const asked = reopen && shop.closedAt !== undefined ? { reopen: true } : {};
      // A practical trait left at "Not sure" is sent as null, which clears a stored answer.
      const practical = Object.fromEntries(PRACTICAL_FIELDS.map((field) => [field, edit[field] ?? null]));
      const saved = await updateShop({
        id: shop._id,
        version: baseVersion,
        ...edit,
        ...practical,
        ...location,
        openingHours,
        ...asked,
      });
      if (saved.reopening === "requested") toast.success(MESSAGES.reopenRequested);
      onVersion(saved.version);
      setUpdated(true);
    },
    { report, onFailure, failure: MESSAGES.shopFailed, staysBusy: true },
  );
  return { ...save, updated };
}
