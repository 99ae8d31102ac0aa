// The signed-in frame and the map screen, one chunk: /home (where everyone lands after logging in)
// needs both at once, and the landing and log-in pages neither.
export { SignedInLayout } from "@/app/SignedInLayout";
export { default as HomePage } from "@/pages/HomePage";
