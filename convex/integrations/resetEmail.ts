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

/** How password-reset codes reach people on this deployment. */
export type ResetDelivery =
  /** Emailed through Resend: AUTH_RESEND_KEY and AUTH_EMAIL_FROM are both set (production). */
  | { by: "email"; apiKey: string; from: string }
  /** Written to the backend log: AUTH_RESET_CODES_IN_LOG=1, a development convenience only (the offline sandbox, a local `convex dev`). */
  | { by: "log" }
  /** Neither: password reset is unavailable, and the app says so instead of pretending to send a code. */
  | null;

export function resetDelivery(): ResetDelivery {
  const apiKey = env.AUTH_RESEND_KEY;
  const from = env.AUTH_EMAIL_FROM;
  if (apiKey && from) return { by: "email", apiKey, from };
  if (env.AUTH_RESET_CODES_IN_LOG === "1") return { by: "log" };
  return null;
}

/**
 * Password reset by an emailed one-time code, sent through Resend. Codes go to the backend log
 * instead only where AUTH_RESET_CODES_IN_LOG=1 says this is a development deployment; with neither
 * (a production deployment not yet configured) no code is made: auth.ts refuses the request with
 * MESSAGES.resetUnavailable before any account is looked up.
 */
export const ResetByEmailCode = Resend({
  id: "password-reset-code",
  apiKey: env.AUTH_RESEND_KEY,
  maxAge: 15 * 60,
  async generateVerificationToken() {
    return randomCode();
  },
  async sendVerificationRequest({ identifier: email, token }) {
    const delivery = resetDelivery();
    if (delivery === null) throw new ConvexError(MESSAGES.resetUnavailable);
    if (delivery.by === "log") {
      console.log(`[password reset] code for ${email}: ${token}`);
      return;
    }
    const response = await fetch("https://api.resend.com/emails", {
      method: "POST",
      headers: { Authorization: `Bearer ${delivery.apiKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        from: delivery.from,
        to: [email],
        subject: `Your ${PRODUCT_NAME} password reset code`,
        text: `Your ${PRODUCT_NAME} password reset code is ${token}. It expires in 15 minutes.`,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`Resend answered ${response.status}`);
  },
});
