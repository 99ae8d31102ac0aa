import { useMutation } from "convex/react";
import { useMemo, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { isChainName } from "@convex/rules/chains";
import { MESSAGES } from "@convex/rules/messages";
import {
  normalizeCity,
  normalizeShopDetails,
  normalizeState,
  shopDetailsError,
  shopFieldProblems,
  type ShopDetails,
} from "@convex/rules/shopForm";
import { normalizeWeek, weekError, type Week } from "@convex/rules/openingHours";
import { AlertDialog } from "@/components/AlertDialog";
import { Button } from "@/components/Button";
import { RequiredNote, TextField } from "@/components/fields";
import { paths } from "@/lib/routes";
import { useFieldProblems } from "@/lib/useFieldProblems";
import { useFormProblem } from "@/lib/useFormProblem";
import { useSubmit } from "@/lib/useSubmit";
import { ShopDetailFields } from "@/features/shop-form/shopFields";
import { PinStep, type Pin } from "@/features/shop-form/PinStep";
import { usePinLookup } from "@/features/shop-form/usePinLookup";

const EMPTY_SHOP: ShopDetails = {
  name: "",
  streetAddress: "",
  city: "",
  state: "",
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
 * Add a shop (docs/product.md §2, §4, §5): required fields → 2-letter state → chain name → duplicate
 * address → geocoding → the user confirms (or drags) the pin → save. What the user typed survives every
 * error; an error toast goes as soon as its problem is fixed.
 */
export function AddShopForm() {
  const navigate = useNavigate();
  const createShop = useMutation(api.shops.create);
  const [form, setForm] = useState<ShopDetails>(EMPTY_SHOP);
  const [week, setWeek] = useState<Week | null>(null);
  const [chainFlagged, setChainFlagged] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const entered = useMemo(() => ({ form, week }), [form, week]);
  const { report } = useFormProblem(entered, enteredError, "add-shop");
  const { pin, setPin, lookUp, looking } = usePinLookup({ report, failure: MESSAGES.addShopFailed });
  const save = useSubmit(
    async (confirmed: Pin) => {
      const created = await createShop({
        ...form,
        ...(week ? { openingHours: normalizeWeek(week) } : {}),
        lat: confirmed.lat,
        lng: confirmed.lng,
      });
      navigate(paths.home({ shop: created._id })); // the map, centred on the new shop with its panel open
    },
    { report, failure: MESSAGES.addShopFailed, success: MESSAGES.addShopSuccess, staysBusy: true },
  );
  const { formRef, errorOf, point } = useFieldProblems(
    useMemo(() => shopFieldProblems(normalizeShopDetails(form), "add"), [form]),
  );
  const set =
    <K extends keyof ShopDetails>(key: K) =>
    (value: ShopDetails[K]) =>
      setForm((f) => ({ ...f, [key]: value }));

  const changeName = (name: string) => {
    set("name")(name);
    if (chainFlagged && !isChainName(name)) setChainFlagged(false);
  };

  // "As previously mentioned" only makes sense once the first warning was shown.
  const warnedOnce = useRef(false);

  // docs/product.md §5: the chain check runs on leaving the name field; its alert shows under the field while flagged.
  const checkName = () => {
    const chain = isChainName(form.name);
    if (chain) warnedOnce.current = true;
    setChainFlagged(chain);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const details = normalizeShopDetails(form);
    const problem = chainFlagged ? MESSAGES.chainShop : shopDetailsError(details);
    if (problem === MESSAGES.chainShop) {
      if (!warnedOnce.current) {
        warnedOnce.current = true;
        setChainFlagged(true);
        return;
      }
      setRedirecting(true); // the warning of docs/product.md §5, then /home once it is read
      return;
    }
    const invalid = enteredError(entered);
    report(invalid);
    if (invalid) return point();
    setForm(details);
    void lookUp({ streetAddress: details.streetAddress, city: details.city, state: details.state });
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
      />
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} className="space-y-4" noValidate>
      <RequiredNote />
      <TextField
        label="Shop name"
        name="name"
        required
        value={form.name}
        onChange={(e) => changeName(e.target.value)}
        onBlur={checkName}
        error={chainFlagged ? MESSAGES.chainShop : errorOf("name")}
      />
      <TextField
        label="Street address"
        name="streetAddress"
        required
        autoComplete="address-line1"
        value={form.streetAddress}
        onChange={(e) => set("streetAddress")(e.target.value)}
        error={errorOf("streetAddress")}
      />
      <div className="grid grid-cols-[1fr_6rem] gap-4">
        <TextField
          label="City"
          name="city"
          required
          autoComplete="address-level2"
          value={form.city}
          onChange={(e) => set("city")(e.target.value)}
          onBlur={() => set("city")(normalizeCity(form.city))}
          error={errorOf("city")}
        />
        <TextField
          label="State"
          name="state"
          required
          autoComplete="address-level1"
          placeholder="MA"
          value={form.state}
          onChange={(e) => set("state")(normalizeState(e.target.value))}
          error={errorOf("state")}
        />
      </div>
      <ShopDetailFields
        form={form}
        onChange={(patch) => setForm((f) => ({ ...f, ...patch }))}
        errorOf={errorOf}
        week={week}
        onWeek={setWeek}
      />
      <Button type="submit" busy={looking} disabled={chainFlagged} className="w-full">
        Add Shop
      </Button>
      {redirecting && <AlertDialog message={MESSAGES.chainShopRedirect} onOk={() => navigate(paths.home())} />}
    </form>
  );
}
