import { useAuthActions } from "@convex-dev/auth/react";
import { useConvexAuth } from "convex/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { toast } from "sonner";
import { MESSAGES } from "@convex/rules/messages";
import { normalizeEmail, signUpError, type SignUpForm } from "@convex/rules/validation";
import { Button } from "@/components/Button";
import { TextArea, TextField } from "@/components/fields";
import { RadioGroup } from "@/components/RadioGroup";
import { errorMessage } from "@/lib/errors";
import { paths } from "@/lib/routes";
import { useFormProblem } from "@/lib/useFormProblem";
import { HomePlaceFields } from "../profile/HomePlaceFields";
import { EMPTY_PROFILE, TASTE_FIELDS } from "../profile/tasteFields";
import { safeNextPath } from "./RequireAuth";

const EMPTY_FORM: SignUpForm = { ...EMPTY_PROFILE, email: "", password: "", confirmPassword: "" };

export function RegisterForm() {
  const { signIn } = useAuthActions();
  const navigate = useNavigate();
  const next = useSearchParams()[0].get("next") ?? undefined;
  const [form, setForm] = useState<SignUpForm>(EMPTY_FORM);
  const [busy, setBusy] = useState(false);
  const { isAuthenticated } = useConvexAuth();
  const [created, setCreated] = useState(false);
  const arrived = useRef(false);
  const { report } = useFormProblem(form, signUpError, "register");
  const set = (key: keyof SignUpForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = signUpError(form);
    report(problem);
    if (problem) return;
    setBusy(true);
    try {
      const { confirmPassword: _confirm, ...params } = form;
      await signIn("password", { ...params, email: normalizeEmail(form.email), flow: "signUp" });
      setCreated(true);
    } catch (error) {
      console.error("Sign-up failed", error);
      report(errorMessage(error, MESSAGES.signupFailed), { checked: false });
      setBusy(false);
    }
  };

  // The new account stays signed in (issue 23; SPEC §4 signed it out to log in again) and goes where
  // the visitor was going, once the backend holds the new session so that screen sees it.
  useEffect(() => {
    if (!created || !isAuthenticated || arrived.current) return;
    arrived.current = true;
    toast.success(MESSAGES.accountCreated);
    navigate(safeNextPath(next ?? null), { replace: true });
  }, [created, isAuthenticated, navigate, next]);

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" value={form.firstName} onChange={(e) => set("firstName")(e.target.value)} />
        <TextField label="Last name" autoComplete="family-name" value={form.lastName} onChange={(e) => set("lastName")(e.target.value)} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" value={form.email} onChange={(e) => set("email")(e.target.value)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          value={form.password}
          onChange={(e) => set("password")(e.target.value)}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={(e) => set("confirmPassword")(e.target.value)}
        />
      </div>
      <TextField label="Favorite cafe" value={form.favCafe} onChange={(e) => set("favCafe")(e.target.value)} />
      <HomePlaceFields
        labels={{ city: "Your city", state: "Your state" }}
        city={form.yourCity}
        state={form.yourState}
        onCity={set("yourCity")}
        onState={set("yourState")}
      />
      <TextArea label="About you" value={form.about} onChange={(e) => set("about")(e.target.value)} />
      {TASTE_FIELDS.map(({ key, label, options }) => (
        <RadioGroup key={key} legend={label} options={options} value={form[key]} onChange={set(key)} />
      ))}
      <Button type="submit" busy={busy} className="w-full">
        Create User
      </Button>
      <p className="text-center text-sm">
        <Link to={paths.login({ next })} className="inline-flex min-h-11 items-center text-espresso underline">
          Already have an account?
        </Link>
      </p>
    </form>
  );
}
