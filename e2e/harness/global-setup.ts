import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromiumPath, HOW_TO_INSTALL } from "../../scripts/find-chromium.mjs";
import { ensureBuilt, type GanitServer, startGanitServer, WEB_DIST } from "./ganit-server.ts";
import { type SmtpReceiver, startSmtpReceiver } from "./smtp-receiver.ts";
import { ENV, requiredEnv, SUPERADMIN } from "./test-env.ts";

/**
 * Starts what the journeys run against: a real SMTP receiver and the production build of Ganit on a
 * fresh data folder. Returns the teardown, which stops both and removes the folder.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(chromiumPath())) throw new Error(HOW_TO_INSTALL);
  ensureBuilt();

  const workDir = mkdtempSync(path.join(tmpdir(), "ganit-e2e-"));
  const mailDir = path.join(workDir, "mail");
  const logFile = path.join(workDir, "server.log");
  let receiver: SmtpReceiver | undefined;
  let server: GanitServer | undefined;

  const teardown = async () => {
    await server?.stop();
    await receiver?.close();
    if (process.env.GANIT_E2E_KEEP) console.log(`[e2e] kept ${workDir}`);
    else rmSync(workDir, { recursive: true, force: true });
  };

  try {
    // Serve a copy of the build: a `npm run build` during the run (another terminal, another helper)
    // empties web/dist and renames every chunk, which would break pages mid-test.
    const webDist = path.join(workDir, "web");
    cpSync(WEB_DIST, webDist, { recursive: true });
    receiver = await startSmtpReceiver(mailDir);
    server = await startGanitServer({
      port: Number(requiredEnv(ENV.port)),
      dataDir: path.join(workDir, "data"),
      webDist,
      smtpPort: receiver.port,
      logFile,
      superadmin: SUPERADMIN,
    });
  } catch (error) {
    await teardown();
    throw error;
  }
  // Workers start after global setup and inherit these.
  process.env[ENV.mailDir] = mailDir;
  process.env[ENV.serverLog] = logFile;
  return teardown;
}
