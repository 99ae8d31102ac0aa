import { useState, type ReactNode } from "react";
import { usePaginatedQuery, useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { SelectField } from "@/components/fields";

export type PickedShop = { id: Id<"shops">; name: string };

const SAVED_PAGE = 20;
const SAVED = [
  { value: "favourite", label: "Favourites" },
  { value: "wantToTry", label: "Want to try" },
] as const;

const ADD =
  "min-h-11 rounded-full border border-espresso px-3 text-sm font-semibold text-espresso hover:bg-latte-light disabled:opacity-50 focus-visible:outline-3 focus-visible:outline-latte";

/** Where the candidate shops come from: search (the page's finder), my lists, my saved shops. */
export function ShopSources({
  finder,
  chosen,
  onAdd,
}: {
  finder: ReactNode;
  chosen: PickedShop[];
  onAdd: (shop: PickedShop) => void;
}) {
  const [source, setSource] = useState("");
  const lists = useQuery(api.lists.mine);
  const options = [
    ...SAVED.map((s) => ({ value: `saved:${s.value}`, label: `Saved: ${s.label}` })),
    ...[...(lists?.owned ?? []), ...(lists?.editing ?? [])].map((l) => ({
      value: `list:${l._id}`,
      label: `List: ${l.title}`,
    })),
  ];
  const taken = new Set(chosen.map((shop) => shop.id));
  return (
    <div className="space-y-3">
      {finder}
      <SelectField
        label="Or from your lists and saved shops"
        placeholder="Choose a list"
        options={options}
        value={source}
        onChange={(e) => setSource(e.target.value)}
      />
      {source.startsWith("list:") && <ListShops listId={source.slice(5)} taken={taken} onAdd={onAdd} />}
      {source.startsWith("saved:") && (
        <SavedShops list={source.slice(6) as "favourite" | "wantToTry"} taken={taken} onAdd={onAdd} />
      )}
    </div>
  );
}

type Source = { taken: Set<Id<"shops">>; onAdd: (shop: PickedShop) => void };

function ListShops({ listId, ...rest }: { listId: string } & Source) {
  const list = useQuery(api.lists.get, { listId });
  return <ShopButtons shops={list?.entries.map((e) => ({ id: e.shopId, name: e.name })) ?? []} {...rest} />;
}

function SavedShops({ list, ...rest }: { list: "favourite" | "wantToTry" } & Source) {
  const saved = usePaginatedQuery(api.saved.mine, { list }, { initialNumItems: SAVED_PAGE });
  return <ShopButtons shops={saved.results.map((s) => ({ id: s.shopId, name: s.name }))} {...rest} />;
}

function ShopButtons({ shops, taken, onAdd }: { shops: PickedShop[] } & Source) {
  if (shops.length === 0) return <p className="text-sm text-dark-grey">No shops here yet.</p>;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Shops to add">
      {shops.map((shop) => (
        <li key={shop.id}>
          <button type="button" className={ADD} disabled={taken.has(shop.id)} onClick={() => onAdd(shop)}>
            {taken.has(shop.id) ? `${shop.name} ✓` : `Add ${shop.name}`}
          </button>
        </li>
      ))}
    </ul>
  );
}
