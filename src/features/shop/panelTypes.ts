import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";

/** What every viewer sees of a shop: the shared panel query's answer (decision 39). */
export type PanelShared = NonNullable<FunctionReturnType<typeof api.shopPanel.shared>>;
/** What only the signed-in viewer sees: the panel's per-viewer query's answer. */
export type PanelMine = FunctionReturnType<typeof api.shopPanel.mine>;
