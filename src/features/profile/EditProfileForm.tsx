import { useMutation } from "convex/react";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { toast } from "@/lib/toast";
import { api } from "@convex/_generated/api";
import type { Doc } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { PROFILE_FIELD_NAMES, nonEmptyProfileUpdate, profileError, type ProfileFields } from "@convex/rules/validation";
import { Button } from "@/components/Button";
import { SelectField, TextArea, TextField } from "@/components/fields";
import { errorMessage } from "@/lib/errors";
import { paths } from "@/lib/routes";
import { useFormProblem } from "@/lib/useFormProblem";
import { HomePlaceFields } from "./HomePlaceFields";
import { TASTE_FIELDS } from "./tasteFields";

type OwnProfile = ProfileFields & { _id: Doc<"users">["_id"]; email: string };

const formError = (form: ProfileFields) => profileError(nonEmptyProfileUpdate(form), { requireNames: false });

export function EditProfileForm({ profile }: { profile: OwnProfile }) {
  const updateProfile = useMutation(api.users.updateProfile);
  const navigate = useNavigate();
  const [form, setForm] = useState<ProfileFields>(
    () => Object.fromEntries(PROFILE_FIELD_NAMES.map((key) => [key, profile[key]])) as ProfileFields,
  );
  const [busy, setBusy] = useState(false);
  const { report } = useFormProblem(form, formError, "edit-profile");
  const set = (key: keyof ProfileFields) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const update = nonEmptyProfileUpdate(form);
    const problem = formError(form);
    report(problem);
    if (problem) return;
    setBusy(true);
    try {
      await updateProfile(update);
      toast.success(MESSAGES.profileSaved);
      navigate(paths.profile());
    } catch (error) {
      report(errorMessage(error, MESSAGES.profileFailed), { checked: false });
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" value={form.firstName} onChange={(e) => set("firstName")(e.target.value)} />
        <TextField label="Last name" autoComplete="family-name" value={form.lastName} onChange={(e) => set("lastName")(e.target.value)} />
      </div>
      <TextField label="Email" type="email" value={profile.email} readOnly hint="Your email cannot be changed here." />
      <TextField label="Favorite cafe" value={form.favCafe} onChange={(e) => set("favCafe")(e.target.value)} />
      <TextArea label="About" value={form.about} onChange={(e) => set("about")(e.target.value)} />
      <HomePlaceFields
        labels={{ city: "City", state: "State" }}
        city={form.yourCity}
        state={form.yourState}
        onCity={set("yourCity")}
        onState={set("yourState")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {TASTE_FIELDS.map(({ key, label, options }) => (
          <SelectField key={key} label={label} options={options} value={form[key]} onChange={(e) => set(key)(e.target.value)} />
        ))}
      </div>
      <Button type="submit" busy={busy} className="w-full">
        Save Changes
      </Button>
    </form>
  );
}
