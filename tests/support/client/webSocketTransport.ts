import type { JSONValue } from "convex/values";
import type { CallKind, CallResult } from "../sandbox/backend";
import type { Transport } from "./FakeConvexClient";

export type BridgeRequest = { id: number; kind: CallKind; path: string; args: JSONValue; token: string | null };
export type BridgeMessage = { type: "result"; id: number; result: CallResult } | { type: "write" };

const RECONNECT_MS = 1000;

/** Browser side of the sandbox bridge: calls go out as requests, writes come back as broadcasts. */
export function webSocketTransport(url: string): Transport {
  const pending = new Map<number, (result: CallResult) => void>();
  const outbox: string[] = [];
  const writeListeners = new Set<() => void>();
  let nextId = 1;
  let socket: WebSocket;

  const connect = (isReconnect: boolean) => {
    socket = new WebSocket(url);
    socket.onopen = () => {
      while (outbox.length) socket.send(outbox.shift()!);
      // Anything may have changed while we were away.
      if (isReconnect) for (const listener of writeListeners) listener();
    };
    socket.onmessage = (event) => {
      const message = JSON.parse(String(event.data)) as BridgeMessage;
      if (message.type === "write") {
        for (const listener of writeListeners) listener();
      } else {
        pending.get(message.id)?.(message.result);
        pending.delete(message.id);
      }
    };
    socket.onclose = () => {
      for (const [id, resolve] of pending) {
        resolve({ status: "error", errorMessage: "Connection to the sandbox was lost. Please try again." });
        pending.delete(id);
      }
      setTimeout(() => connect(true), RECONNECT_MS);
    };
  };
  connect(false);

  return {
    call(kind, path, args, token) {
      const id = nextId++;
      const frame = JSON.stringify({ id, kind, path, args, token } satisfies BridgeRequest);
      return new Promise((resolve) => {
        pending.set(id, resolve);
        if (socket.readyState === WebSocket.OPEN) socket.send(frame);
        else outbox.push(frame);
      });
    },
    onWrite(listener) {
      writeListeners.add(listener);
      return () => writeListeners.delete(listener);
    },
  };
}
