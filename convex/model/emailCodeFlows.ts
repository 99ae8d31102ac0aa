import { invalidateSessions, modifyAccountCredentials, signInViaProvider } from "@convex-dev/auth/server";
import { ConvexError } from "convex/values";
import { internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import type { ActionCtx } from "../_generated/server";
import { SignInByEmailCode, codeDelivery } from "../integrations/emailCodes";
import { MESSAGES } from "../rules/messages";
import { enforceRateLimit } from "./rateLimits";
import { CODE_ANSWER_MS, accountOf, hex, notBefore, requesterOf, type Authorize, type SignedIn } from "./authSteps";

// The Password provider's flows that go by an emailed code (decision 26), called from its guard
// (model/passwordGuard.ts) with a normalised email. Each code is sent at most once per few minutes
// per address and takes a few wrong guesses (convex/emailCodes.ts); none of it touches the
// password's delays, so failed password guesses never keep the owner of the address out.

// The guard runs inside @convex-dev/auth's sign-in action, whose ctx carries the auth config.
type AuthActionCtx = Parameters<typeof signInViaProvider>[0];
const withAuthConfig = (ctx: ActionCtx) => ctx as unknown as AuthActionCtx;

/**
 * "email-verification", from the account's own session: without a code, sends a new one; with
 * one, verifies the email (the library's `verify` step), on a new session of the same account.
 */
export async function verifyEmail(
  ctx: ActionCtx,
  authorize: Authorize,
  params: Record<string, unknown>,
  code: unknown,
): Promise<SignedIn> {
  const email = params.email as string;
  const account = await accountOf(ctx, email);
  const session = await ctx.runQuery(internal.emailCodes.caller, {});
  if (account === null || session === null || session.userId !== account.userId)
    throw new ConvexError(MESSAGES.signedOut);
  const { userId, sessionId } = session;
  if (account.verified) return { userId, sessionId };
  const send = { kind: "verify" as const, email };
  if (code === undefined) {
    // The cap first: a refused resend must not start the code's guesses again.
    await enforceRateLimit(ctx, "verificationEmails", email);
    await ctx.runMutation(internal.emailCodes.claimSend, send);
    await authorize(params, ctx);
    return { userId, sessionId };
  }
  await ctx.runMutation(internal.emailCodes.beginGuess, send);
  let result: SignedIn | null = null;
  try {
    result = await authorize({ ...params, code: String(code) }, ctx);
  } catch {
    // a wrong or expired code: the guess is counted
  }
  if (result === null) throw new ConvexError(MESSAGES.codeFailed);
  await ctx.runMutation(internal.emailCodes.finish, send);
  return result;
}

/**
 * "signInCode": emails a sign-in code to the address if it has an account, bound to the asking
 * browser's random `attempt`. Answers the same, after the same time, whether or not it has one.
 */
export async function requestSignInCode(ctx: ActionCtx, email: string, attempt: unknown): Promise<null> {
  if (codeDelivery() === null) throw new ConvexError(MESSAGES.signInCodeUnavailable);
  const requester = await requesterOf(attempt);
  if (requester === undefined) throw new ConvexError(MESSAGES.codeFailed);
  await ctx.runMutation(internal.emailCodes.claimSend, { kind: "signInCode", email, requester });
  return await notBefore(Date.now() + CODE_ANSWER_MS, async () => {
    const account = await accountOf(ctx, email);
    if (account !== null)
      await signInViaProvider(withAuthConfig(ctx), SignInByEmailCode, {
        accountId: account.accountId,
        params: { email },
      });
    return null;
  });
}

/**
 * "signInWithCode": signs in with the code, from the browser that asked for it (a stranger's guesses
 * never reach the owner's code). Proving the inbox verifies the email and clears the password's
 * delays; where the email was not yet verified, the password was set by someone who never proved the
 * address, perhaps a stranger who signed up with it first: it is dropped, with every other session.
 */
export async function codeSignIn(ctx: ActionCtx, email: string, attempt: unknown, code: unknown): Promise<SignedIn> {
  const send = { kind: "signInCode" as const, email };
  await ctx.runMutation(internal.emailCodes.beginGuess, { ...send, requester: await requesterOf(attempt) });
  const account = await accountOf(ctx, email);
  let result: SignedIn | null = null;
  if (account !== null && typeof code === "string") {
    try {
      result = await signInViaProvider(withAuthConfig(ctx), SignInByEmailCode, {
        params: { email, code: code.trim() },
      });
    } catch {
      // a wrong or expired code: the guess is counted
    }
  }
  if (account === null || result === null || result.userId !== account.userId)
    throw new ConvexError(MESSAGES.codeFailed);
  await ctx.runMutation(internal.emailCodes.finish, send);
  await ctx.runMutation(internal.authAttempts.clear, { keys: [`signIn:${email}`, `resetCode:${email}`] });
  if (!account.verified) {
    await modifyAccountCredentials(ctx, { provider: "password", account: { id: email, secret: unguessable() } });
    await invalidateSessions(ctx, {
      userId: account.userId as Id<"users">,
      except: [result.sessionId as Id<"authSessions">],
    });
  }
  return result;
}

function unguessable(): string {
  return hex(crypto.getRandomValues(new Uint8Array(32)));
}
