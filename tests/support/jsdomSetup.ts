// jsdom swaps in its own Uint8Array/ArrayBuffer/Blob, which convex-test storage and jose (auth
// tokens) reject; give them Node's back. Testing Library's matchers and cleanup come along.
import { Blob as NodeBlob, Buffer } from "node:buffer";
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

const NodeUint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as Uint8ArrayConstructor;
const NodeArrayBuffer = Buffer.alloc(1).buffer.constructor as ArrayBufferConstructor;

Object.assign(globalThis, { Uint8Array: NodeUint8Array, ArrayBuffer: NodeArrayBuffer, Blob: NodeBlob });

afterEach(() => cleanup());
