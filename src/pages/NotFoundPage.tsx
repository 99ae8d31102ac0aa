import { Link } from "react-router-dom";
import { PageShell } from "@/components/PageShell";
import { paths } from "@/lib/routes";

export default function NotFoundPage() {
  return (
    <PageShell title="Page not found">
      <p className="text-dark-grey">
        There is nothing at this address.{" "}
        <Link to={paths.landing()} className="font-semibold text-espresso underline">
          Go to the start page
        </Link>
        .
      </p>
    </PageShell>
  );
}
