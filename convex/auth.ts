import { Password } from "@convex-dev/auth/providers/Password";
import { convexAuth } from "@convex-dev/auth/server";
import { ConvexError, v } from "convex/values";
import { internal } from "./_generated/api";
import { query, type ActionCtx, type MutationCtx } from "./_generated/server";
import { startBadges } from "./model/badges";
import { startPeople } from "./model/people";
import { enforceRateLimit } from "./model/rateLimits";
import { ResetByEmailCode, resetDelivery } from "./integrations/resetEmail";
import { MESSAGES } from "./rules/messages";
import { fullName } from "./rules/profile";
import { profileObjectionableError } from "./rules/objectionable";
import {
  PROFILE_FIELD_NAMES,
  type ProfileFields,
  cleanProfileField,
  emailError,
  normalizeEmail,
  passwordError,
  profileError,
} from "./rules/validation";

function stringParam(params: Record<string, unknown>, key: string): string {
  const value = params[key];
  return typeof value === "string" ? value.trim() : "";
}

/** Sign-up params become the user's profile (docs/product.md §3, users); other flows only need the email. */
function profile(params: Record<string, unknown>) {
  const email = normalizeEmail(stringParam(params, "email"));
  if (params.flow !== "signUp") return { email };

  const fields = Object.fromEntries(
    PROFILE_FIELD_NAMES.map((key) => [key, cleanProfileField(key, stringParam(params, key))]),
  ) as ProfileFields;
  const problem =
    emailError(email) ?? profileError(fields, { requireNames: true }) ?? profileObjectionableError(fields);
  if (problem) throw new ConvexError(problem);
  return { email, name: fullName(fields), isActive: true, ...fields };
}

type Authorize = (
  params: Record<string, unknown>,
  ctx: ActionCtx,
) => Promise<{ userId: string; sessionId?: string } | null>;
type Crypto = {
  hashSecret(secret: string): Promise<string>;
  verifySecret(secret: string, hash: string): Promise<boolean>;
};

/**
 * Guards every flow of the Password provider before @convex-dev/auth sees it
 * (docs/decisions/0009-growing-delays-not-lockouts.md):
 * - the email is normalised (trim, lower case) before any lookup, limit or delay;
 * - sign-up checks its fields first, is rate limited per email (never for everyone together,
 *   decision 22), and for an email that has an account it never signs in or checks the password:
 *   it does the same hashing work and fails as any failed sign-up does;
 * - sign-in and reset codes wait growing delays per email instead of locking the account, each
 *   attempt counted before its password or code is checked; a sign-in with an unknown email does
 *   the same password work as a wrong password, and a completed reset clears the delays;
 * - a reset request is refused where codes cannot be delivered, limited per email, and answers
 *   the same whether or not the email has an account.
 * The provider keeps `authorize` and `crypto` in `options`, as ConvexCredentials builds it.
 */
function guardPasswordFlows<P>(provider: P): P {
  const options = (provider as { options: { authorize: Authorize; crypto: Crypto } }).options;
  const { authorize, crypto } = options;
  // A hash no password matches, verified against when there is no account, so that costs the same.
  let unusedHash: Promise<string> | null = null;
  const verifyWithoutAccount = async (password: string) => {
    unusedHash ??= crypto.hashSecret(`no account ${Math.random()}`);
    await crypto.verifySecret(password, await unusedHash);
  };

  options.authorize = async (raw, ctx) => {
    const email = normalizeEmail(stringParam(raw, "email"));
    const params: Record<string, unknown> = { ...raw, email };
    const password = typeof raw.password === "string" ? raw.password : "";
    const hasAccount = () => ctx.runQuery(internal.authAttempts.hasAccount, { email });
    switch (params.flow) {
      case "signUp": {
        // A sign-up that could never make an account spends nothing (decision 22); there is no
        // bucket for everyone together, which one script could empty for everybody.
        profile(params);
        await enforceRateLimit(ctx, "signUpPerEmail", email);
        if (await hasAccount()) {
          await crypto.hashSecret(password);
          throw new ConvexError(MESSAGES.signupFailed);
        }
        return authorize(params, ctx);
      }
      case "signIn": {
        const key = `signIn:${email}`;
        await ctx.runMutation(internal.authAttempts.begin, { key });
        if (!(await hasAccount())) {
          await verifyWithoutAccount(password);
          throw new ConvexError(MESSAGES.loginError);
        }
        return withAttempts(ctx, [key], () => authorize(params, ctx), MESSAGES.loginError);
      }
      case "reset": {
        if (resetDelivery() === null) throw new ConvexError(MESSAGES.resetUnavailable);
        await enforceRateLimit(ctx, "passwordReset", email);
        // Sending a code (an email provider's round trip) takes time that no code for nobody
        // would: every request answers after the same minimum time, and the same null.
        return await notBefore(Date.now() + RESET_ANSWER_MS, async () =>
          (await hasAccount()) ? authorize(params, ctx) : null,
        );
      }
      case "reset-verification": {
        const key = `resetCode:${email}`;
        await ctx.runMutation(internal.authAttempts.begin, { key });
        return withAttempts(ctx, [key, `signIn:${email}`], () => authorize(params, ctx), MESSAGES.resetFailed);
      }
      default:
        return authorize(params, ctx);
    }
  };
  return provider;
}

/** A reset request's answer never comes sooner than this, whether a code was sent or not. */
const RESET_ANSWER_MS = 1500;

async function notBefore<T>(time: number, work: () => Promise<T>): Promise<T> {
  const result = await work();
  const left = time - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  return result;
}

/**
 * Runs an attempt that `authAttempts.begin` already counted as a failure under the first key: a
 * success clears every key's delays, a failure stays counted.
 */
async function withAttempts<T>(ctx: ActionCtx, keys: string[], attempt: () => Promise<T>, failure: string): Promise<T> {
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    // Password rules of a new password are the user's to fix, not a failed guess.
    if (error instanceof ConvexError) {
      await ctx.runMutation(internal.authAttempts.forgive, { key: keys[0]! });
      throw error;
    }
    throw new ConvexError(failure);
  }
  await ctx.runMutation(internal.authAttempts.clear, { keys });
  return result;
}

export const { auth, signIn, signOut, store, isAuthenticated } = convexAuth({
  providers: [
    guardPasswordFlows(
      Password({
        profile,
        reset: ResetByEmailCode,
        validatePasswordRequirements(password: string) {
          const problem = passwordError(password);
          if (problem) throw new ConvexError(problem);
        },
      }),
    ),
  ],
  // The guard above slows failed sign-ins and codes per email with growing delays; the library's
  // own hour-long lock per account (10 failures) would let anyone lock anyone out, so it is set
  // out of reach.
  signIn: { maxFailedAttempsPerHour: 1_000_000 },
  callbacks: {
    // BrewBadges start at zero for every new account (docs/product.md §4 Signup).
    async afterUserCreatedOrUpdated(ctx, { userId, existingUserId }) {
      if (existingUserId) return;
      // @convex-dev/auth types its callbacks' ctx for any data model; it is this app's.
      await startBadges(ctx as unknown as MutationCtx, userId);
      await startPeople(ctx as unknown as MutationCtx, userId);
    },
  },
});

/**
 * Whether this deployment can deliver password-reset codes (by email, or to the log in
 * development). Open to signed-out visitors: the forgot-password screen asks before anyone types.
 * Reads no documents and says nothing about any account.
 */
export const passwordResetAvailable = query({
  args: {},
  returns: v.boolean(),
  handler: async () => resetDelivery() !== null,
});
