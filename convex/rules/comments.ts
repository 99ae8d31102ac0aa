// Comments under reviews, @mentions and cheers (docs/product.md, "Comments and cheers"): the limits,
// the check a comment's text must pass, and the words the screens use. Shared by convex/ and the UI.
import { MESSAGES } from "./messages";

/** A comment's longest text, counted after cleaning (rules/text.ts). */
export const MAX_COMMENT = 1000;
/** People one comment may mention. */
export const MAX_MENTIONS = 10;
/** Comments (replies included) per page of a review's conversation. */
export const COMMENT_PAGE = 20;
/** Comments deleted per transaction when their review, their top comment or their author goes. */
export const COMMENT_REMOVAL_BATCH = 100;

const grouped = (n: number) => n.toLocaleString("en-US");

/** What a comment's cleaned text must hold; null when it may be stored. */
export function commentError(text: string): string | null {
  if (text.trim() === "") return MESSAGES.commentEmpty;
  if (text.length > MAX_COMMENT) return MESSAGES.commentTooLong(grouped(MAX_COMMENT), grouped(text.length));
  return null;
}

/** The card's control: "Comment", "1 comment", "3 comments". */
export function commentsLabel(count: number): string {
  if (count <= 0) return "Comment";
  return count === 1 ? "1 comment" : `${grouped(count)} comments`;
}

/** The cheer button's count: "Cheer", "1 cheer", "4 cheers". */
export function cheersLabel(count: number): string {
  if (count <= 0) return "Cheer";
  return count === 1 ? "1 cheer" : `${grouped(count)} cheers`;
}

/** The comment box's counter: "12 / 1,000". */
export function commentCounter(length: number): string {
  return `${grouped(length)} / ${grouped(MAX_COMMENT)}`;
}

/**
 * The mention being typed at the caret: "@" at the start or after a space, then up to three words of
 * letters. Returns where the "@" is and the words so far ("" just after the "@"), or null.
 */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([\p{L}\p{M}\p{N}'’-]*(?: [\p{L}\p{M}\p{N}'’-]*){0,2})$/u.exec(before);
  if (!match) return null;
  return { start: before.length - match[2]!.length - 1, query: match[2]! };
}

/** The text with the mention being typed replaced by "@Name ". */
export function withMention(text: string, at: { start: number; query: string }, name: string) {
  const end = at.start + 1 + at.query.length;
  const inserted = `@${name} `;
  return { text: text.slice(0, at.start) + inserted + text.slice(end), caret: at.start + inserted.length };
}

/** The mentions the text still holds ("@Name" present), each person once, at most MAX_MENTIONS kept by the caller. */
export function mentionsInText<M extends { userId: string; name: string }>(text: string, mentions: readonly M[]): M[] {
  const seen = new Set<string>();
  return mentions.filter((m) => {
    if (seen.has(m.userId) || !m.name || !text.includes(`@${m.name}`)) return false;
    seen.add(m.userId);
    return true;
  });
}

export type TextPart = { text: string; userId?: string };

/** The text cut into plain parts and "@Name" parts that link to a mentioned person. */
export function mentionParts(text: string, mentions: readonly { userId: string; name: string }[]): TextPart[] {
  const names = [...mentions].filter((m) => m.name).sort((a, b) => b.name.length - a.name.length);
  const parts: TextPart[] = [];
  let plain = "";
  for (let i = 0; i < text.length;) {
    const found = text[i] === "@" ? names.find((m) => text.startsWith(`@${m.name}`, i)) : undefined;
    if (!found) {
      plain += text[i];
      i++;
      continue;
    }
    if (plain) parts.push({ text: plain });
    plain = "";
    parts.push({ text: `@${found.name}`, userId: found.userId });
    i += found.name.length + 1;
  }
  if (plain) parts.push({ text: plain });
  return parts;
}
