// jsdom swaps in its own Uint8Array/ArrayBuffer/Blob, which convex-test storage and jose (auth
// tokens) reject; give them Node's back. Testing Library's matchers and cleanup come along.
import { Blob as NodeBlob, Buffer } from "node:buffer";
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach } from "vitest";
import { clearErrorToasts } from "@/lib/errorToasts";

const NodeUint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as Uint8ArrayConstructor;
const NodeArrayBuffer = Buffer.alloc(1).buffer.constructor as ArrayBufferConstructor;

Object.assign(globalThis, { Uint8Array: NodeUint8Array, ArrayBuffer: NodeArrayBuffer, Blob: NodeBlob });

// Sign-up hashes a password and whole pages render against the real functions: on a busy 2-core
// machine that can take seconds, so findBy* waits up to 10 s (it returns as soon as the element shows).
configure({ asyncUtilTimeout: 10_000 });

// Messages are shown in the page, never with the browser's blocking alert() (docs/product.md §8).
window.alert = () => {
  throw new Error("window.alert() was called: show the message in the page instead");
};

afterEach(() => {
  cleanup();
  // sonner keeps its toasts in the module, across renders: none leaks into the next test.
  clearErrorToasts();
  toast.dismiss();
});
