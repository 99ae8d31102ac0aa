import { useMemo, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import type { Doc } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { storedCountry } from "@convex/rules/countries";
import { townLabel } from "@convex/rules/gazetteer";
import { cityName } from "@convex/rules/placeNames";
import { normalizeShopEdit, shopEditError, shopFieldProblems, type ShopEdit } from "@convex/rules/shopForm";
import { normalizeWeek, weekError, type Week } from "@convex/rules/openingHours";
import { AlertDialog } from "@/components/AlertDialog";
import { Button } from "@/components/Button";
import { RequiredNote } from "@/components/fields";
import { paths } from "@/lib/routes";
import { useFieldProblems } from "@/lib/useFieldProblems";
import { ShopDetailFields } from "@/features/shop-form/shopFields";
import { PinStep } from "@/features/shop-form/PinStep";
import { ReopenField } from "@/features/shop-form/ReopenField";
import { usePinLookup } from "@/features/shop-form/usePinLookup";
import { ShopNameAddressFields } from "@/features/shop-form/ShopNameAddressFields";
import { StaleShopNotice } from "@/features/shop-form/StaleShopNotice";
import { useUpdateShop } from "@/features/shop-form/useUpdateShop";
import { useShopDraft } from "@/features/shop-form/useShopDraft";
import { useShopFormProblem } from "@/features/shop-form/useShopFormProblem";

type Entered = { form: ShopEdit; week: Week | null };

function enteredError({ form, week }: Entered): string | null {
  return shopEditError(normalizeShopEdit(form)) ?? (week && weekError(normalizeWeek(week)));
}

/**
 * The edit form of one shop (docs/product.md §2 Edit shop). It remembers the version it started from: when
 * someone else saves meanwhile (the live `shop` moves on), it says so and the server refuses a save
 * that would silently undo theirs. A new street address is geocoded and its pin confirmed, as when
 * adding a shop, so the marker moves with it.
 */
export function EditShopForm({ shop }: { shop: Doc<"shops"> }) {
  const navigate = useNavigate();
  const { form, setForm, week, setWeek, baseVersion, setBaseVersion, stale, loadLatest } = useShopDraft(shop);
  const [reopen, setReopen] = useState(false);
  const entered = useMemo(() => ({ form, week }), [form, week]);
  const { report, onFailure, takenNotice } = useShopFormProblem(entered, enteredError, "edit-shop");
  const { pin, setPin, lookUp, looking } = usePinLookup({ report, onFailure, failure: MESSAGES.shopFailed });
  const { formRef, errorOf, point } = useFieldProblems(
    useMemo(() => shopFieldProblems(normalizeShopEdit(form), "edit"), [form]),
  );
  const change = (patch: Partial<ShopEdit>) => setForm((f) => ({ ...f, ...patch }));
  const save = useUpdateShop({
    shop,
    baseVersion,
    week,
    reopen,
    report,
    onFailure,
    onVersion: setBaseVersion,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const edit = normalizeShopEdit(form);
    const problem = enteredError(entered);
    report(problem);
    if (problem) return point();
    if (edit.streetAddress === shop.streetAddress) return void save.run({ edit });
    setForm(edit);
    const place = { city: shop.city, state: shop.state, country: storedCountry(shop) };
    void lookUp({ streetAddress: edit.streetAddress, ...place, except: shop._id });
  };

  // docs/product.md §2 Edit shop: 'Shop updated successfully!', then the map once it is read, on the shop just edited.
  const updatedAlert = save.updated && (
    <AlertDialog message={MESSAGES.shopSaved} onOk={() => navigate(paths.home({ shop: shop._id }))} />
  );

  if (pin) {
    const details = { name: form.name, streetAddress: form.streetAddress, city: shop.city, state: shop.state };
    return (
      <>
        <PinStep
          shop={details}
          pin={pin}
          onMove={setPin}
          onBack={() => setPin(null)}
          onConfirm={() => void save.run({ edit: form, pin })}
          busy={save.busy}
          notice={takenNotice}
        />
        {updatedAlert}
      </>
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} className="space-y-4" noValidate aria-label={`Edit ${shop.name}`}>
      {stale && <StaleShopNotice onLoadLatest={loadLatest} />}
      <RequiredNote />
      <ShopNameAddressFields
        name={form.name}
        streetAddress={form.streetAddress}
        onName={(name) => change({ name })}
        onStreetAddress={(streetAddress) => change({ streetAddress })}
        nameError={errorOf("name")}
        streetAddressError={errorOf("streetAddress")}
      />
      <p className="text-sm text-dark-grey">{townLabel(cityName(shop.city), storedCountry(shop), shop.state)}</p>
      <ShopDetailFields form={form} onChange={change} errorOf={errorOf} week={week} onWeek={setWeek} />
      {shop.closedAt !== undefined && <ReopenField checked={reopen} onChange={setReopen} />}
      {takenNotice}
      <Button type="submit" busy={looking || save.busy} className="w-full">
        Save Changes
      </Button>
      {updatedAlert}
    </form>
  );
}
