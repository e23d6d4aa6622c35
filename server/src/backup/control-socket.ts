import { chmodSync, rmSync } from "node:fs";
import { createServer, request } from "node:http";
import path from "node:path";
import type { Readable } from "node:stream";

/**
 * A running Ganit on PGlite holds its data folder: no other process may open it. A backup is asked
 * of the running process through a Unix socket inside the data folder, `DATA_DIR/ganit.sock`. The
 * folder is 0700 and the socket 0600: whoever may use it may read the folder anyway, so the file
 * system is the authentication, and nothing is exposed on the network (docs/adr/0213-backups.md).
 */
export const controlSocketPath = (dataDir: string) => path.join(dataDir, "ganit.sock");

/** Unix socket paths are limited to about 107 bytes. */
const MAX_SOCKET_PATH = 100;

export type ControlSocket = { close(): Promise<void> };

export async function openControlSocket(
  dataDir: string,
  dump: () => Promise<Blob>,
  log: { warn(message: string): void; error(details: object, message: string): void },
): Promise<ControlSocket | undefined> {
  const socketPath = controlSocketPath(dataDir);
  if (socketPath.length > MAX_SOCKET_PATH) {
    log.warn(`${socketPath} is too long for a Unix socket: npm run backup needs Ganit stopped`);
    return undefined;
  }
  // A socket left by a process killed with -9: we hold the folder's lock, so it is no one's.
  rmSync(socketPath, { force: true });
  const server = createServer((req, res) => {
    if (req.method !== "GET" || req.url !== "/backup") {
      res.writeHead(404).end();
      return;
    }
    dump()
      .then(async (blob) => {
        res.writeHead(200, { "content-type": "application/gzip", "content-length": String(blob.size) });
        res.end(Buffer.from(await blob.arrayBuffer()));
      })
      .catch((error: unknown) => {
        log.error({ err: error }, "backup failed");
        res.writeHead(500).end();
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, resolve);
  });
  chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The running server's backup as a stream; undefined when no server listens on the folder's socket. */
export function requestBackup(dataDir: string): Promise<Readable | undefined> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: controlSocketPath(dataDir), path: "/backup", method: "GET" }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(
          new Error(`The running Ganit could not make the backup (status ${res.statusCode}); see its log.`),
        );
      } else resolve(res);
    });
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ECONNREFUSED") resolve(undefined);
      else reject(error);
    });
    req.end();
  });
}
