import { retrieveAccount } from "@convex-dev/auth/server";
import { ConvexError } from "convex/values";
import { internal } from "../_generated/api";
import type { ActionCtx } from "../_generated/server";
import { codeDelivery } from "../integrations/emailCodes";
import { MESSAGES } from "../rules/messages";
import { normalizeEmail, passwordError } from "../rules/validation";
import {
  CODE_ANSWER_MS,
  accountOf,
  notBefore,
  stringParam,
  withAttempts,
  type Authorize,
  type SignedIn,
} from "./authSteps";
import { codeSignIn, requestSignInCode, verifyEmail } from "./emailCodeFlows";
import { enforceRateLimit } from "./rateLimits";

type Crypto = {
  hashSecret(secret: string): Promise<string>;
  verifySecret(secret: string, hash: string): Promise<boolean>;
};

/**
 * Guards every flow of the Password provider before @convex-dev/auth sees it
 * (decisions 9, 22 and 26):
 * - the email is normalised (trim, lower case) before any lookup, limit or delay, and a `code` goes
 *   only to the flows that take one;
 * - sign-up checks its fields and password first, so a form that could never make an account spends
 *   nothing; then it is limited per email (never for everyone together, decision 22); for an email
 *   that has an account it never signs in or checks the password: it does the same hashing work and
 *   fails as any failed sign-up does. A new account is signed in at once and emailed a code to verify
 *   its address (`verify`), which it must do before it posts (model/session.ts);
 * - sign-in and reset codes wait growing delays per email instead of locking the account, each
 *   attempt counted before its password or code is checked; a sign-in with an unknown email does
 *   the same password work as a wrong password, and a completed reset clears the delays;
 * - a reset request is refused where codes cannot be delivered, sends at most one code per few
 *   minutes per email, and answers the same whether or not the email has an account;
 * - "email-verification" is for the account's own session: a new code, or the code;
 * - "signInCode" and "signInWithCode" sign in by an emailed code (model/emailCodeFlows.ts).
 * The provider keeps `authorize`, `crypto` and `extraProviders` in `options`, as ConvexCredentials builds it.
 */
export function guardPasswordFlows<P>(provider: P, profile: (params: Record<string, unknown>) => unknown): P {
  const options = (provider as { options: { authorize: Authorize; crypto: Crypto } }).options;
  const { authorize, crypto } = options;
  // A hash no password matches, verified against when there is no account, so that costs the same.
  let unusedHash: Promise<string> | null = null;
  const verifyWithoutAccount = async (password: string) => {
    unusedHash ??= crypto.hashSecret(`no account ${Math.random()}`);
    await crypto.verifySecret(password, await unusedHash);
  };
  const steps: ProviderSteps = { authorize, crypto, profile, verifyWithoutAccount };

  options.authorize = async (raw, ctx) => {
    const email = normalizeEmail(stringParam(raw, "email"));
    const { code, ...rest } = raw;
    const params: Record<string, unknown> = { ...rest, email };
    const password = typeof raw.password === "string" ? raw.password : "";
    const request: PasswordRequest = { email, params, password, code };
    switch (params.flow) {
      case "signUp":
        return signUp(ctx, steps, request);
      case "signIn":
        return signIn(ctx, steps, request);
      case "reset":
        return reset(ctx, steps, request);
      case "reset-verification":
        return resetWithCode(ctx, steps, request);
      case "email-verification":
        return verifyEmail(ctx, authorize, params, code);
      case "signInCode":
        return requestSignInCode(ctx, email, params.attempt);
      case "signInWithCode":
        return codeSignIn(ctx, email, params.attempt, code);
      default:
        return authorize(params, ctx);
    }
  };
  return provider;
}

/** What the flows below call on: the provider's own steps, and the work of checking a password. */
type ProviderSteps = {
  authorize: Authorize;
  crypto: Crypto;
  profile: (params: Record<string, unknown>) => unknown;
  verifyWithoutAccount: (password: string) => Promise<void>;
};
/** One request, its email normalised; `params` holds no `code`. */
type PasswordRequest = { email: string; params: Record<string, unknown>; password: string; code: unknown };

async function signUp(
  ctx: ActionCtx,
  { authorize, crypto, profile }: ProviderSteps,
  { email, params, password }: PasswordRequest,
): Promise<SignedIn | null> {
  // A sign-up that could never make an account spends nothing (decision 22); there is no
  // bucket for everyone together, which one script could empty for everybody.
  profile(params);
  const problem = passwordError(password);
  if (problem) throw new ConvexError(problem);
  if (codeDelivery() === null) throw new ConvexError(MESSAGES.signupUnavailable);
  await enforceRateLimit(ctx, "signUpPerEmail", email);
  if ((await accountOf(ctx, email)) !== null) {
    await crypto.hashSecret(password);
    throw new ConvexError(MESSAGES.signupFailed);
  }
  await ctx.runMutation(internal.emailCodes.claimSend, { kind: "verify", email, fresh: true });
  // The library makes the account and emails the code (`verify`), then signs in nobody: this
  // app signs the new account in at once (decision 15), to browse and set up its profile.
  const result = await authorize(params, ctx);
  return result ?? { userId: (await accountOf(ctx, email))!.userId };
}

async function signIn(
  ctx: ActionCtx,
  { verifyWithoutAccount }: ProviderSteps,
  { email, password }: PasswordRequest,
): Promise<SignedIn> {
  const key = `signIn:${email}`;
  await ctx.runMutation(internal.authAttempts.begin, { key });
  const account = await accountOf(ctx, email);
  if (account === null) {
    await verifyWithoutAccount(password);
    throw new ConvexError(MESSAGES.loginError);
  }
  // Checked here rather than by the library, which would email a code at every sign-in of an
  // account not yet verified (a way to flood the inbox of whoever owns the address).
  return withAttempts(
    ctx,
    [key],
    async () => {
      const { user } = await retrieveAccount(ctx, {
        provider: "password",
        account: { id: email, secret: password },
      });
      return { userId: user._id };
    },
    MESSAGES.loginError,
  );
}

async function reset(ctx: ActionCtx, { authorize }: ProviderSteps, { email, params }: PasswordRequest) {
  if (codeDelivery() === null) throw new ConvexError(MESSAGES.resetUnavailable);
  await ctx.runMutation(internal.emailCodes.claimSend, { kind: "reset", email });
  // Sending a code (an email provider's round trip) takes time that no code for nobody
  // would: every request answers after the same minimum time, and the same null.
  return await notBefore(Date.now() + CODE_ANSWER_MS, async () =>
    (await accountOf(ctx, email)) !== null ? authorize(params, ctx) : null,
  );
}

/** "reset-verification": the emailed code and the new password. */
async function resetWithCode(ctx: ActionCtx, { authorize }: ProviderSteps, { email, params, code }: PasswordRequest) {
  const key = `resetCode:${email}`;
  await ctx.runMutation(internal.authAttempts.begin, { key });
  const result = await withAttempts(
    ctx,
    [key, `signIn:${email}`],
    () => authorize({ ...params, code }, ctx),
    MESSAGES.resetFailed,
  );
  await ctx.runMutation(internal.emailCodes.finish, { kind: "reset", email });
  return result;
}
