import { Card } from "../components/PageShell";
import { RegisterForm } from "../features/auth/RegisterForm";

export default function RegisterPage() {
  return (
    <main className="mx-auto max-w-xl px-4 pt-8 pb-32 sm:pb-8">
      <h1 className="mb-6 text-center text-3xl font-bold text-espresso">Create an Account</h1>
      <Card>
        <RegisterForm />
      </Card>
    </main>
  );
}
