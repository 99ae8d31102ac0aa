import Resend from "@auth/core/providers/resend";
import { env } from "../_generated/server";
import { PRODUCT_NAME } from "../rules/catalog";

const CODE_DIGITS = 8;

function randomCode(): string {
  const bytes = new Uint32Array(CODE_DIGITS);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => String(b % 10)).join("");
}

/**
 * Password reset by an emailed one-time code. With AUTH_RESEND_KEY set on the deployment the code
 * goes out through Resend; without it (local development, the offline sandbox) it is written to
 * the backend log so a developer can read it.
 */
export const ResetByEmailCode = Resend({
  id: "password-reset-code",
  apiKey: env.AUTH_RESEND_KEY,
  maxAge: 15 * 60,
  async generateVerificationToken() {
    return randomCode();
  },
  async sendVerificationRequest({ identifier: email, token }) {
    const apiKey = env.AUTH_RESEND_KEY;
    if (!apiKey) {
      console.log(`[password reset] code for ${email}: ${token}`);
      return;
    }
    const response = await fetch("https://api.resend.com/emails", {
      method: "POST",
      headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        from: env.AUTH_EMAIL_FROM ?? `${PRODUCT_NAME} <onboarding@resend.dev>`,
        to: [email],
        subject: `Your ${PRODUCT_NAME} password reset code`,
        text: `Your ${PRODUCT_NAME} password reset code is ${token}. It expires in 15 minutes.`,
      }),
    });
    if (!response.ok) throw new Error(`Resend answered ${response.status}`);
  },
});
