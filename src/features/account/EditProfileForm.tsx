import { useMutation } from "convex/react";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { api } from "@convex/_generated/api";
import type { Doc } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { PROFILE_FIELD_NAMES, nonEmptyProfileUpdate, profileError, type ProfileFields } from "@convex/rules/validation";
import { Button } from "@/components/Button";
import { SelectField, TextArea, TextField } from "@/components/fields";
import { paths } from "@/lib/routes";
import { useFormProblem } from "@/lib/useFormProblem";
import { useSubmit } from "@/lib/useSubmit";
import { HomePlaceFields } from "@/features/account/HomePlaceFields";
import { TASTE_FIELDS } from "@/features/account/tasteFields";

type OwnProfile = ProfileFields & { _id: Doc<"users">["_id"]; email: string };

const formError = (form: ProfileFields) => profileError(nonEmptyProfileUpdate(form), { requireNames: false });

export function EditProfileForm({ profile }: { profile: OwnProfile }) {
  const updateProfile = useMutation(api.users.updateProfile);
  const navigate = useNavigate();
  const [form, setForm] = useState<ProfileFields>(
    () => Object.fromEntries(PROFILE_FIELD_NAMES.map((key) => [key, profile[key]])) as ProfileFields,
  );
  const { report } = useFormProblem(form, formError, "edit-profile");
  const set = (key: keyof ProfileFields) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const save = useSubmit(
    async () => {
      await updateProfile(nonEmptyProfileUpdate(form));
      navigate(paths.profile());
    },
    { report, failure: MESSAGES.profileFailed, success: MESSAGES.profileSaved, staysBusy: true },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = formError(form);
    report(problem);
    if (!problem) void save.run();
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          value={form.firstName}
          onChange={(e) => set("firstName")(e.target.value)}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          value={form.lastName}
          onChange={(e) => set("lastName")(e.target.value)}
        />
      </div>
      <TextField label="Email" type="email" value={profile.email} readOnly hint="Your email cannot be changed here." />
      <TextField label="Favorite cafe" value={form.favCafe} onChange={(e) => set("favCafe")(e.target.value)} />
      <TextArea label="About" value={form.about} onChange={(e) => set("about")(e.target.value)} />
      <HomePlaceFields
        labels={{ city: "City", state: "State" }}
        city={form.yourCity}
        state={form.yourState}
        country={form.yourCountry}
        onCity={set("yourCity")}
        onState={set("yourState")}
        onCountry={set("yourCountry")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {TASTE_FIELDS.map(({ key, label, options }) => (
          <SelectField
            key={key}
            label={label}
            options={options}
            value={form[key]}
            onChange={(e) => set(key)(e.target.value)}
          />
        ))}
      </div>
      <Button type="submit" busy={save.busy} className="w-full">
        Save Changes
      </Button>
    </form>
  );
}
