import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { PageShell } from "@/components/PageShell";
import { CityImport } from "@/features/cityImport/CityImport";
import { ModerationLog } from "@/features/moderation/ModerationLog";
import { ModerationQueue } from "@/features/moderation/ModerationQueue";

/** /moderation: the reports queue, the log and the city import, for moderators; everyone else is told it is not for them. */
export default function ModerationPage() {
  const me = useQuery(api.users.me);
  return (
    <PageShell title="Moderation" width="wide">
      {me === undefined ? (
        <p role="status" className="text-dark-grey">
          {MESSAGES.loading}
        </p>
      ) : !me?.isModerator ? (
        <p className="text-dark-grey">{MESSAGES.moderatorsOnly}</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
          <ModerationQueue />
          <div className="min-w-0 space-y-6">
            <ModerationLog />
            <CityImport />
          </div>
        </div>
      )}
    </PageShell>
  );
}
