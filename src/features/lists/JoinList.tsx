import { useMutation } from "convex/react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { Alert } from "@/components/Alert";
import { Card } from "@/components/PageShell";
import { errorMessage } from "@/lib/errors";
import { paths } from "@/lib/routes";

/**
 * Opening an invite link signed in: joins as an editor and lands on the list, which says "You can now edit this
 * list". A revoked or unknown link gets the server's message and a way back.
 */
export function JoinList({ token }: { token: string }) {
  const join = useMutation(api.lists.joinByLink);
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    // Once per visit (StrictMode runs effects twice in development): joining again would change nothing anyway.
    if (asked.current) return;
    asked.current = true;
    join({ token })
      .then((listId) => void navigate(paths.list(listId, { joined: true }), { replace: true }))
      .catch((error: unknown) => setProblem(errorMessage(error, MESSAGES.listSaveFailed)));
  }, [join, navigate, token]);
  return (
    <main className="mx-auto w-full max-w-xl px-4 py-6">
      <Card className="space-y-3 text-center">
        {problem === null ? (
          <p role="status" className="text-dark-grey">
            Joining the list…
          </p>
        ) : (
          <>
            <Alert look="screen">{problem}</Alert>
            <Link
              to={paths.lists()}
              className="inline-flex min-h-11 items-center font-semibold text-espresso underline decoration-latte"
            >
              Go to my lists
            </Link>
          </>
        )}
      </Card>
    </main>
  );
}
