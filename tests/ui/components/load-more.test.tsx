import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LoadMoreButton } from "@/components/LoadMoreButton";

describe("LoadMoreButton", () => {
  it("shows only while another page can load, and loads it on click", async () => {
    const onClick = vi.fn();
    const { rerender } = render(<LoadMoreButton status="LoadingFirstPage" onClick={onClick} />);
    expect(screen.queryByRole("button")).toBeNull();

    rerender(<LoadMoreButton status="CanLoadMore" onClick={onClick} />);
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(<LoadMoreButton status="Exhausted" onClick={onClick} />);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("stays in place, busy and disabled, while the page loads", () => {
    render(
      <LoadMoreButton status="LoadingMore" onClick={() => {}}>
        More reviews
      </LoadMoreButton>,
    );
    const button = screen.getByRole("button", { name: "More reviews" });
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button).toBeDisabled();
  });
});
