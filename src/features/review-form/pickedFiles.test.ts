import { describe, expect, it } from "vitest";
import { addPicked } from "@/features/review-form/pickedFiles";

const file = (name: string, type: string, lastModified = 1) => new File(["bytes"], name, { type, lastModified });

describe("addPicked", () => {
  it("adds image files to those chosen and refuses the rest by name", () => {
    const first = file("cup.jpg", "image/jpeg");
    const { files, refused } = addPicked(
      [first],
      [file("notes.txt", "text/plain"), file("latte.png", "image/png"), file("blob", "")],
    );
    expect(files.map((f) => f.name)).toEqual(["cup.jpg", "latte.png"]);
    expect(refused).toEqual(["notes.txt", "blob"]);
  });

  it("does not add the same file twice", () => {
    const cup = file("cup.jpg", "image/jpeg");
    expect(addPicked([cup], [file("cup.jpg", "image/jpeg")]).files).toHaveLength(1);
    expect(addPicked([cup], [file("cup.jpg", "image/jpeg", 2)]).files).toHaveLength(2);
  });
});
