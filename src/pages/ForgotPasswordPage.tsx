import { Card } from "@/components/PageShell";
import { ForgotPasswordForm } from "@/features/account/ForgotPasswordForm";

export default function ForgotPasswordPage() {
  return (
    <main className="mx-auto flex min-h-svh max-w-md flex-col justify-center px-4 py-10">
      <h1 className="mb-6 text-center text-3xl font-bold text-espresso">Reset your password</h1>
      <Card>
        <ForgotPasswordForm />
      </Card>
    </main>
  );
}
