import { useConvexAuth } from "convex/react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { PRODUCT_NAME } from "@convex/rules/catalog";
import { CupIcon, MapIcon, PenIcon, StoreIcon } from "@/components/icons";
import { paths } from "@/lib/routes";

function Tile({ to, label, icon }: { to: string; label: string; icon: ReactNode }) {
  return (
    <Link
      to={to}
      className="flex flex-col items-center gap-2 rounded-2xl bg-white p-5 text-espresso shadow-sm ring-1 ring-black/5 transition hover:-translate-y-0.5 hover:shadow-md"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-latte-light [&>svg]:size-7">
        {icon}
      </span>
      <span className="font-semibold">{label}</span>
    </Link>
  );
}

export default function LandingPage() {
  const { isAuthenticated } = useConvexAuth();
  return (
    <main className="mx-auto flex min-h-svh max-w-3xl flex-col items-center justify-center gap-8 px-4 py-10 text-center">
      <div className="flex size-20 items-center justify-center rounded-3xl bg-espresso text-white [&>svg]:size-11">
        <CupIcon />
      </div>
      <h1 className="text-4xl font-extrabold text-espresso sm:text-5xl">Welcome to {PRODUCT_NAME}</h1>
      <p className="max-w-lg text-lg text-dark-grey">
        Find new specialty coffee shops easily, leave reviews, and see what your friends are drinking.
      </p>
      <nav aria-label="Get started" className="grid w-full max-w-xl grid-cols-1 gap-4 sm:grid-cols-3">
        <Tile to={paths.home()} label="View Map" icon={<MapIcon />} />
        <Tile to={paths.addShop()} label="Add a Shop" icon={<StoreIcon />} />
        <Tile to={paths.addReview()} label="Add a review" icon={<PenIcon />} />
      </nav>
      {isAuthenticated ? (
        // Already signed in: the map, not a way back to the log-in form.
        <Link
          to={paths.home()}
          className="inline-flex min-h-11 items-center justify-center rounded-full bg-espresso px-6 py-2 font-semibold text-white hover:bg-espresso-dark"
        >
          Go to the map
        </Link>
      ) : (
        <p className="text-sm text-dark-grey">
          New here?{" "}
          <Link
            to={paths.register()}
            className="inline-flex min-h-11 items-center font-semibold text-espresso underline"
          >
            Create an account
          </Link>{" "}
          or{" "}
          <Link to={paths.login()} className="inline-flex min-h-11 items-center font-semibold text-espresso underline">
            log in
          </Link>
          .
        </p>
      )}
      <nav aria-label="About Brew Map" className="flex gap-4 text-sm">
        <Link
          to={paths.terms()}
          className="inline-flex min-h-11 min-w-11 items-center justify-center text-dark-grey underline"
        >
          Terms
        </Link>
        <Link
          to={paths.privacy()}
          className="inline-flex min-h-11 min-w-11 items-center justify-center text-dark-grey underline"
        >
          Privacy
        </Link>
      </nav>
    </main>
  );
}
