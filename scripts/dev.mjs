// `npm run dev`: the API with reload (tsx watch, demo data) and Vite with hot reload, side by side.
// Open http://localhost:5173; Vite forwards /api to the API on API_PORT (3000).
import { spawn } from "node:child_process";

const apiPort = process.env.API_PORT ?? "3000";
const children = [
  spawn("npx", ["tsx", "watch", "src/main.ts", "--demo"], {
    cwd: "server",
    stdio: "inherit",
    env: {
      ...process.env,
      PORT: apiPort,
      DATA_DIR: process.env.DATA_DIR ?? "../data",
      APP_URL: "http://localhost:5173",
    },
  }),
  spawn("npx", ["vite"], { cwd: "web", stdio: "inherit", env: { ...process.env, API_PORT: apiPort } }),
];

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
