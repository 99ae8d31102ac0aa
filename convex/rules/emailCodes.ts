// Codes sent by email: to verify a new address, to sign in without the password, to reset it
// (docs/decisions/0026-verified-emails-and-sign-in-codes.md). Nothing here can be spent by a
// stranger for the owner: a send waits a few minutes after the last one for that address (and the
// code already sent stays good), and wrong guesses spend only the code they were aimed at.

/** After a code is sent to an address, no other code of any kind is sent there for this long:
 * @convex-dev/auth keeps one code per account, so a new one of any kind would replace the last. */
export const RESEND_AFTER_MS = 3 * 60 * 1000;
/** Wrong guesses one code takes before it is void (the owner asks for a new one). */
export const GUESSES_PER_CODE = 5;

/** The kinds of code sent by email. */
export const CODE_KINDS = ["verify", "signInCode", "reset"] as const;
export type CodeKind = (typeof CODE_KINDS)[number];

/** Where a send of one kind of code to one address is recorded (table emailCodeSends). */
export const codeKey = (kind: CodeKind, email: string) => `${kind}:${email}`;

/** How much longer before another code may be sent to this address (0: now). */
export function resendWaitMs(sentAt: number | null, now: number): number {
  if (sentAt === null) return 0;
  return Math.max(0, sentAt + RESEND_AFTER_MS - now);
}

/** Whether a code sent at `sentAt` with `guesses` wrong guesses so far may take another guess. */
export function codeTakesGuess(send: { guesses: number } | null): boolean {
  return send !== null && send.guesses < GUESSES_PER_CODE;
}

export type EmailFacts = { emailVerificationTime?: number; emailCheckPending?: true };

/**
 * Whether the account's email counts as verified: proved by a code (`emailVerificationTime`, which
 * @convex-dev/auth sets), or made before sign-up asked for a code (no `emailCheckPending`), as
 * the migration `verifiedEmails` then records.
 */
export function isEmailVerified(user: EmailFacts): boolean {
  return user.emailVerificationTime !== undefined || user.emailCheckPending !== true;
}
