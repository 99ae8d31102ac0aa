import { PRODUCT_NAME } from "@convex/rules/catalog";
import { Card } from "@/components/PageShell";
import { LoginForm } from "@/features/account/LoginForm";

export default function LoginPage() {
  return (
    <main className="mx-auto flex min-h-svh max-w-md flex-col justify-center px-4 py-10">
      <h1 className="mb-6 text-center text-3xl font-bold text-espresso">Log Into {PRODUCT_NAME}</h1>
      <Card>
        <LoginForm />
      </Card>
    </main>
  );
}
