import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./lib/i18n.ts";
import { App } from "./app/app.tsx";
import "./styles.css";

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
