import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { otherUserPath } from "@convex/rules/identifiers";
import { BEN } from "../support/demoAccounts";
import { sandboxUrl } from "../support/browser";

/** The route patterns of src/App.tsx, read from its source, so a new route cannot be forgotten here. */
export function appRoutes(): string[] {
  const source = readFileSync(resolve(import.meta.dirname, "../../src/App.tsx"), "utf8");
  return [...source.matchAll(/<Route\s+path="([^"*]+)"/g)].map((m) => m[1]!);
}

export const PUBLIC_ROUTES = new Set(["/", "/login", "/register", "/forgotpassword"]);

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
  return appRoutes().map((route) =>
    route
      .replace(/^\/otheruser\/:identifier$/, otherUserPath(me._id, me.firstName))
      .replace(/:publicId$/, shop!.publicId),
  );
}
