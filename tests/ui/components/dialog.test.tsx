import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Dialog } from "@/components/Dialog";

function Page({ open }: { open: boolean }) {
  return (
    <>
      <button type="button">Opener</button>
      <button type="button">Elsewhere</button>
      {open && (
        <Dialog title="Shop" onClose={() => {}}>
          <button type="button">Inside</button>
        </Dialog>
      )}
    </>
  );
}

/** Opens the dialog from the opener, as a click on it would. */
function openFromOpener() {
  const view = render(<Page open={false} />);
  act(() => screen.getByRole("button", { name: "Opener" }).focus());
  view.rerender(<Page open />);
  expect(screen.getByRole("button", { name: "Inside" })).toHaveFocus();
  return view;
}

describe("Dialog", () => {
  it("gives the focus back to what opened it when the focus went with it", () => {
    const view = openFromOpener();
    view.rerender(<Page open={false} />);
    expect(screen.getByRole("button", { name: "Opener" })).toHaveFocus();
  });

  it("leaves the focus where it is when something outside took it before the dialog went", () => {
    const view = openFromOpener();
    // As when the next key moved the focus on before the dialog's cleanup ran (a spread stack's Escape).
    act(() => screen.getByRole("button", { name: "Elsewhere" }).focus());
    view.rerender(<Page open={false} />);
    expect(screen.getByRole("button", { name: "Elsewhere" })).toHaveFocus();
  });
});
