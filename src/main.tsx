import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./App";
import { AppProviders } from "./AppProviders";
import "./index.css";
import { createConvexClient } from "./lib/convexClient";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <AppProviders client={createConvexClient()}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
