import { useAuthActions } from "@convex-dev/auth/react";
import { useMemo, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { Link, useSearchParams } from "react-router-dom";
import { MESSAGES } from "@convex/rules/messages";
import { normalizeEmail, signUpError, signUpProblem, signUpProblems, type SignUpForm } from "@convex/rules/validation";
import { Button } from "@/components/Button";
import { RequiredNote } from "@/components/fields";
import { paths } from "@/lib/routes";
import { useFieldProblems } from "@/lib/useFieldProblems";
import { useFormProblem } from "@/lib/useFormProblem";
import { useSubmit } from "@/lib/useSubmit";
import { EMPTY_PROFILE } from "@/features/account/tasteFields";
import { RegisterAccountFields, type SignUpFieldProps } from "@/features/account/RegisterAccountFields";
import { RegisterTasteSection } from "@/features/account/RegisterTasteSection";
import { TermsConsentNote } from "@/features/account/TermsConsentNote";
import { useArriveAfterSignUp } from "@/features/account/useArriveAfterSignUp";

/** The part of the form everyone fills in; the rest (taste, home, about) is optional and folded. */
const REQUIRED_PART = new Set<keyof SignUpForm>(["firstName", "lastName", "email", "password", "confirmPassword"]);

const EMPTY_FORM: SignUpForm = { ...EMPTY_PROFILE, email: "", password: "", confirmPassword: "" };

export function RegisterForm() {
  const { signIn } = useAuthActions();
  const next = useSearchParams()[0].get("next") ?? undefined;
  const [form, setForm] = useState<SignUpForm>(EMPTY_FORM);
  const [created, setCreated] = useState(false);
  const { report } = useFormProblem(form, signUpError, "register");
  const problem = useMemo(() => signUpProblem(form), [form]);
  // Every empty required field is marked on submit, not only the first (docs/product.md §2, register).
  const { formRef, errorOf, point } = useFieldProblems(useMemo(() => signUpProblems(form), [form]));
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
  useArriveAfterSignUp(created, next);

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

  const field = (key: keyof SignUpForm): SignUpFieldProps => ({
    name: key,
    value: form[key],
    onChange: (e) => set(key)(e.target.value),
    error: errorOf(key),
  });

  return (
    <form ref={formRef} onSubmit={submit} className="space-y-4" noValidate>
      <RequiredNote />
      <RegisterAccountFields field={field} />
      <RegisterTasteSection form={form} set={set} field={field} open={tasteOpen} onOpen={setTasteOpen} />
      <TermsConsentNote />
      <Button type="submit" busy={signUp.busy} className="w-full">
        Create account
      </Button>
      <p className="text-center text-sm">
        <Link to={paths.login({ next })} className="inline-flex min-h-11 items-center text-espresso underline">
          Already have an account?
        </Link>
      </p>
    </form>
  );
}
