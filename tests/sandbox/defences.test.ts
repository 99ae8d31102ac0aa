// The sandbox on a developer's machine holds like a deployment: no internal functions over the
// wire, no cross-site requests, no crash on a bad frame, capped bodies, ids and upload URLs
// nobody can guess, and files served as the image their bytes are.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import { MAX_REQUEST_BYTES, MAX_UPLOAD_BYTES } from "../../sandbox/httpApi";
import type { RunningSandbox } from "../../sandbox/server";
import { AVA } from "../support/demoAccounts";
import { RawSync } from "../support/rawSync";
import { pngBytes } from "../support/testData";
import { postApi, signInOverHttp } from "../support/sandboxApi";
import { startTestSandbox } from "../support/sandboxInProcess";

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox?.close();
});

const userCount = () => sandbox.backend.t.run(async (ctx) => (await ctx.db.query("users").collect()).length);

async function uploadUrl(token: string): Promise<string> {
  const { json } = await postApi(
    sandbox.url,
    "/api/mutation",
    { path: "photos:generateUploadUrl", args: [{}] },
    { Authorization: `Bearer ${token}` },
  );
  return json!.value as string;
}

async function upload(url: string, bytes: Uint8Array, type: string) {
  const response = await fetch(url, { method: "POST", headers: { "Content-Type": type }, body: bytes as BlobPart });
  return { status: response.status, json: (await response.json()) as { storageId?: string } };
}

