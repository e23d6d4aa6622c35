// What a first visit downloads, measured on the production web build (web/dist), gzip sizes as a
// slow phone connection feels them; and the budget `npm test` holds it to.
//
// A first visit to a public page gets its prerendered HTML, which names the CSS, the entry script and
// every chunk the page needs (the boot script's data-entry and data-modules). A first visit to any
// other screen gets index.html, its entry and preloads, and then that screen's chunk. Each script's
// static imports load with it and are counted; what a screen loads later with import() (charts, Excel
// export) is not: it loads only when used.
//
//   node scripts/bundle-size.mjs            prints the first visit of / and of every screen
//   node scripts/bundle-size.mjs --check    also fails (exit 1) when one is over the budget
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

/**
 * The most JavaScript (KiB, gzip) a first visit may download. Set on 2026-11-22 from the build of
 * that day plus about 5%: the first visit to / was 156.3 KiB, the heaviest first visit (straight to
 * /profile, which needs zod for its forms) 201.6 KiB. Raised for "any" the same day, when the
 * catalogue and school screens landed: a screen with a server-paged table and a form (the student
 * list: 219.7 KiB) carries the table, the dialog and the form stack at once. Raised again on
 * 2026-11-24 when every endpoint became one declaration and the web client checked answers: the
 * entry's preload map names the declarations' chunks (/ 163.5 → 164.1), and a buying screen carries
 * its declarations (paths, summaries) and the shared reads' schemas (222.7 → 225.8). Raised once more
 * the same day by 1 KiB each, when the hardening's text rules (NFKC, invisible characters refused) and
 * its messages (weak passwords, database trouble, lesson pages) reached every form: / 164.3 → 164.9,
 * the learner's course purchase 226.2 → 227.2. Raised for "any" by 1 KiB when native practice added
 * three lazy screens to the route table (its preload map): the learner's purchase 228.0 → 228.5;
 * and by 1 more with main's student directory (228.5 on main alone) and practice together: 229.6.
 * Raised to 172 and 238 when the operator screens, the audit trail and the school office's work met
 * in one tree (after two leaks they brought were closed: zod in the entry, react-hook-form on every
 * screen): / 171.2, the payments screen 237.2. The public pages got their own figure on 2026-11-27,
 * after /login had grown to 225.8 KiB with the forms' stack while the other public pages stayed near
 * 170–186: 190, /courses (185.7) plus about 2%. The same day / and "any" rose by 1 KiB each (173,
 * 239): the header's Register choice (a school or a learner, 0.7 KiB) and the one table of status
 * words, which every screen with a status badge now reads (the students directory 237.2 → 238.4).
 * See docs/benchmarks.md.
 */
export const BUDGET_KIB = {
  /** The first visit to the home page. */
  home: 173,
  /** Every other prerendered public page (/about, /courses, /contact, /login): a newcomer's first visits. */
  public: 190,
  /** Any other first visit: each screen reached straight from index.html. */
  any: 239,
  /**
   * The Devanagari web font a Hindi reader's first page fetches (woff2, already compressed; an
   * English reader fetches none): Noto Sans Devanagari's Devanagari subset in two weights, 102.0 KiB
   * on 2026-11-27. See docs/adr/0491-devanagari-web-font-for-hindi.md.
   */
  hindiFont: 104,
};

/** The public pages the budget must find prerendered: one missing would escape its figure unmeasured. */
export const PUBLIC_PAGES = ["/", "/about", "/courses", "/contact", "/login"];

/** The Devanagari font files of the build and their size (KiB, as sent: woff2 is compressed). */
export function measureHindiFont(dist = DEFAULT_DIST) {
  const files = readdirSync(path.join(dist, "assets")).filter((file) =>
    /^noto-sans-devanagari-.*\.woff2$/.test(file),
  );
  const kib = files.reduce((total, file) => total + statSync(path.join(dist, "assets", file)).size / 1024, 0);
  return { files, kib };
}

export const DEFAULT_DIST = path.resolve(import.meta.dirname, "..", "web", "dist");

const gzipKiB = (dist, file) => gzipSync(readFileSync(path.join(dist, file))).length / 1024;

/** Every asset a page's HTML asks for: stylesheets, scripts, preloads, the boot script's modules. */
function referencedBy(html) {
  const files = [];
  for (const match of html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)) files.push(match[1]);
  for (const match of html.matchAll(/data-(?:entry|modules)="([^"]+)"/g)) {
    for (const href of match[1].split(" ")) files.push(href.replace(/^\//, ""));
  }
  return files;
}

