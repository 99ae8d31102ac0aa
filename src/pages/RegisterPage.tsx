import { Card } from "@/components/PageShell";
import { ROOM_FOR_PHONE_TOASTS } from "@/components/Toasts";
import { RegisterForm } from "@/features/account/RegisterForm";

export default function RegisterPage() {
  return (
    <main className={`mx-auto max-w-xl px-4 py-8 ${ROOM_FOR_PHONE_TOASTS}`}>
      <h1 className="mb-6 text-center text-3xl font-bold text-espresso">Create an Account</h1>
      <Card>
        <RegisterForm />
      </Card>
    </main>
  );
}
