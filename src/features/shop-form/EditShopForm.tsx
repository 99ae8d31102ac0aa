import { useMutation } from "convex/react";
import { useMemo, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { api } from "@convex/_generated/api";
import type { Doc } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { cityName } from "@convex/rules/placeNames";
import { normalizeShopEdit, shopEditError, shopEditOf, shopFieldProblems, type ShopEdit } from "@convex/rules/shopForm";
import { normalizeWeek, parseOpeningHours, weekError, type Week } from "@convex/rules/openingHours";
import { AlertDialog } from "@/components/AlertDialog";
import { Button } from "@/components/Button";
import { RequiredNote, TextField } from "@/components/fields";
import { paths } from "@/lib/routes";
import { toast } from "@/lib/toast";
import { useFieldProblems } from "@/lib/useFieldProblems";
import { useFormProblem } from "@/lib/useFormProblem";
import { useSubmit } from "@/lib/useSubmit";
import { ShopDetailFields } from "@/features/shop-form/shopFields";
import { PinStep, type Pin } from "@/features/shop-form/PinStep";
import { ReopenField } from "@/features/shop-form/ReopenField";
import { usePinLookup } from "@/features/shop-form/usePinLookup";

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
  const updateShop = useMutation(api.shops.update);
  const [form, setForm] = useState<ShopEdit>(() => shopEditOf(shop));
  const [week, setWeek] = useState<Week | null>(() => parseOpeningHours(shop.openingHours));
  const [baseVersion, setBaseVersion] = useState(shop.version);
  const [updated, setUpdated] = useState(false);
  const [reopen, setReopen] = useState(false);
  const entered = useMemo(() => ({ form, week }), [form, week]);
  const { report } = useFormProblem(entered, enteredError, "edit-shop");
  const { pin, setPin, lookUp, looking } = usePinLookup({ report, failure: MESSAGES.shopFailed });
  const { formRef, errorOf, point } = useFieldProblems(
    useMemo(() => shopFieldProblems(normalizeShopEdit(form), "edit"), [form]),
  );
  const set =
    <K extends keyof ShopEdit>(key: K) =>
    (value: ShopEdit[K]) =>
      setForm((f) => ({ ...f, [key]: value }));
  const stale = shop.version !== baseVersion;

  const loadLatest = () => {
    setForm(shopEditOf(shop));
    setWeek(parseOpeningHours(shop.openingHours));
    setBaseVersion(shop.version);
  };

  const save = useSubmit(
    async ({ edit, pin }: { edit: ShopEdit; pin?: Pin }) => {
      const location = pin ? { location: { lat: pin.lat, lng: pin.lng } } : {};
      // Unset hours clear the stored ones (null); what the editor shows is what is saved.
      const openingHours = week ? normalizeWeek(week) : null;
      const asked = reopen && shop.closedAt !== undefined ? { reopen: true } : {};
      const saved = await updateShop({
        id: shop._id,
        version: baseVersion,
        ...edit,
        ...location,
        openingHours,
        ...asked,
      });
      if (saved.reopening === "requested") toast.success(MESSAGES.reopenRequested);
      setBaseVersion(saved.version);
      setUpdated(true);
    },
    { report, failure: MESSAGES.shopFailed, staysBusy: true },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const edit = normalizeShopEdit(form);
    const problem = enteredError(entered);
    report(problem);
    if (problem) return point();
    if (edit.streetAddress === shop.streetAddress) return void save.run({ edit });
    setForm(edit);
    void lookUp({ streetAddress: edit.streetAddress, city: shop.city, state: shop.state });
  };

  // docs/product.md §2 Edit shop: 'Shop updated successfully!', then the map once it is read, on the shop just edited.
  const updatedAlert = updated && (
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
        />
        {updatedAlert}
      </>
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} className="space-y-4" noValidate aria-label={`Edit ${shop.name}`}>
      {stale && (
        <div role="status" className="space-y-2 rounded-lg border border-latte bg-latte-light p-3 text-sm text-black">
          <p>Someone else saved changes to this shop while you were editing. Load their version before saving yours.</p>
          <Button variant="secondary" onClick={loadLatest}>
            Load latest version
          </Button>
        </div>
      )}
      <RequiredNote />
      <TextField
        label="Shop name"
        name="name"
        required
        value={form.name}
        onChange={(e) => set("name")(e.target.value)}
        error={errorOf("name")}
      />
      <TextField
        label="Street address"
        name="streetAddress"
        required
        value={form.streetAddress}
        onChange={(e) => set("streetAddress")(e.target.value)}
        error={errorOf("streetAddress")}
      />
      <p className="text-sm text-dark-grey">
        {cityName(shop.city)}, {shop.state}
      </p>
      <ShopDetailFields
        form={form}
        onChange={(patch) => setForm((f) => ({ ...f, ...patch }))}
        errorOf={errorOf}
        week={week}
        onWeek={setWeek}
      />
      {shop.closedAt !== undefined && <ReopenField checked={reopen} onChange={setReopen} />}
      <Button type="submit" busy={looking || save.busy} className="w-full">
        Save Changes
      </Button>
      {updatedAlert}
    </form>
  );
}
