import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { DEFAULT_COUNTRY, countryOf } from "@convex/rules/countries";
import { Card, PageShell } from "@/components/PageShell";
import { AddShopForm } from "@/features/shop-form/AddShopForm";

/** The form starts in the country of the person's profile (the US when it names none). */
export default function AddShopPage() {
  const me = useQuery(api.users.me);
  const country = countryOf(me?.yourCountry)?.code ?? DEFAULT_COUNTRY;
  return (
    <PageShell title="Add a New Coffee Shop">
      <Card>
        <AddShopForm key={country} country={country} />
      </Card>
    </PageShell>
  );
}
