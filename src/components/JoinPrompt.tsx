import { useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { PRODUCT_NAME } from "@convex/rules/catalog";
import { Button } from "@/components/Button";
import { Dialog } from "@/components/Dialog";
import { useHere } from "@/components/VisitorLayout";
import { paths } from "@/lib/routes";

const WAY_IN = "inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2 font-semibold";

/**
 * A write control as a visitor sees it (decision 30): it looks like the real one, and pressing it
 * asks them to sign up or log in, either of which brings them to `next` (else back here: the same
 * screen, its shop panel open).
 */
export function JoinButton({
  action,
  next,
  className,
  children,
  label,
}: {
  /** What joining lets them do, after "to": "write a review". */
  action: string;
  next?: string;
  className: string;
  children: ReactNode;
  /** The control's accessible name, when its text alone would not say it. */
  label?: string;
}) {
  const here = useHere();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={className}
      >
        {children}
      </button>
      {open && <JoinDialog action={action} next={next ?? here} onClose={() => setOpen(false)} />}
    </>
  );
}

/** "Join Brew Map to …": sign up or log in, then on to `next`; or stay and keep looking. */
export function JoinDialog({ action, next, onClose }: { action: string; next: string; onClose: () => void }) {
  return (
    <Dialog title={`Join ${PRODUCT_NAME} to ${action}`} onClose={onClose}>
      <p className="text-dark-grey">
        Looking is free. An account takes a minute, and brings you straight back to {action}.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link
          to={paths.register({ next })}
          data-autofocus
          className={`${WAY_IN} bg-espresso text-white hover:bg-espresso-dark`}
        >
          Sign up to {action}
        </Link>
        <Link
          to={paths.login({ next })}
          className={`${WAY_IN} border border-espresso bg-white text-espresso hover:bg-latte-light`}
        >
          Log in
        </Link>
        <Button variant="ghost" onClick={onClose} className="ml-auto">
          Not now
        </Button>
      </div>
    </Dialog>
  );
}