describe("the sandbox's defences", () => {
  it("refuses internal functions over HTTP and over the socket", async () => {
    const users = await userCount();
    const store = { path: "auth:store", args: [{ args: { type: "signIn", userId: "x", generateTokens: true } }] };
    for (const kind of ["mutation", "query", "action"]) {
      const { status, json } = await postApi(sandbox.url, `/api/${kind}`, store);
      expect(status).toBe(560);
      expect(json?.errorMessage).toMatch(/Could not find public function for 'auth:store'/);
    }
    const raw = await RawSync.open(sandbox.url);
    raw.send({ type: "Mutation", requestId: 0, udfPath: "auth:store", args: store.args });
    const answer = await raw.next((m) => m.type === "MutationResponse");
    expect(answer).toMatchObject({ success: false });
    expect(String(answer.result)).toMatch(/Could not find public function/);
    raw.close();
    expect(await userCount()).toBe(users);
  });

  it("refuses requests from another origin and plain form posts", async () => {
    const signIn = {
      path: "auth:signIn",
      args: [{ provider: "password", params: { flow: "signIn", email: AVA.email, password: AVA.password } }],
    };
    const foreign = await postApi(sandbox.url, "/api/action", signIn, { Origin: "http://evil.example" });
    expect(foreign.status).toBe(403);
    // What a cross-site <form> can send: no JSON content type.
    const form = await postApi(sandbox.url, "/api/action", JSON.stringify(signIn), { "Content-Type": "text/plain" });
    expect(form.status).toBe(415);
    const sameOrigin = await postApi(sandbox.url, "/api/action", signIn, { Origin: sandbox.url });
    expect(sameOrigin.status).toBe(200);
    await expect(RawSync.open(sandbox.url, { origin: "http://evil.example" })).rejects.toThrow(/403/);
  });

  it("answers a malformed or unknown frame with a protocol error, and keeps running with its accounts", async () => {
    for (const frame of [
      "not json",
      JSON.stringify({ type: "Explode" }),
      JSON.stringify({ type: "Mutation", requestId: -1 }),
    ]) {
      const raw = await RawSync.open(sandbox.url);
      raw.send(frame);
      const error = await raw.next((m) => m.type === "FatalError");
      expect(String(error.error)).toMatch(/Invalid|Unknown/);
      expect(await raw.whenClosed()).not.toBeNull();
    }
    const { token } = await signInOverHttp(sandbox.url, AVA);
    expect(token).toBeTruthy();
  });

  it("caps request bodies and uploads", async () => {
    const big = JSON.stringify({ path: "users:me", args: [{ padding: "x".repeat(MAX_REQUEST_BYTES) }] });
    expect((await postApi(sandbox.url, "/api/query", big)).status).toBe(413);
    const { token } = await signInOverHttp(sandbox.url, AVA);
    const tooLarge = await fetch(await uploadUrl(token), {
      method: "POST",
      headers: { "Content-Type": "image/png" },
      body: new Uint8Array(MAX_UPLOAD_BYTES + 1),
    });
    expect(tooLarge.status).toBe(413);
  });

  it("takes uploads only through an upload URL it handed out, each once", async () => {
    expect((await upload(`${sandbox.url}/api/storage/upload`, pngBytes(1), "image/png")).status).toBe(401);
    expect((await upload(`${sandbox.url}/api/storage/upload?token=0.5`, pngBytes(1), "image/png")).status).toBe(401);
    const { token } = await signInOverHttp(sandbox.url, AVA);
    const url = await uploadUrl(token);
    expect((await upload(url, pngBytes(2), "image/png")).status).toBe(200);
    expect((await upload(url, pngBytes(3), "image/png")).status).toBe(401);
  });

  it("serves a stored file as a deployment does: its type from its bytes, kept by the browser for 30 days", async () => {
    const { token } = await signInOverHttp(sandbox.url, AVA);
    const storageId = (await upload(await uploadUrl(token), pngBytes(6), "text/html")).json.storageId!;
    const sha256 = await sandbox.backend.t.run(
      async (ctx) => (await ctx.db.system.get(storageId as Id<"_storage">))!.sha256,
    );
    const file = await fetch(`${sandbox.url}/api/storage/${sha256}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(file.headers.get("cache-control")).toBe("private, max-age=2592000");
  });

  it("hands out refresh tokens and storage ids nobody can guess", async () => {
    const first = await signInOverHttp(sandbox.url, AVA);
    const second = await signInOverHttp(sandbox.url, AVA);
    const idOf = (refreshToken: string) => refreshToken.split("|")[0];
    for (const { refreshToken } of [first, second]) expect(idOf(refreshToken)).toMatch(/^[0-9]{24}authRefreshTokens$/);
    const gap = BigInt(idOf(second.refreshToken).slice(0, 24)) - BigInt(idOf(first.refreshToken).slice(0, 24));
    expect(gap < 0n ? -gap : gap).toBeGreaterThan(1_000_000n);

    const a = (await upload(await uploadUrl(first.token), pngBytes(4), "image/png")).json.storageId!;
    const b = (await upload(await uploadUrl(first.token), pngBytes(5), "image/png")).json.storageId!;
    for (const id of [a, b]) expect(id).toMatch(/^[0-9]{24}_storage$/);
    expect(a.slice(0, 20)).not.toBe(b.slice(0, 20));
  });

  it("serves a file as the image type its bytes are, never the type the uploader claimed", async () => {
    const { token } = await signInOverHttp(sandbox.url, AVA);
    const fileUrl = async (storageId: string) =>
      sandbox.backend.t.run(async (ctx) =>
        (await ctx.storage.getUrl(storageId as never))!.replace("https://some-deployment.convex.cloud", sandbox.url),
      );

    const page = new TextEncoder().encode("<html><script>alert(document.cookie)</script></html>");
    const disguised = (await upload(await uploadUrl(token), page, "image/png")).json.storageId!;
    const served = await fetch(await fileUrl(disguised));
    expect(served.headers.get("content-type")).toBe("application/octet-stream");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");

    const png = (await upload(await uploadUrl(token), pngBytes(6), "text/html")).json.storageId!;
    const image = await fetch(await fileUrl(png));
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("enforces a deployment's transaction limits", async () => {
    const tooManyRanges = sandbox.backend.t.run(async (ctx) => {
      for (let i = 0; i < 4100; i++) {
        await ctx.db
          .query("users")
          .withIndex("email", (q) => q.eq("email", `nobody${i}@brewmap.test`))
          .first();
      }
    });
    await expect(tooManyRanges).rejects.toThrow(/Too many index ranges/);
  });
});
