import { Password } from "@convex-dev/auth/providers/Password";
import { convexAuth } from "@convex-dev/auth/server";
import { ConvexError } from "convex/values";
import type { ActionCtx, MutationCtx } from "./_generated/server";
import { startBadges } from "./model/badges";
import { enforceRateLimit } from "./model/rateLimits";
import { ResetByEmailCode } from "./integrations/resetEmail";
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
 * Password reset requests are limited per email before any account is looked up or any code is
 * sent (sign-in attempts are already limited per account by @convex-dev/auth). The Password
 * provider keeps its `authorize` in `options`, as ConvexCredentials builds it.
 */
function limitResetRequests<P>(provider: P): P {
  const options = (provider as { options: { authorize: Authorize } }).options;
  const authorize = options.authorize;
  options.authorize = async (params, ctx) => {
    if (params.flow === "reset") {
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
