import type { SandboxBackend } from "../sandbox/backend";
import type { Transport } from "./FakeConvexClient";

/** Calls the backend directly: jsdom UI tests run the real functions in the same process. */
export function inProcessTransport(backend: SandboxBackend): Transport {
  return {
    call: (kind, path, args, token) => backend.call(kind, path, args, token),
    onWrite: (listener) => backend.onWrite(listener),
  };
}
