import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { MESSAGES } from "@convex/rules/messages";
import { ErrorBoundary } from "@/components/ErrorBoundary";
import { ReadFailed } from "@/app/SignedInLayout";

let serverFails = true;
function FlakyScreen() {
  if (serverFails) throw new ConvexError(MESSAGES.badFeedTime);
  return <p>Feed loaded</p>;
}

function Throws({ error }: { error: unknown }): never {
  throw error;
}

function renderAt(child: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={["/feed"]}>
      <Routes>
        <Route
          path="/feed"
          element={
            <ErrorBoundary fallback={(error, retry) => <ReadFailed error={error} retry={retry} />}>
              {child}
            </ErrorBoundary>
          }
        />
        <Route path="/login" element={<p>Login screen</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("a screen whose live read fails", () => {
  it("shows the server's reason and recovers with Try again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderAt(<FlakyScreen />);
    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.badFeedTime);
    serverFails = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Feed loaded")).toBeInTheDocument();
  });

  it("hides internal errors behind a plain message", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderAt(<Throws error={new Error("[Request ID: 1] Server Error")} />);
    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.readFailed);
  });

  it("sends an ended session to /login", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderAt(<Throws error={new ConvexError(MESSAGES.signedOut)} />);
    expect(await screen.findByText("Login screen")).toBeInTheDocument();
  });
});
