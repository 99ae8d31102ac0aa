import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App, preloadScreensFor } from "@/app/App";
import { AppProviders } from "@/app/AppProviders";
import "@/index.css";
import { createConvexClient } from "@/lib/convexClient";

void preloadScreensFor(window.location.pathname);
const root = createRoot(document.getElementById("root")!);
// A transition lets React build the first screen in small slices, so the page answers taps meanwhile.
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProviders client={createConvexClient()}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  ),
);
