import { useAuthActions } from "@convex-dev/auth/react";
import { useConvexAuth } from "convex/react";
import { useState, type FormEvent } from "react";
import { Link, Navigate, useLocation, useSearchParams } from "react-router-dom";
import { MESSAGES } from "@convex/rules/messages";
import { normalizeEmail } from "@convex/rules/email";
import { Button } from "@/components/Button";
import { TextField } from "@/components/fields";
import { paths } from "@/lib/routes";
import { useSubmit } from "@/lib/useSubmit";
import { CodeLoginForm } from "@/features/account/CodeLoginForm";
import { LOGGING_OUT } from "@/features/account/loggingOut";
import { safeNextPath } from "@/features/account/RequireAuth";

const LOGIN_TOAST = "login";

export function LoginForm() {
  const { signIn } = useAuthActions();
  const { isLoading, isAuthenticated } = useConvexAuth();
  const [params] = useSearchParams();
  const loggingOut = (useLocation().state as typeof LOGGING_OUT | null)?.loggingOut === true;
  const [signedIn, setSignedIn] = useState(false);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  // Log in with an emailed code instead of the password (decision 26).
  const [byCode, setByCode] = useState(false);
  // Every failure says the same log-in error, whatever the server said; a success takes a failed
  // attempt's toast away, so it does not follow the user onto the map.
  const logIn = useSubmit(
    async () => {
      await signIn("password", { flow: "signIn", email: normalizeEmail(email), password });
      setSignedIn(true);
    },
    { errorToast: LOGIN_TOAST, failure: () => MESSAGES.loginError, staysBusy: true },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void logIn.run();
  };

  // Signed in (just now, or already when the page opened): on to the map, or where they were going.
  // Only once the backend has accepted the session, or the next screen would see none.
  if (isAuthenticated && (signedIn || !loggingOut)) return <Navigate to={safeNextPath(params.get("next"))} replace />;
  // A stored session is being checked: no form to flash before the map.
  if (isLoading)
    return (
      <p role="status" className="text-center text-dark-grey">
        {MESSAGES.authLoading}
      </p>
    );

  if (byCode) return <CodeLoginForm onSignedIn={() => setSignedIn(true)} onPassword={() => setByCode(false)} />;

  return (
    <form onSubmit={submit} className="space-y-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      <div className="flex justify-center">
        <Button type="submit" busy={logIn.busy} className="h-[2.8rem] w-48">
          Log In
        </Button>
      </div>
      <button type="button" className="min-h-11 w-full text-sm text-espresso underline" onClick={() => setByCode(true)}>
        Email me a sign-in code instead
      </button>
      <div className="flex justify-between text-sm">
        <Link to={paths.forgotPassword()} className="inline-flex min-h-11 items-center text-espresso underline">
          Forgot Password?
        </Link>
        <Link
          to={paths.register({ next: params.get("next") ?? undefined })}
          className="inline-flex min-h-11 items-center text-espresso underline"
        >
          Create Account
        </Link>
      </div>
    </form>
  );
}
