import { useMemo, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { DEFAULT_COUNTRY } from "@convex/rules/countries";
import { MESSAGES } from "@convex/rules/messages";
import { normalizeShopDetails, shopDetailsError, shopFieldProblems, type ShopDetails } from "@convex/rules/shopForm";
import { normalizeWeek, weekError, type Week } from "@convex/rules/openingHours";
import { AlertDialog } from "@/components/AlertDialog";
import { Button } from "@/components/Button";
import { RequiredNote } from "@/components/fields";
import { paths } from "@/lib/routes";
import { useFieldProblems } from "@/lib/useFieldProblems";
import { ShopDetailFields } from "@/features/shop-form/shopFields";
import { PinStep } from "@/features/shop-form/PinStep";
import { usePinLookup } from "@/features/shop-form/usePinLookup";
import { ShopNameAddressFields } from "@/features/shop-form/ShopNameAddressFields";
import { CityStateFields } from "@/features/shop-form/CityStateFields";
import { useCreateShop } from "@/features/shop-form/useCreateShop";
import { useChainWarning } from "@/features/shop-form/useChainWarning";
import { useShopFormProblem } from "@/features/shop-form/useShopFormProblem";

const EMPTY_SHOP: ShopDetails = {
  name: "",
  streetAddress: "",
  city: "",
  state: "",
  country: DEFAULT_COUNTRY,
  postalCode: "",
  about: "",
  // The yes/no traits start unanswered, and a shop claims only what the person chose.
  hours: "",
  website: "",
  // Nothing ticked for the person: a shop claims only what they chose.
  beverages: [],
  roastStyle: "",
};

type Entered = { form: ShopDetails; week: Week | null };

/**
 * The problem submit finds before asking the server, in the order of docs/product.md §5 (the chain
 * name has its own message).
 */
function enteredError({ form, week }: Entered): string | null {
  return shopDetailsError(normalizeShopDetails(form)) ?? (week && weekError(normalizeWeek(week)));
}

/**
 * Add a shop (docs/product.md §2, §4, §5), in `country` until the person picks another (the page passes
 * the profile's): required fields → the country's region and postal code → chain name → duplicate
 * address → geocoding → the user confirms (or drags) the pin → save. What the user typed survives every
 * error; an error toast goes as soon as its problem is fixed.
 */
export function AddShopForm({ country = DEFAULT_COUNTRY }: { country?: string }) {
  const navigate = useNavigate();
  const [form, setForm] = useState<ShopDetails>(() => ({ ...EMPTY_SHOP, country }));
  const [week, setWeek] = useState<Week | null>(null);
  const chain = useChainWarning();
  const entered = useMemo(() => ({ form, week }), [form, week]);
  const { report, onFailure, takenNotice } = useShopFormProblem(entered, enteredError, "add-shop");
  const { pin, setPin, lookUp, looking } = usePinLookup({ report, onFailure, failure: MESSAGES.addShopFailed });
  const save = useCreateShop({ form, week, report, onFailure });
  const { formRef, errorOf, point } = useFieldProblems(
    useMemo(() => shopFieldProblems(normalizeShopDetails(form), "add"), [form]),
  );
  const change = (patch: Partial<ShopDetails>) => setForm((f) => ({ ...f, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const details = normalizeShopDetails(form);
    const problem = chain.flagged ? MESSAGES.chainShop : shopDetailsError(details);
    if (problem === MESSAGES.chainShop) return chain.submittedChain();
    const invalid = enteredError(entered);
    report(invalid);
    if (invalid) return point();
    setForm(details);
    const { streetAddress, city, state } = details;
    void lookUp({ streetAddress, city, state, country: details.country ?? DEFAULT_COUNTRY });
  };

  if (pin) {
    return (
      <PinStep
        shop={form}
        pin={pin}
        onMove={setPin}
        onBack={() => setPin(null)}
        onConfirm={() => void save.run(pin)}
        busy={save.busy}
        notice={takenNotice}
      />
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} className="space-y-4" noValidate>
      <RequiredNote />
      <ShopNameAddressFields
        name={form.name}
        streetAddress={form.streetAddress}
        onName={(name) => {
          change({ name });
          chain.nameChanged(name);
        }}
        onNameBlur={() => chain.nameLeft(form.name)}
        onStreetAddress={(streetAddress) => change({ streetAddress })}
        nameError={chain.flagged ? MESSAGES.chainShop : errorOf("name")}
        streetAddressError={errorOf("streetAddress")}
        addressAutoComplete="address-line1"
      />
      <CityStateFields
        value={{ country: DEFAULT_COUNTRY, postalCode: "", ...form }}
        onChange={change}
        errorOf={(field) => errorOf(field)}
      />
      <ShopDetailFields form={form} onChange={change} errorOf={errorOf} week={week} onWeek={setWeek} />
      {takenNotice}
      <Button type="submit" busy={looking} disabled={chain.flagged} className="w-full">
        Add Shop
      </Button>
      {chain.redirecting && <AlertDialog message={MESSAGES.chainShopRedirect} onOk={() => navigate(paths.home())} />}
    </form>
  );
}
