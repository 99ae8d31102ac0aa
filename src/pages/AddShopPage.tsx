import { Card, PageShell } from "@/components/PageShell";
import { AddShopForm } from "@/features/shop-form/AddShopForm";

export default function AddShopPage() {
  return (
    <PageShell title="Add a New Coffee Shop">
      <Card>
        <AddShopForm />
      </Card>
    </PageShell>
  );
}
