import { Password } from "@convex-dev/auth/providers/Password";
import { convexAuth } from "@convex-dev/auth/server";
import { ConvexError } from "convex/values";
import { ResetByEmailCode } from "./lib/resetEmail";
import { fullName } from "./model/profile";
import {
  PROFILE_FIELD_NAMES,
  type ProfileFields,
  emailError,
  normalizeEmail,
  passwordError,
  profileError,
} from "./model/validation";

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

export const { auth, signIn, signOut, store, isAuthenticated } = convexAuth({
  providers: [
    Password({
      profile,
      reset: ResetByEmailCode,
      validatePasswordRequirements(password: string) {
        const problem = passwordError(password);
        if (problem) throw new ConvexError(problem);
      },
    }),
  ],
  callbacks: {
    // BrewBadges start at zero for every new account (SPEC §4 Signup).
    async afterUserCreatedOrUpdated(ctx, { userId, existingUserId }) {
      if (existingUserId) return;
      await ctx.db.insert("badges", { userId, cafes: 0, photos: 0, reviews: 0, cities: [] });
    },
  },
});
