import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Dialog } from "@/components/Dialog";
import { SideSheet } from "@/components/SideSheet";

/** A page with an opener, a field and a marker beside a sheet, the sheet holding a dialog of its own. */
function Page() {
  const [open, setOpen] = useState<string | null>(null);
  const [dialog, setDialog] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen("A")}>
        Open A
      </button>
      <button type="button" onClick={() => setOpen("B")}>
        Open B
      </button>
      <input aria-label="Search" />
      <button type="button" onKeyDown={(event) => event.key === "Escape" && event.preventDefault()}>
        Spread stack
      </button>
      {open && (
        <SideSheet key={open} labelledBy="sheet-title" onClose={() => setOpen(null)}>
          <h2 id="sheet-title">Shop {open}</h2>
          <button type="button" data-autofocus onClick={() => setOpen(null)}>
            Close shop panel
          </button>
          <button type="button" onClick={() => setDialog(true)}>
            View Photos
          </button>
          {dialog && (
            <Dialog title="Photos" onClose={() => setDialog(false)}>
              <button type="button">Close</button>
            </Dialog>
          )}
        </SideSheet>
      )}
    </>
  );
}

describe("SideSheet", () => {
  it("is a region named by its heading, takes the focus, and lets Tab leave it", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole("button", { name: "Open A" }));
    const sheet = screen.getByRole("region", { name: "Shop A" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Close shop panel" })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(sheet).not.toContainElement(document.activeElement as HTMLElement);
  });

  it("closes on Escape and gives the focus back to what opened it", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole("button", { name: "Open A" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("region", { name: "Shop A" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open A" })).toHaveFocus();
  });

  it("leaves Escape to a dialog over it, to a field elsewhere and to a control that used it", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole("button", { name: "Open A" }));
    await user.click(screen.getByRole("button", { name: "View Photos" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Photos" })).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Shop A" })).toBeInTheDocument();

    await user.click(screen.getByRole("textbox", { name: "Search" }));
    await user.keyboard("{Escape}");
    screen.getByRole("button", { name: "Spread stack" }).focus();
    await user.keyboard("{Escape}");
    expect(screen.getByRole("region", { name: "Shop A" })).toBeInTheDocument();
  });

  it("leaves the focus on another opener chosen while it is open, and gives it back to that one", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole("button", { name: "Open A" }));
    await user.click(screen.getByRole("button", { name: "Open B" }));
    expect(screen.getByRole("region", { name: "Shop B" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Close shop panel" }));
    expect(screen.getByRole("button", { name: "Open B" })).toHaveFocus();
  });
});
