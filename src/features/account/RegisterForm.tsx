import { useAuthActions } from "@convex-dev/auth/react";
import { useConvexAuth } from "convex/react";
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { toast } from "@/lib/toast";
import { MESSAGES } from "@convex/rules/messages";
import { normalizeEmail, signUpError, signUpProblem, type SignUpForm } from "@convex/rules/validation";
import { Button } from "@/components/Button";
import { RequiredNote, TextArea, TextField } from "@/components/fields";
import { RadioGroup } from "@/components/RadioGroup";
import { paths } from "@/lib/routes";
import { useFieldProblems } from "@/lib/useFieldProblems";
import { useFormProblem } from "@/lib/useFormProblem";
import { useSubmit } from "@/lib/useSubmit";
import { HomePlaceFields } from "@/features/account/HomePlaceFields";
import { EMPTY_PROFILE, TASTE_FIELDS } from "@/features/account/tasteFields";
import { safeNextPath } from "@/features/account/RequireAuth";

/** The part of the form everyone fills in; the rest (taste, home, about) is optional and folded. */
const REQUIRED_PART = new Set<keyof SignUpForm>(["firstName", "lastName", "email", "password", "confirmPassword"]);

const EMPTY_FORM: SignUpForm = { ...EMPTY_PROFILE, email: "", password: "", confirmPassword: "" };

export function RegisterForm() {
  const { signIn } = useAuthActions();
  const navigate = useNavigate();
  const next = useSearchParams()[0].get("next") ?? undefined;
  const [form, setForm] = useState<SignUpForm>(EMPTY_FORM);
  const { isAuthenticated } = useConvexAuth();
  const [created, setCreated] = useState(false);
  const arrived = useRef(false);
  const { report } = useFormProblem(form, signUpError, "register");
  const problem = useMemo(() => signUpProblem(form), [form]);
  const { formRef, errorOf, point } = useFieldProblems(useMemo(() => (problem ? [problem] : []), [problem]));
  const [tasteOpen, setTasteOpen] = useState(false);
  const set = (key: keyof SignUpForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const signUp = useSubmit(
    async () => {
      const { confirmPassword: _confirm, ...params } = form;
      await signIn("password", { ...params, email: normalizeEmail(form.email), flow: "signUp" }).catch(
        (error: unknown) => {
          console.error("Sign-up failed", error);
          throw error;
        },
      );
      setCreated(true);
    },
    { report, failure: MESSAGES.signupFailed, staysBusy: true },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    report(problem?.message ?? null);
    if (problem) {
      // A problem in the optional part (too long, not a choice) opens it, so its field can take the focus.
      if (!REQUIRED_PART.has(problem.field)) flushSync(() => setTasteOpen(true));
      return point();
    }
    void signUp.run();
  };

  // The new account stays signed in (decision 15; the first specification signed it out to log in
  // again, docs/product.md §2 Register) and goes where the visitor was going, once the backend holds
  // the new session so that screen sees it.
  useEffect(() => {
    if (!created || !isAuthenticated || arrived.current) return;
    arrived.current = true;
    toast.success(MESSAGES.accountCreated);
    navigate(safeNextPath(next ?? null), { replace: true });
  }, [created, isAuthenticated, navigate, next]);

  const field = (key: keyof SignUpForm) => ({
    name: key,
    value: form[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key)(e.target.value),
    error: errorOf(key),
  });

  return (
    <form ref={formRef} onSubmit={submit} className="space-y-4" noValidate>
      <RequiredNote />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" required autoComplete="given-name" {...field("firstName")} />
        <TextField label="Last name" required autoComplete="family-name" {...field("lastName")} />
      </div>
      <TextField label="Email" required type="email" autoComplete="email" {...field("email")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Password"
          required
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          {...field("password")}
        />
        <TextField
          label="Confirm password"
          required
          type="password"
          autoComplete="new-password"
          {...field("confirmPassword")}
        />
      </div>
      <details
        open={tasteOpen}
        onToggle={(e) => setTasteOpen(e.currentTarget.open)}
        className="group rounded-xl border border-light-grey p-3 open:space-y-4"
      >
        <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-espresso">
          Your coffee taste (optional)
          <span aria-hidden="true" className="ml-auto transition-transform group-open:rotate-180">
            ▾
          </span>
        </summary>
        <p className="text-sm text-dark-grey">
          It shapes your recommendations. Fill it in now or later from Edit Profile.
        </p>
        <TextField label="Favorite cafe" {...field("favCafe")} />
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
      </details>
      <p className="text-sm text-dark-grey">
        By creating an account you agree to the {/* A new tab, so nothing typed here is lost. */}
        <Link to={paths.terms()} target="_blank" className="font-semibold text-espresso underline">
          Terms of use
        </Link>{" "}
        and the{" "}
        <Link to={paths.privacy()} target="_blank" className="font-semibold text-espresso underline">
          Privacy notice
        </Link>
        .
      </p>
      <Button type="submit" busy={signUp.busy} className="w-full">
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
