import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { useMinuteClock } from "@/lib/useMinuteClock";

/**
 * On a closed shop's edit form: "It is open". Ticked by a moderator, the save reopens the shop; by an
 * established member, it asks the moderators (decision 27). Anyone else is told who may.
 */
export function ReopenField({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  const me = useQuery(api.users.me);
  const now = useMinuteClock();
  if (!me) return null;
  const mayAsk = me.isModerator || (me.establishedFrom !== null && me.establishedFrom <= now);
  return (
    <fieldset className="space-y-1 rounded-lg border border-alert/40 p-3">
      <legend className="px-1 font-semibold text-alert">Marked permanently closed</legend>
      {mayAsk ? (
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
          It is open
        </label>
      ) : null}
      <p className="text-sm text-dark-grey">
        {me.isModerator
          ? "Saving with this ticked reopens it."
          : mayAsk
            ? "A moderator checks before it is back on the map."
            : "Only established members can say a closed shop is open again."}
      </p>
    </fieldset>
  );
}
