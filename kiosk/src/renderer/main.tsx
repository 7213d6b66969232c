import { I18nProvider } from "@lingui/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { bridge } from "./host";
import { activateLocale, i18n, initialLocale } from "./i18n";
import { registerServiceWorker } from "./service-worker";
import "./styles/base.css";
import "./styles/enrol.css";
import "./styles/checkin.css";
import "./styles/result.css";
import "./styles/settings.css";
import "./styles/lock.css";
import "./styles/desk.css";
import "./styles/portrait.css";
import "./styles/print.css";

await activateLocale(initialLocale());
// The service worker keeps the app shell for offline reloads in a browser; Electron serves its own files.
if (!bridge) registerServiceWorker();

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
createRoot(root).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <App />
    </I18nProvider>
  </StrictMode>,
);
