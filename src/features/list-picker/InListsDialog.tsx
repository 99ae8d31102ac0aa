import { Link } from "react-router-dom";
import { Button } from "@/components/Button";
import { Dialog } from "@/components/Dialog";
import { paths } from "@/lib/routes";
import { listMeta } from "@/features/list-picker/pickerText";
import type { ListVisibility } from "@convex/rules/lists";

type Held = { _id: string; title: string; ownerName: string; visibility: ListVisibility; entries: number };

/** The lists holding a shop that the viewer may see: title and owner, each opening the list's page. */
export function InListsDialog({ lists, complete, onClose }: { lists: Held[]; complete: boolean; onClose: () => void }) {
  return (
    <Dialog title="Lists with this shop" onClose={onClose}>
      <ul className="divide-y divide-light-grey">
        {lists.map((list) => (
          <li key={list._id}>
            <Link
              to={paths.list(list._id)}
              className="block rounded-lg py-2 hover:bg-latte-light focus-visible:outline-3 focus-visible:outline-latte"
            >
              <span className="block font-semibold break-words text-espresso underline decoration-latte underline-offset-2">
                {list.title}
              </span>
              <span className="block text-sm text-dark-grey">
                by {list.ownerName} · {listMeta(list)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {!complete && <p className="mt-2 text-sm text-dark-grey">The lists that added it most recently.</p>}
      <div className="mt-3 flex justify-end">
        <Button onClick={onClose}>Close</Button>
      </div>
    </Dialog>
  );
}
