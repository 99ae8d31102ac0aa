import { ROUTES, paths, type RouteName } from "@/lib/routes";
import { BEN } from "../support/demoAccounts";
import { sandboxUrl } from "../support/browser";

/** The route patterns of src/App.tsx (its route table, src/lib/routes.ts), so a new route cannot be forgotten here. */
export function appRoutes(): string[] {
  return Object.values(ROUTES);
}

export const PUBLIC_ROUTES = new Set<string>([ROUTES.landing, ROUTES.login, ROUTES.register, ROUTES.forgotPassword]);

type CallResult = { status: "success"; value: unknown } | { status: "error"; errorMessage: string };

/** Calls a function over the sandbox's HTTP API (signed in with `token` when given). */
export async function callApi(kind: "query" | "mutation" | "action", path: string, args: unknown, token?: string): Promise<unknown> {
  const response = await fetch(sandboxUrl(`/api/${kind}`), {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ path, args: [args] }),
  });
  const result = (await response.json()) as CallResult;
  if (result.status !== "success") throw new Error(`${path}: ${result.errorMessage}`);
  return result.value;
}

export async function tokenFor(email: string, password: string): Promise<string> {
  const value = (await callApi("action", "auth:signIn", { provider: "password", params: { flow: "signIn", email, password } })) as {
    tokens: { token: string };
  };
  return value.tokens.token;
}

/** A concrete URL for each route pattern, with real seeded ids where the route takes one. */
export async function concretePaths(): Promise<string[]> {
  const ben = await tokenFor(BEN.email, BEN.password);
  const me = (await callApi("query", "users:me", {}, ben)) as { _id: string; firstName: string };
  const [state] = (await callApi("query", "shops:states", {}, ben)) as string[];
  const [city] = (await callApi("query", "shops:cities", { state }, ben)) as string[];
  const [shop] = (await callApi("query", "shops:inCity", { state, city }, ben)) as { publicId: string }[];
  const withParameters: Partial<Record<RouteName, string>> = {
    otherUser: paths.otherUser(me._id, me.firstName),
    beans: paths.beans(shop!.publicId),
  };
  return (Object.keys(ROUTES) as RouteName[]).map((name) => {
    const path = withParameters[name] ?? ROUTES[name];
    if (path.includes("/:")) throw new Error(`concretePaths: give ${ROUTES[name]} a real value for its parameter`);
    return path;
  });
}
