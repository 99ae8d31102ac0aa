import { Link } from "react-router-dom";
import { paths } from "@/lib/routes";

/** The way back from resetting a password to the log-in screen. */
export function BackToLogIn() {
  return (
    <p className="text-center text-sm">
      <Link to={paths.login()} className="inline-flex min-h-11 items-center text-espresso underline">
        Back to Log In
      </Link>
    </p>
  );
}
