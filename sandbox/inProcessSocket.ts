import type { SyncServer } from "./syncServer";

type Listener<E> = ((event: E) => void) | null;

/**
 * A network the in-process sockets cross: taken down, it drops their connections and refuses new
 * ones until it is back; it can also hold mutations on their way, so a test sees the screen before
 * the server has answered.
 */
export class InProcessNetwork {
  online = true;
  readonly sockets = new Set<{ drop: () => void }>();
  goOffline() {
    this.online = false;
    for (const socket of this.sockets) socket.drop();
  }
  goOnline() {
    this.online = true;
  }

  /** Mutations sent while held wait here (the server has not seen them) until `releaseMutations`. */
  held: (() => void)[] | null = null;
  holdMutations() {
    this.held ??= [];
  }
  releaseMutations() {
    const held = this.held ?? [];
    this.held = null;
    for (const deliver of held) deliver();
  }
}

/**
 * A WebSocket whose other end is a SyncServer in the same process: jsdom UI tests hand it to the
 * real ConvexReactClient (`webSocketConstructor`), so they speak the same protocol to the same
 * server as browsers do. Frames are delivered asynchronously and in order, as over a network.
 */
export function inProcessWebSocket(sync: SyncServer, network = new InProcessNetwork()): typeof WebSocket {
  class InProcessWebSocket {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSING = 2;
    static readonly CLOSED = 3;
    readyState = InProcessWebSocket.CONNECTING;
    onopen: Listener<Event> = null;
    onmessage: Listener<{ data: string }> = null;
    onclose: Listener<{ code: number; reason: string; wasClean: boolean }> = null;
    onerror: Listener<Event> = null;
    private session: ReturnType<SyncServer["connect"]> | null = null;

    constructor(readonly url: string) {
      queueMicrotask(() => {
        if (this.readyState !== InProcessWebSocket.CONNECTING) return;
        if (!network.online) return this.drop();
        network.sockets.add(this);
        this.session = sync.connect({
          send: (text) =>
            queueMicrotask(() => this.readyState === InProcessWebSocket.OPEN && this.onmessage?.({ data: text })),
          close: (code, reason) => this.finish(code, reason),
        });
        this.readyState = InProcessWebSocket.OPEN;
        this.onopen?.(new Event("open"));
      });
    }

    send(text: string) {
      if (this.readyState !== InProcessWebSocket.OPEN) throw new Error("WebSocket is not open");
      const session = this.session!;
      if (network.held && (JSON.parse(text) as { type?: string }).type === "Mutation") {
        network.held.push(() => session.receive(text));
        return;
      }
      queueMicrotask(() => session.receive(text));
    }

    close(code = 1000, reason = "") {
      this.finish(code, reason);
    }

    /** The connection is lost (the network went down), as a browser reports it: an abnormal close. */
    drop() {
      this.finish(1006, "");
    }

    private finish(code: number, reason: string) {
      if (this.readyState === InProcessWebSocket.CLOSED) return;
      this.readyState = InProcessWebSocket.CLOSED;
      network.sockets.delete(this);
      this.session?.closed();
      queueMicrotask(() => this.onclose?.({ code, reason, wasClean: true }));
    }
  }
  return InProcessWebSocket as unknown as typeof WebSocket;
}
