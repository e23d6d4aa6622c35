import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { serviceWorkerPlugin } from "./service-worker-plugin.ts";

export default defineConfig({
  plugins: [react(), tailwindcss(), serviceWorkerPlugin()],
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "src") } },
  server: {
    port: 5173,
    // In development the API runs on its own port; the browser still sees one origin.
    proxy: { "/api": `http://127.0.0.1:${process.env.API_PORT ?? 3000}` },
  },
  // Source maps stay in dist for decoding a stack trace, without the comment that points browsers
  // at them; the server refuses *.map anyway. The manifest tells the prerender step which chunk and
  // CSS each page needs.
  build: { outDir: "dist", sourcemap: "hidden", manifest: true },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test-setup.ts"],
    // A loaded CI machine needs room beyond 5 s for the longer journeys.
    testTimeout: 15_000,
    // Worker threads rather than child processes, two of them for this machine's two cores (vitest's
    // default is one fewer than the cores, so one). Measured in docs/benchmarks.md#tests.
    pool: "threads",
    maxWorkers: 2,
    // A worker keeps jsdom and the app's modules loaded from one file to the next instead of starting
    // afresh for each: importing jsdom alone takes about a second. Its files share one jsdom window,
    // so test-setup.ts empties what a test leaves behind (the rendered tree, toasts, stubbed globals,
    // spies, the language, the request handlers) and, after each file, the window's storage, cookies
    // and a shadowed navigator.onLine: no screen or row passes between files.
    isolate: false,
  },
});
