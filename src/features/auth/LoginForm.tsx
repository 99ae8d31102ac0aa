import { useAuthActions } from "@convex-dev/auth/react";
import { useConvexAuth } from "convex/react";
import { useState, type FormEvent } from "react";
import { Link, Navigate, useSearchParams } from "react-router-dom";
import { toast } from "sonner";
import { MESSAGES } from "@convex/rules/messages";
import { normalizeEmail } from "@convex/rules/email";
import { Button } from "@/components/Button";
import { TextField } from "@/components/fields";
import { paths } from "@/lib/routes";
import { safeNextPath } from "./RequireAuth";

export function LoginForm() {
  const { signIn } = useAuthActions();
  const { isAuthenticated } = useConvexAuth();
  const [params] = useSearchParams();
  const [signedIn, setSignedIn] = useState(false);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await signIn("password", { flow: "signIn", email: normalizeEmail(email), password });
      setSignedIn(true);
    } catch {
      toast.error(MESSAGES.loginError);
      setBusy(false);
    }
  };

  // Leave only once the backend has accepted the new session, or the next screen would see none.
  if (signedIn && isAuthenticated) return <Navigate to={safeNextPath(params.get("next"))} replace />;

  return (
    <form onSubmit={submit} className="space-y-4">
      <TextField label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      <div className="flex justify-center">
        <Button type="submit" busy={busy} className="h-[2.8rem] w-48">
          Log In
        </Button>
      </div>
      <div className="flex justify-between text-sm">
        <Link to={paths.forgotPassword()} className="text-espresso underline">
          Forgot Password?
        </Link>
        <Link to={paths.register()} className="text-espresso underline">
          Create Account
        </Link>
      </div>
    </form>
  );
}
