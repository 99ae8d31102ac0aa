import type { ChangeEvent } from "react";
import type { SignUpForm } from "@convex/rules/validation";
import { TextField } from "@/components/fields";

/** What a sign-up field needs from the form: its name, value, change handler and problem. */
export type SignUpFieldProps = {
  name: keyof SignUpForm;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error?: string;
};

/** The part of the register form everyone fills in: name, email and the password twice. */
export function RegisterAccountFields({ field }: { field: (key: keyof SignUpForm) => SignUpFieldProps }) {
  return (
    <>
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
    </>
  );
}
