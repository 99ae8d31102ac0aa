import { afterEach, describe, expect, it, vi } from "vitest";
import { DEPARTURE_LINGER_MS, panelDepartures } from "@/features/shop/panelDepartures";

afterEach(() => {
  vi.useRealTimers();
});

describe("a closed panel's departure", () => {
  it("is taken by the next join within its moment, and then never sent", () => {
    vi.useFakeTimers();
    const departures = panelDepartures();
    const send = vi.fn();
    departures.depart("shopA", send);
    vi.advanceTimersByTime(DEPARTURE_LINGER_MS - 1);
    expect(departures.take()).toBe("shopA");
    vi.advanceTimersByTime(DEPARTURE_LINGER_MS);
    expect(send).not.toHaveBeenCalled();
    expect(departures.take()).toBeUndefined();
  });

  it("is sent when its moment is over, and then no join takes it", () => {
    vi.useFakeTimers();
    const departures = panelDepartures();
    const send = vi.fn();
    departures.depart("shopA", send);
    vi.advanceTimersByTime(DEPARTURE_LINGER_MS);
    expect(send).toHaveBeenCalledTimes(1);
    expect(departures.take()).toBeUndefined();
  });

  it("is sent at once when the page hides, or when another panel closes before a join", () => {
    vi.useFakeTimers();
    const departures = panelDepartures();
    const [first, second] = [vi.fn(), vi.fn()];
    departures.depart("shopA", first);
    departures.depart("shopB", second);
    expect(first).toHaveBeenCalledTimes(1);
    departures.flush();
    expect(second).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(DEPARTURE_LINGER_MS);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it("keeps one session for the page's panels", () => {
    const departures = panelDepartures();
    expect(departures.sessionId).toMatch(/^[0-9a-f]{32}$/);
  });
});
