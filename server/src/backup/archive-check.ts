import { createReadStream } from "node:fs";
import { createGunzip } from "node:zlib";

/**
 * A PGlite backup is read to its end before a restore touches the data folder: a file cut short, a
 * byte changed (gzip's CRC), or a tar entry that is not a plain file or folder of the cluster is
 * refused with a sentence, and the data folder is never renamed. PGlite writes each entry's name from
 * the cluster's root with one leading "/" ("/PG_VERSION", "/base/1/112"); a name that leaves the
 * cluster (a ".." step, a second leading "/", a backslash), a link, a device, or an extended header
 * is refused, as a tar of PGlite's never holds one.
 */
export class ArchiveError extends Error {}

const BLOCK = 512;
const NOT_A_TAR =
  "it is not a PGlite backup of npm run backup (a gzipped file, but not a tar archive of a database)";
const REGULAR = new Set(["0", "\0"]);
const DIRECTORY = "5";
const SEGMENT = /^[A-Za-z0-9_.-]{1,100}$/;

/** The entry's name inside the cluster, or why it is refused. */
function clusterPath(name: string): string | { refused: string } {
  const inside = name.startsWith("/") ? name.slice(1) : name;
  const trimmed = inside.endsWith("/") ? inside.slice(0, -1) : inside;
  if (trimmed === "") return { refused: "an entry with no name" };
  for (const segment of trimmed.split("/")) {
    if (segment === ".." || segment === ".")
      return { refused: `an entry that leaves the database folder (${name})` };
    if (!SEGMENT.test(segment))
      return { refused: `an entry with an unexpected name (${JSON.stringify(name.slice(0, 80))})` };
  }
  return trimmed;
}

const text = (field: Buffer) => {
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? field.length : end).toString("latin1");
};

/** The header's own checksum: its bytes summed with the checksum field counted as spaces. */
function checksumHolds(header: Buffer): boolean {
  const stated = Number.parseInt(text(header.subarray(148, 156)).trim(), 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : (header[i] as number);
  return Number.isFinite(stated) && stated === sum;
}

/** What a header says, or why it is refused. */
function readHeader(
  header: Buffer,
): { path: string; size: number; directory: boolean } | { refused: string } {
  if (!checksumHolds(header)) return { refused: "a damaged entry header (its checksum does not match)" };
  const type = String.fromCharCode(header[156] as number);
  const name = text(header.subarray(0, 100));
  const prefix = text(header.subarray(345, 500));
  if (!REGULAR.has(type) && type !== DIRECTORY) {
    const what = type === "1" || type === "2" ? "a link" : `an entry of type ${JSON.stringify(type)}`;
    return { refused: `${what} (${JSON.stringify(name.slice(0, 80))})` };
  }
  if (prefix !== "") return { refused: `an entry with a long name (${JSON.stringify(prefix.slice(0, 80))})` };
  const size = Number.parseInt(text(header.subarray(124, 136)).trim() || "0", 8);
  if (!Number.isSafeInteger(size) || size < 0) return { refused: "an entry of impossible size" };
  const path = clusterPath(name);
  if (typeof path !== "string") return path;
  return { path, size, directory: type === DIRECTORY };
}

/**
 * Reads the whole gzipped tar: every byte through gzip's check, every header checked, and the
 * cluster's PG_VERSION among the files. Throws ArchiveError with what is wrong.
 */
export async function checkPgliteArchive(file: string): Promise<{ files: number }> {
  let pending: Buffer = Buffer.alloc(0);
  /** Bytes of the current entry's data (and its padding) still to pass over. */
  let skip = 0;
  let files = 0;
  let entries = 0;
  let ended = false;
  let hasVersion = false;
  try {
    for await (const chunk of createReadStream(file).pipe(createGunzip()) as AsyncIterable<Buffer>) {
      let data = chunk;
      if (skip > 0) {
        const passed = Math.min(skip, data.length);
        skip -= passed;
        data = data.subarray(passed);
      }
      pending = pending.length ? Buffer.concat([pending, data]) : data;
      while (!ended && skip === 0 && pending.length >= BLOCK) {
        const header = pending.subarray(0, BLOCK);
        pending = pending.subarray(BLOCK);
        if (header.every((byte) => byte === 0)) {
          ended = true;
          break;
        }
        const entry = readHeader(header);
        if (entries === 0 && !checksumHolds(header)) throw new ArchiveError(NOT_A_TAR);
        if ("refused" in entry) throw new ArchiveError(`it holds ${entry.refused}`);
        entries++;
        if (!entry.directory) files++;
        if (!entry.directory && entry.path === "PG_VERSION") hasVersion = true;
        const padded = Math.ceil(entry.size / BLOCK) * BLOCK;
        const passed = Math.min(padded, pending.length);
        pending = pending.subarray(passed);
        skip = padded - passed;
      }
      if (ended) pending = Buffer.alloc(0);
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    // zlib's own words ("unexpected end of file", "incorrect data check") name what a reader sees.
    throw new ArchiveError(`it is incomplete or damaged (${(error as Error).message})`);
  }
  if (entries === 0 && !ended) throw new ArchiveError(NOT_A_TAR);
  if (skip > 0 || (!ended && pending.length > 0))
    throw new ArchiveError("it is incomplete: it ends inside a file");
  if (files === 0) throw new ArchiveError("it holds no files");
  if (!hasVersion) throw new ArchiveError("it holds no PGlite database (no PG_VERSION)");
  return { files };
}
