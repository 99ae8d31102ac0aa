import { useQuery } from "convex/react";
import { useState, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { Alert } from "@/components/Alert";
import { Button } from "@/components/Button";
import { ErrorBoundary } from "@/components/ErrorBoundary";
import { Card, SectionCard } from "@/components/PageShell";
import { errorMessage } from "@/lib/errors";
import { paths } from "@/lib/routes";
import { AddShopSection, type ShopFinderSlot } from "@/features/lists/AddShopSection";
import { ListEntries } from "@/features/lists/ListEntries";
import { ListHeader } from "@/features/lists/ListHeader";
import { LeaveList, OwnerTools } from "@/features/lists/ListManage";
import type { ListMapSlot, ListView, MapShop } from "@/features/lists/listTypes";

type Slots = {
  finder: ShopFinderSlot;
  map: ListMapSlot;
  /** What a visitor is offered (join to edit lists of their own). */
  visitorPrompt?: ReactNode;
  /** More actions beside "Show on map" (a coffee plan may go here). */
  actions?: ReactNode;
};

/** The list's page: its header, shops, map and, by role, the editors' and owner's controls. Live for everyone. */
export function ListPageView({ listId, ...slots }: { listId: string } & Slots) {
  return (
    <main className="mx-auto w-full max-w-3xl space-y-4 px-4 py-6 max-sm:pb-32">
      <ErrorBoundary
        key={listId}
        fallback={(error) => <ListUnavailable error={error} signedIn={!slots.visitorPrompt} />}
      >
        <ListBody listId={listId} {...slots} />
      </ErrorBoundary>
    </main>
  );
}

/** Unknown, private to others, deleted, or gone with its owner: the server's words and a way back. */
function ListUnavailable({ error, signedIn }: { error: unknown; signedIn: boolean }) {
  return (
    <Card className="space-y-3 text-center">
      <Alert look="screen">{errorMessage(error, MESSAGES.readFailed)}</Alert>
      <Link
        to={signedIn ? paths.lists() : paths.landing()}
        className="inline-flex min-h-11 items-center font-semibold text-espresso underline decoration-latte"
      >
        {signedIn ? "Back to my lists" : `Back to the start`}
      </Link>
    </Card>
  );
}

function ListBody({ listId, finder, map, visitorPrompt, actions }: { listId: string } & Slots) {
  const list = useQuery(api.lists.get, { listId });
  const me = useQuery(api.users.me);
  const [search] = useSearchParams();
  const [showMap, setShowMap] = useState(false);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  if (list === undefined || me === undefined) {
    return (
      <p role="status" className="p-8 text-center text-dark-grey">
        Loading the list…
      </p>
    );
  }
  const myId = me?._id ?? null;
  const isOwner = myId === list.ownerId;
  const isEditor = isOwner || list.editors.some((editor) => editor.userId === myId);
  const select = (shopId: string) => {
    setHighlighted(shopId);
    const row = document.getElementById(`entry-${shopId}`);
    row?.scrollIntoView({ block: "center", behavior: "smooth" });
    row?.querySelector("a")?.focus({ preventScroll: true });
  };
  return (
    <>
      <ListHeader
        list={list}
        isOwner={isOwner}
        signedIn={myId !== null}
        joined={search.get("joined") === "1" && isEditor}
      />
      {visitorPrompt}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" aria-pressed={showMap} onClick={() => setShowMap(!showMap)}>
          {showMap ? "Hide map" : "Show on map"}
        </Button>
        {actions}
      </div>
      {showMap && <Card>{map(mapShops(list), select)}</Card>}
      <SectionCard title="Shops" headingId="list-shops-heading">
        <ListEntries
          listId={list._id}
          entries={list.entries}
          ranked={list.ranked}
          editable={isEditor}
          highlighted={highlighted}
        />
      </SectionCard>
      {isEditor && (
        <SectionCard title="Add a shop" headingId="list-add-heading">
          <AddShopSection listId={list._id} finder={finder} />
        </SectionCard>
      )}
      {isOwner && <OwnerTools list={list} />}
      {!isOwner && isEditor && myId && <LeaveList listId={list._id} userId={myId as Id<"users">} title={list.title} />}
    </>
  );
}

/** The list's shops as the map draws them: numbered in list order. */
function mapShops(list: ListView): MapShop[] {
  return list.entries.map((entry, i) => ({
    id: entry.shopId,
    name: entry.name,
    lat: entry.lat,
    lng: entry.lng,
    label: String(i + 1),
  }));
}
