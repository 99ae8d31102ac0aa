import WebSocket from "ws";

type Message = { type: string } & Record<string, unknown>;

/**
 * A bare WebSocket speaking Convex's sync protocol by hand, for tests that must see each frame
 * (how many Transitions, what an AuthError says) or send what Convex's client never would.
 */
export class RawSync {
  readonly received: Message[] = [];
  closed: { code: number; reason: string } | null = null;
  private waiters: (() => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on("message", (data) => {
      this.received.push(JSON.parse(String(data)) as Message);
      this.wake();
    });
    socket.on("close", (code, reason) => {
      this.closed = { code, reason: String(reason) };
      this.wake();
    });
  }

  static open(url: string, options: { origin?: string; sessionId?: string } = {}): Promise<RawSync> {
    const socket = new WebSocket(`${url.replace(/^http/, "ws")}/api/1.48.0/sync`, { origin: options.origin });
    return new Promise((resolve, reject) => {
      socket.once("open", () => {
        const raw = new RawSync(socket);
        raw.send({
          type: "Connect",
          sessionId: options.sessionId ?? crypto.randomUUID(),
          connectionCount: 0,
          lastCloseReason: null,
          clientTs: Date.now(),
        });
        resolve(raw);
      });
      socket.once("error", reject);
      socket.once("unexpected-response", (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
    });
  }

  send(message: unknown) {
    this.socket.send(typeof message === "string" ? message : JSON.stringify(message));
  }

  /** The first message from index `from` on that matches, waiting up to `ms`. */
  async next(match: (m: Message) => boolean, from = 0, ms = 10_000): Promise<Message> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.received.slice(from).find(match);
      if (found) return found;
      if (this.closed || Date.now() > deadline)
        throw new Error(`no matching message; got ${JSON.stringify(this.received.slice(from)).slice(0, 500)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  /** Waits until the socket is closed by the server. */
  async whenClosed(ms = 5_000) {
    const deadline = Date.now() + ms;
    while (!this.closed && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    return this.closed;
  }

  close() {
    this.socket.close();
  }

  private wake() {
    for (const waiter of this.waiters.splice(0)) waiter();
  }
}
