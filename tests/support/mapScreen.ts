import type { Id } from "@convex/_generated/dataModel";
import type { SandboxBackend } from "../../sandbox/backend";
import { createBackend, signUp } from "./backendHarness";
import { PANEL_SHOP, insertShop } from "./testData";
import { renderApp, UI_ADDRESS } from "./uiHarness";

/** A shop with every About field (PANEL_SHOP) named `name`, submitted by Sam Submitter, at the point given (downtown Boston). */
export async function addPanelShop(
  backend: SandboxBackend,
  submittedBy: Id<"users">,
  name: string,
  lat = 42.36,
  lng = -71.06,
) {
  const id = await backend.t.run((ctx) =>
    insertShop(ctx, submittedBy, { ...PANEL_SHOP, name, submitterName: "Sam Submitter", lat, lng }),
  );
  return id;
}

/**
 * The map screen (/home) as Vera Viewer, with Sam Submitter's "Panel Test Roasters" in view; show it
 * with the map's stand-in (`vi.mock("@/features/map/ShopMap", () => import("../support/fakeShopMap"))`).
 */
export async function renderMapWithPanelShop() {
  const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
  const sam = await signUp(backend, { firstName: "Sam", lastName: "Submitter" });
  const shopId = await addPanelShop(backend, sam.userId, "Panel Test Roasters");
  const app = await renderApp("/home", { backend, as: { firstName: "Vera", lastName: "Viewer" } });
  return { ...app, sam, shopId };
}
