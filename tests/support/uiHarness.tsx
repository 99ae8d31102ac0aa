import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ConvexReactClient } from "convex/react";
import { MemoryRouter, useLocation, type InitialEntry } from "react-router-dom";
import { App } from "../../src/App";
import { AppProviders } from "../../src/AppProviders";
import { createBackend, signUp, type SignUpParams } from "./backendHarness";
import { FakeConvexClient } from "./client/FakeConvexClient";
import { inProcessTransport } from "./client/inProcessTransport";
import type { SandboxBackend } from "./sandbox/backend";

export const UI_ADDRESS = "http://sandbox.test";

/** Where ConvexAuthProvider keeps the session for our address (its own storage-key scheme). */
const storageKey = (key: string) => `${key}_${UI_ADDRESS.replace(/[^a-zA-Z0-9]/g, "")}`;

/** Shows the router's current location, so tests can assert redirects. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function currentPath(): string {
  return screen.getByTestId("location").textContent ?? "";
}

/**
 * Renders the whole app at `path` against a fresh in-memory backend running the real functions.
 * With `as`, a user is signed up first and their session is stored the way ConvexAuthProvider does.
 */
export async function renderApp(
  path: InitialEntry,
  options: { backend?: SandboxBackend; as?: Partial<SignUpParams> | { token: string } } = {},
) {
  const backend = options.backend ?? (await createBackend({ storageBaseUrl: UI_ADDRESS }));
  localStorage.clear();
  let user: Awaited<ReturnType<typeof signUp>> | undefined;
  if (options.as) {
    const token = "token" in options.as ? options.as.token : (user = await signUp(backend, options.as)).token;
    localStorage.setItem(storageKey("__convexAuthJWT"), token);
    localStorage.setItem(storageKey("__convexAuthRefreshToken"), "unused-in-ui-tests");
  }
  const client = new FakeConvexClient(inProcessTransport(backend), UI_ADDRESS);
  const view = render(
    <AppProviders client={client as unknown as ConvexReactClient}>
      <MemoryRouter initialEntries={[path]}>
        <App />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { backend, client, user, view, userEvent: userEvent.setup() };
}
