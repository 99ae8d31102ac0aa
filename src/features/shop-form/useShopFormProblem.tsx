import { useState } from "react";
import { MESSAGES } from "@convex/rules/messages";
import { takenShopIn, type TakenShop } from "@convex/rules/duplicateShop";
import { errorData } from "@/lib/errors";
import { useFormProblem } from "@/lib/useFormProblem";
import { TakenShopNotice } from "@/features/shop-form/TakenShopNotice";

/**
 * A shop form's problem (useFormProblem, shown as the error toast `toastId`), and the shop a refusal
 * named as already at the address (rules/duplicateShop.ts): `onFailure` reads each failed call for
 * it, and `takenNotice` names it with a link while the form still shows that refusal, so it goes with
 * the message once the person changes what they entered.
 */
export function useShopFormProblem<T>(values: T, check: (values: T) => string | null, toastId: string) {
  const { problem, report } = useFormProblem(values, check, toastId);
  const [taken, setTaken] = useState<TakenShop | null>(null);
  const onFailure = (error: unknown) => setTaken(takenShopIn(errorData(error)));
  const shown = taken !== null && problem === MESSAGES.duplicateShop(taken.name, taken.streetAddress);
  return { report, onFailure, takenNotice: shown ? <TakenShopNotice shop={taken} /> : null };
}
