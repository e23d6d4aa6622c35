// Finds Debian's chromium for the browser tests: CHROMIUM_PATH, else /usr/bin/chromium.
// When it is missing and we are root with apt-get, installs Debian's package (what Playwright's own
// `install --with-deps` would do for its dependencies) with fonts-noto-core, whose Noto Sans
// Devanagari draws the Hindi pages (without it Chromium shows empty boxes); never downloads a
// browser build of its own.
// Run alone (`node scripts/find-chromium.mjs`) it prints the path, or one sentence and exits 1.
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { pathToFileURL } from "node:url";

export const DEFAULT_CHROMIUM = "/usr/bin/chromium";

export const HOW_TO_INSTALL =
  "Chromium not found: install Debian's chromium (sudo apt-get install chromium fonts-noto-core) or set CHROMIUM_PATH.";

/**
 * How the browser tests and the page benchmarks start Debian's chromium: in a container without a
 * sandbox or a GPU, and quiet, so that no update check, sync or first-run page adds requests or
 * time to what is measured.
 */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** The path Playwright should launch: CHROMIUM_PATH when set, else Debian's /usr/bin/chromium. */
export const chromiumPath = (env = process.env) => env.CHROMIUM_PATH || DEFAULT_CHROMIUM;

export class ChromiumMissingError extends Error {}

const isExecutable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const hasApt = () => spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;
const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

function aptInstallChromium() {
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update"],
    ["install", "-y", "--no-install-recommends", "chromium", "fonts-noto-core"],
  ]) {
    const result = spawnSync("apt-get", args, { stdio: ["ignore", "inherit", "inherit"], env });
    if (result.status !== 0) return false;
  }
  return true;
}

/**
 * Returns the chromium executable, installing Debian's package when allowed and possible.
 * Throws ChromiumMissingError (a one-sentence message) when there is none.
 */
export function ensureChromium({ install = true, log = console.log } = {}) {
  const wanted = chromiumPath();
  if (isExecutable(wanted)) return wanted;
  // An explicit CHROMIUM_PATH that is wrong is the user's to fix; we only install the default.
  const canInstall = install && !process.env.CHROMIUM_PATH && isRoot() && hasApt();
  if (canInstall) {
    log("Chromium not found: installing Debian's chromium and fonts-noto-core with apt-get…");
    if (aptInstallChromium() && isExecutable(wanted)) return wanted;
  }
  if (process.env.CHROMIUM_PATH) {
    throw new ChromiumMissingError(
      `Chromium not found at CHROMIUM_PATH=${process.env.CHROMIUM_PATH}: point it at a chromium executable or unset it to use Debian's /usr/bin/chromium.`,
    );
  }
  throw new ChromiumMissingError(HOW_TO_INSTALL);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    console.log(ensureChromium({ install: !process.argv.includes("--no-install") }));
  } catch (error) {
    console.error(error instanceof ChromiumMissingError ? error.message : String(error));
    process.exit(1);
  }
}
