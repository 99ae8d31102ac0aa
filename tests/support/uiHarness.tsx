import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexReactClient } from "convex/react";
import { afterEach, beforeEach, expect, vi } from "vitest";
import { MemoryRouter, useLocation, type InitialEntry } from "react-router-dom";
import { App, preloadScreensFor } from "@/app/App";
import { AppProviders } from "@/app/AppProviders";
import { createBackend, signUp, type SignUpParams } from "./backendHarness";
import type { SandboxBackend } from "../../sandbox/backend";
import { apiHandler } from "../../sandbox/httpApi";
import { type InProcessNetwork, inProcessWebSocket } from "../../sandbox/inProcessSocket";
import { SyncServer } from "../../sandbox/syncServer";

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
 * Call at the top of a test file whose tests check that the app takes a toast away: toasts close by
 * themselves after 5 s, but sonner holds them while the page is hidden, so only the app can.
 */
export function holdToasts() {
  beforeEach(() => {
    Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
  });
  afterEach(() => {
    delete (document as { hidden?: boolean }).hidden;
  });
}

/**
 * An alert before a redirect (docs/product.md §8): an alert dialog named by its message, its OK focused; OK goes on.
 * (acknowledgeInPage in browser.ts does the same in Chromium.)
 */
export async function acknowledge(user: ReturnType<typeof userEvent.setup>, message: string) {
  const dialog = await screen.findByRole("alertdialog", { name: message });
  // The dialog moves the focus to OK once it is drawn (an effect): wait for it, as a person would.
  await waitFor(() => expect(within(dialog).getByRole("button", { name: "OK" })).toHaveFocus());
  await user.click(within(dialog).getByRole("button", { name: "OK" }));
}

/** Fills the register form as Rae Ristretto with `email` and the two passwords; does not submit it. */
export async function fillRegisterForm(
  user: ReturnType<typeof userEvent.setup>,
  { email = "rae@brewmap.test", password, confirm = password }: { email?: string; password: string; confirm?: string },
) {
  await user.type(await screen.findByLabelText("First name"), "Rae");
  await user.type(screen.getByLabelText("Last name"), "Ristretto");
  await user.type(screen.getByLabelText("Email"), email);
  await user.type(screen.getByLabelText("Password"), password);
  await user.type(screen.getByLabelText("Confirm password"), confirm);
}

const openClients = new Set<ConvexReactClient>();
afterEach(async () => {
  cleanup(); // unmount first: the providers clear auth on the client as they go
  await Promise.all([...openClients].map((client) => client.close()));
  openClients.clear();
});

const syncServers = new WeakMap<SandboxBackend, SyncServer>();

/** The backend's one sync server (several renders of a test share it, as tabs share a deployment). */
export function syncServerFor(backend: SandboxBackend): SyncServer {
  let sync = syncServers.get(backend);
  if (!sync) {
    sync = new SyncServer(backend);
    syncServers.set(backend, sync);
  }
  return sync;
}

/** Requests to the sandbox's address reach its HTTP API in-process (sign-in goes through it). */
function routeFetchTo(backend: SandboxBackend) {
  const api = apiHandler(backend, UI_ADDRESS);
  const realFetch = globalThis.fetch;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input instanceof Request ? input.url : input).startsWith(UI_ADDRESS)) return realFetch(input, init);
    // jsdom's File is not Node's Blob: hand Request its bytes.
    const body = init?.body as Blob | undefined;
    const bytes =
      body && typeof body.arrayBuffer === "function" ? new Uint8Array(await body.arrayBuffer()) : init?.body;
    const request = new Request(input, { ...init, body: bytes });
    return (await api(request)) ?? new Response("Not found", { status: 404 });
  });
}

/**
 * Renders the whole app at `path` against a fresh in-memory backend running the real functions,
 * through the real Convex client speaking the sync protocol to the sandbox's sync server.
 * With `as`, a user is signed up first and their session is stored the way ConvexAuthProvider does;
 * with `network`, a test can take the connection down.
 */
export async function renderApp(
  path: InitialEntry,
  options: {
    backend?: SandboxBackend;
    as?: Partial<SignUpParams> | { token: string; refreshToken: string };
    network?: InProcessNetwork;
  } = {},
) {
  const backend = options.backend ?? (await createBackend({ storageBaseUrl: UI_ADDRESS }));
  localStorage.clear();
  let user: Awaited<ReturnType<typeof signUp>> | undefined;
  if (options.as) {
    const session = "token" in options.as ? options.as : (user = await signUp(backend, options.as));
    localStorage.setItem(storageKey("__convexAuthJWT"), session.token);
    localStorage.setItem(storageKey("__convexAuthRefreshToken"), session.refreshToken);
  }
  routeFetchTo(backend);
  const client = new ConvexReactClient(UI_ADDRESS, {
    webSocketConstructor: inProcessWebSocket(syncServerFor(backend), options.network),
    unsavedChangesWarning: false,
  });
  openClients.add(client);
  // As main.tsx does in the browser: the signed-in screens' chunk is on its way before the first render.
  await preloadScreensFor(new URL(typeof path === "string" ? path : (path.pathname ?? "/"), UI_ADDRESS).pathname);
  const view = render(
    <AppProviders client={client}>
      <MemoryRouter initialEntries={[path]}>
        <App />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { backend, client, user, view, userEvent: userEvent.setup() };
}
