import type { SignUpForm } from "@convex/rules/validation";
import { TextArea, TextField } from "@/components/fields";
import { FoldedSection } from "@/components/FoldedSection";
import { RadioGroup } from "@/components/RadioGroup";
import { HomePlaceFields } from "@/features/account/HomePlaceFields";
import type { SignUpFieldProps } from "@/features/account/RegisterAccountFields";
import { TASTE_FIELDS } from "@/features/account/tasteFields";

/** The optional part of the register form, folded: favourite cafe, home, about and the taste choices. */
export function RegisterTasteSection({
  form,
  set,
  field,
  open,
  onOpen,
}: {
  form: SignUpForm;
  set: (key: keyof SignUpForm) => (value: string) => void;
  field: (key: keyof SignUpForm) => SignUpFieldProps;
  open: boolean;
  onOpen: (open: boolean) => void;
}) {
  return (
    <FoldedSection
      title="Your coffee taste (optional)"
      note="It shapes your recommendations. Fill it in now or later from Edit Profile."
      open={open}
      onOpen={onOpen}
    >
      <TextField label="Favorite cafe" {...field("favCafe")} />
      <HomePlaceFields
        labels={{ city: "Your city", state: "Your state" }}
        city={form.yourCity}
        state={form.yourState}
        country={form.yourCountry}
        onCity={set("yourCity")}
        onState={set("yourState")}
        onCountry={set("yourCountry")}
      />
      <TextArea label="About you" value={form.about} onChange={(e) => set("about")(e.target.value)} />
      {TASTE_FIELDS.map(({ key, label, options }) => (
        <RadioGroup key={key} legend={label} options={options} value={form[key]} onChange={set(key)} />
      ))}
    </FoldedSection>
  );
}
