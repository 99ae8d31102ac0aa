// The server side of Convex's WebSocket sync protocol, as the `convex` package's client speaks it
// (node_modules/convex/src/browser/sync/protocol.ts): message shapes and the checks on what arrives.
import type { JSONValue } from "convex/values";

export type StateVersion = { querySet: number; identity: number; ts: bigint };

export type AddQuery = { type: "Add"; queryId: number; udfPath: string; args: JSONValue[] };
export type RemoveQuery = { type: "Remove"; queryId: number };

export type ClientMessage =
  | { type: "Connect"; sessionId: string; connectionCount: number; clientTs?: number }
  | { type: "ModifyQuerySet"; baseVersion: number; newVersion: number; modifications: (AddQuery | RemoveQuery)[] }
  | { type: "Mutation"; requestId: number; udfPath: string; args: JSONValue[]; componentPath?: string }
  | { type: "Action"; requestId: number; udfPath: string; args: JSONValue[]; componentPath?: string }
  | { type: "Authenticate"; baseVersion: number; tokenType: "User" | "Admin" | "None"; value?: string }
  | { type: "Event"; eventType: string; event: JSONValue };

export type StateModification =
  | { type: "QueryUpdated"; queryId: number; value: JSONValue; logLines: string[]; journal: null }
  | {
      type: "QueryFailed";
      queryId: number;
      errorMessage: string;
      logLines: string[];
      errorData: JSONValue;
      journal: null;
    }
  | { type: "QueryRemoved"; queryId: number };

/** Convex timestamps travel as 8 little-endian bytes in base64. */
export function encodeTs(ts: bigint): string {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64LE(ts);
  return bytes.toString("base64");
}

export function encodeVersion(version: StateVersion) {
  return { querySet: version.querySet, identity: version.identity, ts: encodeTs(version.ts) };
}

/** A QueryUpdated modification as JSON text, around its value's text (each result is serialized once). */
export function encodeQueryUpdated(queryId: number, valueJson: string): string {
  return `{"type":"QueryUpdated","queryId":${queryId},"value":${valueJson},"logLines":[],"journal":null}`;
}

/** A Transition as JSON text, around its modifications' text. */
export function encodeTransition(fields: Record<string, unknown>, modifications: readonly string[]): string {
  const head = JSON.stringify({ type: "Transition", ...fields });
  return `${head.slice(0, -1)},"modifications":[${modifications.join(",")}]}`;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isArgs = (value: unknown): value is JSONValue[] =>
  Array.isArray(value) && value.length === 1 && isObject(value[0]);

function isModification(value: unknown): value is AddQuery | RemoveQuery {
  if (!isObject(value) || !isCount(value.queryId)) return false;
  if (value.type === "Remove") return true;
  return value.type === "Add" && typeof value.udfPath === "string" && isArgs(value.args);
}

/** The message a text frame holds, or why it is not one the protocol allows. */
export function parseClientMessage(text: string): { message: ClientMessage } | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: "Invalid message: not JSON" };
  }
  if (!isObject(value)) return { error: "Invalid message: not an object" };
  const ok = { message: value as ClientMessage };
  switch (value.type) {
    case "Connect":
      return typeof value.sessionId === "string" && isCount(value.connectionCount) ? ok : { error: "Invalid Connect" };
    case "ModifyQuerySet":
      return isCount(value.baseVersion) &&
        isCount(value.newVersion) &&
        Array.isArray(value.modifications) &&
        value.modifications.every(isModification)
        ? ok
        : { error: "Invalid ModifyQuerySet" };
    case "Mutation":
    case "Action":
      return isCount(value.requestId) && typeof value.udfPath === "string" && isArgs(value.args)
        ? ok
        : { error: `Invalid ${value.type}` };
    case "Authenticate":
      return isCount(value.baseVersion) &&
        (value.tokenType === "None" ||
          ((value.tokenType === "User" || value.tokenType === "Admin") && typeof value.value === "string"))
        ? ok
        : { error: "Invalid Authenticate" };
    case "Event":
      return typeof value.eventType === "string" ? ok : { error: "Invalid Event" };
    default:
      return { error: `Unknown message type: ${String(value.type).slice(0, 40)}` };
  }
}
