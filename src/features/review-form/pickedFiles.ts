/** What a pick adds to the chosen photos: the image files not chosen already, and the names refused. */
export type Picked = { files: File[]; refused: string[] };

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * Adds newly picked files to those already chosen (a second pick adds, it does not replace). A file
 * the browser does not call an image is refused by name; one already chosen is not added twice.
 */
export function addPicked(chosen: readonly File[], picked: readonly File[]): Picked {
  const files = [...chosen];
  const refused: string[] = [];
  for (const file of picked) {
    if (!file.type.startsWith("image/")) refused.push(file.name);
    else if (!files.some((other) => sameFile(other, file))) files.push(file);
  }
  return { files, refused };
}
