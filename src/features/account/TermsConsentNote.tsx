import { Link } from "react-router-dom";
import { paths } from "@/lib/routes";

/** Under the register form: creating an account agrees to the terms and the privacy notice. */
export function TermsConsentNote() {
  return (
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
  );
}
