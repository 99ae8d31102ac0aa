/** Where people write to the people who run Brew Map: VITE_CONTACT_EMAIL, or the project's placeholder until it is set. */
export function contactEmail(env: Record<string, string | undefined> = import.meta.env): string {
  return env.VITE_CONTACT_EMAIL?.trim() || "hello@brewmap.example";
}