/** The files, with their static imports followed (`from"./x.js"`, `import"./x.js"`). */
function withImports(dist, start) {
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    if (!file.endsWith(".js")) return;
    const code = readFileSync(path.join(dist, file), "utf8");
    for (const m of code.matchAll(/(?:from|import)\s*["'`]\.\/([^"'`]+\.js)["'`]/g)) visit(`assets/${m[1]}`);
  };
  for (const file of start) visit(file);
  return files;
}

function measure(dist, label, start) {
  const files = [...withImports(dist, start)].map((file) => ({ file, kib: gzipKiB(dist, file) }));
  const sum = (ext) => files.filter((f) => f.file.endsWith(ext)).reduce((total, f) => total + f.kib, 0);
  return { label, files, js: sum(".js"), css: sum(".css") };
}

/**
 * Chunks the app shell loads with import(): the screens of the route table (and e.g. the user menu).
 * What a screen itself loads with import() when it is used (SheetJS when a sheet is read or
 * written) is no first visit, so it is not measured as one.
 */
function lazyChunks(dist, shellFiles) {
  const chunks = new Set();
  for (const file of shellFiles.filter((f) => f.endsWith(".js")).map((f) => f.replace(/^assets\//, ""))) {
    const code = readFileSync(path.join(dist, "assets", file), "utf8");
    for (const m of code.matchAll(/import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g))
      chunks.add(`assets/${m[1]}`);
  }
  return [...chunks].sort();
}

/** The first visit of every public page (prerendered) and of every lazily loaded screen. */
export function measureFirstVisits(dist = DEFAULT_DIST) {
  const shell = referencedBy(readFileSync(path.join(dist, "index.html"), "utf8"));
  const visits = [];
  const pagesFile = path.join(dist, "prerendered", "pages.json");
  const pages = existsSync(pagesFile) ? JSON.parse(readFileSync(pagesFile, "utf8")) : undefined;
  if (pages) {
    for (const [route, file] of Object.entries(pages.pages)) {
      const html = readFileSync(path.join(dist, "prerendered", pages.languages[0], file), "utf8");
      visits.push({ ...measure(dist, `${route} (prerendered)`, referencedBy(html)), route });
    }
  }
  for (const chunk of lazyChunks(dist, [...withImports(dist, shell)]))
    visits.push(measure(dist, `${chunk} via index.html`, [...shell, chunk]));
  return visits;
}

/**
 * Data no first visit needs, named by a string only it contains: the curriculum's chapter lists
 * (packages/contracts/src/curriculum) are loaded with import() by the screen that shows them, so the
 * app shell (index.html's entry and its static imports) must never carry them.
 */
const NEVER_IN_THE_SHELL = [{ what: "the curriculum's chapter lists", marker: "ncert-c1-ch01" }];

/** The shell files that carry what must never be in the shell: "<what> in <file>". */
export function shellLeaks(dist = DEFAULT_DIST) {
  const shell = withImports(dist, referencedBy(readFileSync(path.join(dist, "index.html"), "utf8")));
  const leaks = [];
  for (const file of [...shell].filter((f) => f.endsWith(".js"))) {
    const code = readFileSync(path.join(dist, file), "utf8");
    for (const { what, marker } of NEVER_IN_THE_SHELL)
      if (code.includes(marker)) leaks.push(`${what} in ${file}`);
  }
  return leaks;
}

/** The figure a first visit is held to: the home page's, a public page's, or any screen's. */
export function budgetOf(visit) {
  if (visit.route === "/") return BUDGET_KIB.home;
  return visit.route ? BUDGET_KIB.public : BUDGET_KIB.any;
}

/** Prints the first visits; returns false when one is over the budget. */
export function report(dist = DEFAULT_DIST) {
  if (!existsSync(path.join(dist, "index.html"))) {
    console.error("No web build: run `npm run build` first.");
    return false;
  }
  const visits = measureFirstVisits(dist);
  const home = visits.find((v) => v.route === "/");
  const missing = PUBLIC_PAGES.filter((route) => !visits.some((v) => v.route === route));
  if (!home || missing.length > 0) {
    console.error(
      `The build lacks prerendered public pages (web/dist/prerendered/pages.json): ${missing.join(", ")}.`,
    );
    return false;
  }
  for (const { file, kib } of home.files) console.log(`${kib.toFixed(1).padStart(7)} KiB  ${file}`);
  console.log(`${home.js.toFixed(1).padStart(7)} KiB  JavaScript of the first visit to / (gzip)`);
  console.log(`${home.css.toFixed(1).padStart(7)} KiB  CSS of the first visit to / (gzip)\n`);
  console.log(
    `First visit, JavaScript (gzip); budget ${BUDGET_KIB.home} KiB for /, ${BUDGET_KIB.public} KiB for the other public pages, ${BUDGET_KIB.any} KiB for any other:`,
  );
  let over = 0;
  for (const visit of visits) {
    const budget = budgetOf(visit);
    const fits = visit.js <= budget;
    if (!fits) over += 1;
    console.log(`${visit.js.toFixed(1).padStart(7)} KiB  ${fits ? "  " : "✗ "}${visit.label}`);
  }
  const font = measureHindiFont(dist);
  const fontFits = font.files.length > 0 && font.kib <= BUDGET_KIB.hindiFont;
  if (!fontFits) over += 1;
  console.log(
    `\n${font.kib.toFixed(1).padStart(7)} KiB  ${fontFits ? "  " : "✗ "}the Devanagari font of a Hindi reader's first page (${font.files.length} woff2 files; budget ${BUDGET_KIB.hindiFont} KiB)`,
  );
  const leaks = shellLeaks(dist);
  for (const leak of leaks)
    console.error(`✗ the app shell carries ${leak}: load it with import() where it is used.`);
  if (leaks.length > 0) return false;
  if (over > 0) {
    console.error(
      `\n${over} first visit(s) over the budget: load what only some screens need (charts, Excel) with import() where it is used; raise BUDGET_KIB in scripts/bundle-size.mjs only with a reason in docs/benchmarks.md.`,
    );
    return false;
  }
  console.log("\nEvery first visit is within the budget.");
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const fits = report();
  if (process.argv.includes("--check") && !fits) process.exit(1);
}
