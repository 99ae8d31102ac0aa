import { Password } from "@convex-dev/auth/providers/Password";
import { convexAuth } from "@convex-dev/auth/server";
import { ConvexError, v } from "convex/values";
import { query, type MutationCtx } from "./_generated/server";
import { startBadges } from "./model/badges";
import { startPeople } from "./model/people";
import { stringParam } from "./model/authSteps";
import { guardPasswordFlows } from "./model/passwordGuard";
import { ResetByEmailCode, SignInByEmailCode, VerifyByEmailCode, codeDelivery } from "./integrations/emailCodes";
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
  // Until its email is verified the new account may not post (rules/emailCodes.ts, decision 26).
  return { email, name: fullName(fields), isActive: true, emailCheckPending: true as const, ...fields };
}

/**
 * Sign-in codes are the Password provider's own step (its guard sends and checks them for a password
 * account), never a provider of their own: that would make an account for any address asked for.
 */
function withExtraProvider<P>(provider: P, extra: unknown): P {
  (provider as { options: { extraProviders: unknown[] } }).options.extraProviders.push(extra);
  return provider;
}

export const { auth, signIn, signOut, store, isAuthenticated } = convexAuth({
  providers: [
    withExtraProvider(
      guardPasswordFlows(
        Password({
          profile,
          reset: ResetByEmailCode,
          verify: VerifyByEmailCode,
          validatePasswordRequirements(password: string) {
            const problem = passwordError(password);
            if (problem) throw new ConvexError(problem);
          },
        }),
        profile,
      ),
      SignInByEmailCode,
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
  handler: async () => codeDelivery() !== null,
});
