import { PageShell } from "@/components/PageShell";
import { MyLists } from "@/features/lists/MyLists";

/** /lists: "My lists" (the lists one owns, then the ones one edits) and the "New list" form. */
export default function ListsPage() {
  return (
    <PageShell title="My lists">
      <MyLists />
    </PageShell>
  );
}
