import Resend from "@auth/core/providers/resend";
import { ConvexError } from "convex/values";
import { env } from "../_generated/server";
import { PRODUCT_NAME } from "../rules/catalog";
import { MESSAGES } from "../rules/messages";

const CODE_DIGITS = 8;

function randomCode(): string {
  const bytes = new Uint32Array(CODE_DIGITS);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => String(b % 10)).join("");
}

/** How codes (email verification, sign-in, password reset) reach people on this deployment. */
export type CodeDelivery =
  /** Emailed through Resend: AUTH_RESEND_KEY and AUTH_EMAIL_FROM are both set (production). */
  | { by: "email"; apiKey: string; from: string }
  /** Written to the backend log: AUTH_RESET_CODES_IN_LOG=1, a development convenience only (the offline sandbox, a local `convex dev`). */
  | { by: "log" }
  /** Neither: nothing that needs a code is available, and the app says so instead of pretending to send one. */
  | null;

export function codeDelivery(): CodeDelivery {
  const apiKey = env.AUTH_RESEND_KEY;
  const from = env.AUTH_EMAIL_FROM;
  if (apiKey && from) return { by: "email", apiKey, from };
  if (env.AUTH_RESET_CODES_IN_LOG === "1") return { by: "log" };
  return null;
}

type CodeEmail = { id: string; label: string; subject: string; minutes: number; unavailable: string };

/**
 * A provider of one-time codes by email, sent through Resend, or written to the backend log where
 * AUTH_RESET_CODES_IN_LOG=1 says this is a development deployment ("[label] code for <email>: <code>").
 * A code answers only for the email it was sent to (the check @convex-dev/auth's `Email` makes).
 */
function codeByEmail({ id, label, subject, minutes, unavailable }: CodeEmail) {
  return Resend({
    id,
    apiKey: env.AUTH_RESEND_KEY,
    maxAge: minutes * 60,
    async generateVerificationToken() {
      return randomCode();
    },
    // @convex-dev/auth calls it with the params of the sign-in and the account the code was made for.
    authorize: async (params: Record<string, unknown>, account: { providerAccountId: string }) => {
      if (params.email !== account.providerAccountId) throw new Error("The code was sent to another email");
    },
    async sendVerificationRequest({ identifier: email, token }) {
      const delivery = codeDelivery();
      if (delivery === null) throw new ConvexError(unavailable);
      if (delivery.by === "log") {
        console.log(`[${label}] code for ${email}: ${token}`);
        return;
      }
      const response = await fetch("https://api.resend.com/emails", {
        method: "POST",
        headers: { Authorization: `Bearer ${delivery.apiKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({
          from: delivery.from,
          to: [email],
          subject: `Your ${PRODUCT_NAME} ${subject}`,
          text:
            `Your ${PRODUCT_NAME} ${subject} is ${token}. It expires in ${minutes} minutes.\n\n` +
            `If you did not ask for it, you can ignore this email: nobody can use it without your inbox.`,
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`Resend answered ${response.status}`);
    },
  } as Parameters<typeof Resend>[0]);
}

/** Password reset (auth.ts refuses the request with MESSAGES.resetUnavailable where codes cannot be sent). */
export const ResetByEmailCode = codeByEmail({
  id: "password-reset-code",
  label: "password reset",
  subject: "password reset code",
  minutes: 15,
  unavailable: MESSAGES.resetUnavailable,
});

/** Verifying the email of a new account: the Password provider's `verify`. */
export const VerifyByEmailCode = codeByEmail({
  id: "email-verification-code",
  label: "email verification",
  subject: "email verification code",
  minutes: 60,
  unavailable: MESSAGES.signupUnavailable,
});

/** Signing in without the password, so failed password guesses never keep the owner out. */
export const SignInByEmailCode = codeByEmail({
  id: "sign-in-code",
  label: "sign-in",
  subject: "sign-in code",
  minutes: 10,
  unavailable: MESSAGES.signInCodeUnavailable,
});
