import { useNavigate } from "react-router-dom";
import type { Bean } from "@convex/rules/beans";
import { MESSAGES } from "@convex/rules/messages";
import { Button } from "@/components/Button";
import { paths } from "@/lib/routes";
import { JoinButton } from "@/components/JoinPrompt";
import { useIsVisitor } from "@/lib/useIsVisitor";

const JOIN_BEANS =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-espresso bg-white px-5 py-2 font-semibold text-espresso hover:bg-latte-light";

/** The Beans section: 'Add or Edit Beans' and the shop's bags, live (from the shared panel query). */
export function ShopBeans({ beans, publicId }: { beans: Bean[] | undefined; publicId: string }) {
  const navigate = useNavigate();
  const visitor = useIsVisitor();
  return (
    <div className="space-y-3">
      {visitor ? (
        <JoinButton action="add beans" next={paths.beans(publicId)} className={JOIN_BEANS}>
          Add or Edit Beans
        </JoinButton>
      ) : (
        <Button variant="secondary" onClick={() => navigate(paths.beans(publicId))}>
          Add or Edit Beans
        </Button>
      )}
      {beans === undefined ? (
        <p role="status" className="text-sm text-dark-grey">
          {MESSAGES.loading}
        </p>
      ) : beans.length === 0 ? (
        <p className="text-dark-grey">{MESSAGES.noBeans}</p>
      ) : (
        <ul aria-label="Beans" className="space-y-2">
          {beans.map((bean, i) => (
            <li key={`${bean.name}-${i}`} className="rounded-xl bg-white p-3 ring-1 ring-black/5">
              <p className="font-semibold text-espresso">{bean.name}</p>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                <dt className="text-dark-grey">Roast</dt>
                <dd>{bean.roast}</dd>
                <dt className="text-dark-grey">Notes</dt>
                <dd>{bean.notes}</dd>
                <dt className="text-dark-grey">Origin</dt>
                <dd>{bean.origin}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
