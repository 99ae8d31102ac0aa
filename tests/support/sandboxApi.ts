// Convex's HTTP API of a running sandbox, as tests call it: raw requests, and typed calls of the
// app's functions by their `api` reference.
import { getFunctionName, type FunctionArgs, type FunctionReference, type FunctionReturnType } from "convex/server";

export type FunctionKind = "query" | "mutation" | "action";
type Tokens = { token: string; refreshToken: string };

/** POST to the sandbox; returns the status and the parsed body (null when it is not JSON). */
export async function postApi(baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(baseUrl + path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: { status?: string; value?: unknown; errorMessage?: string } | null = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: the status says enough
  }
  return { status: response.status, json, response };
}

/** Runs one public function as the holder of `token` (signed out without one); throws its error message. */
export async function callFunction<Kind extends FunctionKind, F extends FunctionReference<Kind>>(
  baseUrl: string,
  kind: Kind,
  fn: F,
  args: FunctionArgs<F>,
  token?: string,
): Promise<FunctionReturnType<F>> {
  const path = getFunctionName(fn);
  const { json } = await postApi(
    baseUrl,
    `/api/${kind}`,
    { path, args: [args] },
    token ? { Authorization: `Bearer ${token}` } : {},
  );
  if (json?.status !== "success") throw new Error(`${path}: ${json?.errorMessage ?? "no answer"}`);
  return json.value as FunctionReturnType<F>;
}

/** The user id inside a Convex Auth token (its subject is "<userId>|<sessionId>"). */
export function userIdOf(token: string): string {
  return JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8")).sub.split("|")[0];
}

async function passwordFlow(baseUrl: string, params: Record<string, unknown>): Promise<Tokens & { userId: string }> {
  const { json } = await postApi(baseUrl, "/api/action", {
    path: "auth:signIn",
    args: [{ provider: "password", params }],
  });
  const tokens = (json?.value as { tokens?: Tokens } | undefined)?.tokens;
  if (!tokens) throw new Error(`${String(params.flow)} failed: ${json?.errorMessage ?? JSON.stringify(json)}`);
  return { ...tokens, userId: userIdOf(tokens.token) };
}

/** Signs `account` in over the HTTP API; returns its tokens and user id. (logIn in browser.ts uses the form.) */
export function signInOverHttp(baseUrl: string, account: { email: string; password: string }) {
  return passwordFlow(baseUrl, { flow: "signIn", email: account.email, password: account.password });
}

/**
 * A new account through the real sign-up over the HTTP API (profile fields as the register form
 * sends them); returns its tokens and user id. (signUp in backendHarness.ts is the in-memory one.)
 * Its email counts as verified, as if the emailed code had been entered, through the sandbox's test
 * hook (SANDBOX_TEST_HOOKS=1), unless `verified: false` keeps it as a new account is until then.
 */
export async function signUpOverHttp(
  baseUrl: string,
  profile: { email: string; password: string; firstName: string; lastName: string } & Record<string, string>,
  { verified = true }: { verified?: boolean } = {},
) {
  const signedUp = await passwordFlow(baseUrl, { flow: "signUp", ...profile });
  if (verified) {
    const response = await fetch(`${baseUrl}/sandbox/verify-email`, {
      method: "POST",
      body: JSON.stringify({ userId: signedUp.userId }),
    });
    const answer = response.ok ? await response.json().catch(() => null) : null;
    if (answer?.ok !== true) throw new Error("verifying a new account's email needs the sandbox's test hooks");
  }
  return signedUp;
}
