import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PRESENCE_RENEW_AFTER_MS } from "@convex/rules/presence";
import { usePresence } from "@/lib/usePresence";

// A hidden page keeps its stay (decision 47): hiding sends no leave, so another tab or a locked phone costs no
// calls; showing again renews the stay once it is due, and the page going still leaves at once.

let hidden = false;
Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });
const setHidden = (value: boolean) =>
  act(() => {
    hidden = value;
    document.dispatchEvent(new Event("visibilitychange"));
  });

afterEach(() => {
  hidden = false;
  vi.useRealTimers();
});

function present() {
  const join = vi.fn(async () => true);
  const leave = vi.fn(async () => null);
  const view = renderHook(() => usePresence("room", join, leave));
  return { join, leave, view };
}

describe("a page's presence while it is hidden", () => {
  it("sends nothing on hiding and showing again within the renewal time", async () => {
    const { join, leave, view } = present();
    await vi.waitFor(() => expect(view.result.current).toBe(true));
    setHidden(true);
    setHidden(false);
    expect(join).toHaveBeenCalledTimes(1);
    expect(leave).not.toHaveBeenCalled();
    expect(view.result.current).toBe(true);
  });

  it("renews the stay when the page shows again after the renewal time, and leaves when the page goes", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { join, leave, view } = present();
    await vi.waitFor(() => expect(view.result.current).toBe(true));
    setHidden(true);
    vi.setSystemTime(Date.now() + PRESENCE_RENEW_AFTER_MS);
    setHidden(false);
    await vi.waitFor(() => expect(join).toHaveBeenCalledTimes(2));
    expect(leave).not.toHaveBeenCalled();
    act(() => void window.dispatchEvent(new Event("pagehide")));
    expect(leave).toHaveBeenCalledTimes(1);
  });
});
