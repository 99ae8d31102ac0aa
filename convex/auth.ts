import { Password } from "@convex-dev/auth/providers/Password";
import { convexAuth } from "@convex-dev/auth/server";
import { ConvexError, v } from "convex/values";
import { query, type ActionCtx, type MutationCtx } from "./_generated/server";
import { startBadges } from "./model/badges";
import { enforceRateLimit } from "./model/rateLimits";
import { ResetByEmailCode, resetDelivery } from "./integrations/resetEmail";
import { MESSAGES } from "./rules/messages";
import { fullName } from "./rules/profile";
import {
  PROFILE_FIELD_NAMES,
  type ProfileFields,
  emailError,
  normalizeEmail,
  passwordError,
  profileError,
} from "./rules/validation";

function stringParam(params: Record<string, unknown>, key: string): string {
  const value = params[key];
  return typeof value === "string" ? value.trim() : "";
}

/** Sign-up params become the user's profile (SPEC BrewUsers); other flows only need the email. */
function profile(params: Record<string, unknown>) {
  const email = normalizeEmail(stringParam(params, "email"));
  if (params.flow !== "signUp") return { email };

  const fields = Object.fromEntries(
    PROFILE_FIELD_NAMES.map((key) => [key, stringParam(params, key)]),
  ) as ProfileFields;
  const problem = emailError(email) ?? profileError(fields, { requireNames: true });
  if (problem) throw new ConvexError(problem);
  return { email, name: fullName(fields), isActive: true, ...fields };
}

type Authorize = (params: Record<string, unknown>, ctx: ActionCtx) => Promise<unknown>;

/**
 * Password reset requests are refused outright where codes cannot be delivered (resetDelivery),
 * and otherwise limited per email, both before any account is looked up or any code is sent, so
 * the answer is the same for every address (sign-in attempts are already limited per account by
 * @convex-dev/auth). The Password provider keeps its `authorize` in `options`, as
 * ConvexCredentials builds it.
 */
function limitResetRequests<P>(provider: P): P {
  const options = (provider as { options: { authorize: Authorize } }).options;
  const authorize = options.authorize;
  options.authorize = async (params, ctx) => {
    if (params.flow === "reset") {
      if (resetDelivery() === null) throw new ConvexError(MESSAGES.resetUnavailable);
      await enforceRateLimit(ctx, "passwordReset", normalizeEmail(stringParam(params, "email")));
    }
    return authorize(params, ctx);
  };
  return provider;
}

export const { auth, signIn, signOut, store, isAuthenticated } = convexAuth({
  providers: [
    limitResetRequests(
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
  callbacks: {
    // BrewBadges start at zero for every new account (SPEC §4 Signup).
    async afterUserCreatedOrUpdated(ctx, { userId, existingUserId }) {
      if (existingUserId) return;
      // @convex-dev/auth types its callbacks' ctx for any data model; it is this app's.
      await startBadges(ctx as unknown as MutationCtx, userId);
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
