import { PageShell } from "../components/PageShell";

/** Placeholder for a screen whose issue is still open. */
export default function ComingSoonPage({ title }: { title: string }) {
  return (
    <PageShell title={title}>
      <p className="text-dark-grey">This screen is on its way.</p>
    </PageShell>
  );
}
