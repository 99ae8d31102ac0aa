import type { FunctionReturnType } from "convex/server";
import type { ReactNode } from "react";
import type { api } from "@convex/_generated/api";

/** A list as its page reads it (lists.get). */
export type ListView = FunctionReturnType<typeof api.lists.get>;
/** A shop as the list's map draws it: its number in the list as its label. */
export type MapShop = { id: string; name: string; lat: number; lng: number; label: string };
/** The page's map of the list's shops (the map feature's), calling `onSelect` with a marker's shop id. */
export type ListMapSlot = (shops: MapShop[], onSelect: (id: string) => void) => ReactNode;
