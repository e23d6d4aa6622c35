// Build step after `vite build`: renders the public pages (src/prerender.tsx lists them) to HTML in
// each language, so a phone paints a page's content as soon as the HTML and CSS arrive instead of
// waiting for a chain of scripts. Writes dist/prerendered/<language>/<page>.html, each with
// modulepreload links for its screen's chunk and that chunk's CSS, and dist/prerendered/pages.json,
// from which the server picks a page (server/src/plugins/spa.ts).
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";

const WEB = path.resolve(import.meta.dirname, "..");
const DIST = path.join(WEB, "dist");
const SSR_OUT = path.join(WEB, ".tmp", "ssr");

// 1. The server-side bundle of src/prerender.tsx (packages stay in node_modules), with the i18n
//    module as an entry of its own: it must load first, see step 2.
await build({
  root: WEB,
  configFile: path.join(WEB, "vite.config.ts"),
  logLevel: "warn",
  build: {
    ssr: true,
    rollupOptions: { input: { prerender: "src/prerender.tsx", i18n: "src/lib/i18n.ts" } },
    outDir: SSR_OUT,
    emptyOutDir: true,
    sourcemap: false,
    manifest: false,
    copyPublicDir: false,
  },
});

// 2. What the app's modules touch outside a browser: the storage i18n and the session read (empty:
//    a signed-out first visit), and the <html> whose lang i18n sets when it loads. That stand-in
//    `document` exists only while i18n loads: libraries that find a `document` take it for a browser
//    (sonner would insert its styles into it).
process.env.NODE_ENV = "production";
const memoryStorage = () => {
  const items = new Map();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => items.set(key, String(value)),
    removeItem: (key) => items.delete(key),
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
};
globalThis.localStorage = memoryStorage();
globalThis.sessionStorage = memoryStorage();
globalThis.document = { documentElement: { lang: "en" } };
await import(pathToFileURL(path.join(SSR_OUT, "i18n.js")).href);
delete globalThis.document;

const {
  renderPage,
  documentTitle,
  renderLoadingShell,
  PRERENDERED_PAGES,
  PRELOADED_SCREENS,
  BARE_PATHS,
  LANGUAGE_CODES,
  LANGUAGE_COOKIE,
} = await import(pathToFileURL(path.join(SSR_OUT, "prerender.js")).href);

// 3. Each page in each language, into the shell index.html that `vite build` wrote.
const shell = readFileSync(path.join(DIST, "index.html"), "utf8");
const manifestFile = path.join(DIST, ".vite", "manifest.json");
const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));

/** The chunks of some modules and every chunk they import statically, with their CSS. */
function screenFiles(...sources) {
  const keys = new Set();
  const visit = (key) => {
    if (keys.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest: is PRERENDERED_PAGES out of date?`);
    keys.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  const chunks = [...keys].map((key) => manifest[key]);
  return {
    scripts: chunks.map((chunk) => `/${chunk.file}`),
    styles: chunks.flatMap((chunk) => (chunk.css ?? []).map((file) => `/${file}`)),
  };
}

// 4. The app's scripts load once the page has painted. On a phone on a slow line the first paint then
//    needs only the HTML and the CSS: served over HTTP/1.1, the ~170 KB of scripts would otherwise
//    share the line with the CSS. A small classic script (the CSP allows no inline one) waits for
//    the first paint, then adds the modulepreload links and the entry that index.html had, plus
//    the page's own chunks: still no chain (the entry first, then the links a few per task).
const BOOT = `(function () {
  var boot = document.currentScript;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var entry = document.createElement("script");
    entry.type = "module";
    entry.crossOrigin = "";
    entry.src = boot.getAttribute("data-entry");
    document.head.appendChild(entry);
    // Every request the page starts costs the main thread a little: twenty at once made one task
    // long enough to block a phone's first taps. A few per task, one task after another.
    var modules = boot.getAttribute("data-modules").split(" ").filter(Boolean);
    (function preloadSome() {
      var tags = document.createDocumentFragment();
      modules.splice(0, 6).forEach(function (href) {
        var link = document.createElement("link");
        link.rel = "modulepreload";
        link.crossOrigin = "";
        link.href = href;
        tags.appendChild(link);
      });
      document.head.appendChild(tags);
      if (modules.length > 0) setTimeout(preloadSome, 0);
    })();
  }
  // A form sent before the app has started would go to the server as a plain GET, the password in
  // the address: hold it back (the app sets data-app-ready once it has taken the page over).
  document.addEventListener(
    "submit",
    function (event) {
      if (!document.documentElement.hasAttribute("data-app-ready")) event.preventDefault();
    },
    true,
  );
  // Start once the browser reports the first contentful paint (that entry comes after the pixels
  // are shown, a frame callback can come before). A hidden tab paints nothing: start at once. The
  // timer covers a browser that reports no paints.
  if (document.visibilityState === "hidden") return start();
  try {
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    });
    observer.observe({ type: "paint", buffered: true });
  } catch (error) {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  setTimeout(start, 3000);
})();
`;
const bootFile = `assets/boot-${createHash("sha256").update(BOOT).digest("base64url").slice(0, 8)}.js`;
writeFileSync(path.join(DIST, bootFile), BOOT);

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const entry = shell.match(ENTRY)?.[1];
if (!entry) throw new Error("index.html has no module script");
const shellPreloads = [...shell.matchAll(PRELOAD)].map((match) => match[1]);
if (!shell.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root">');

/**
 * One document: index.html with `body` in its root, in `language`, its scripts started by the boot
 * script with the chunks of `modules` (source paths) preloaded. A prerendered page is hydrated
 * (`data-prerendered`); a loading shell is rendered over afresh.
 */
function documentHtml({ body, language, modules, hydrate, title }) {
  const { scripts, styles } = screenFiles(...modules);
  const preloads = [...new Set([...shellPreloads, ...scripts])].filter((href) => href !== entry);
  const head = [
    ...styles
      .filter((href) => !shell.includes(`"${href}"`))
      .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    `<script defer src="/${bootFile}" data-entry="${entry}" data-modules="${preloads.join(" ")}"></script>`,
  ];
  const root = hydrate ? `<div id="root" data-prerendered="${language}">` : '<div id="root">';
  const html = shell
    .replace(ENTRY, "")
    .replace(PRELOAD, "")
    .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, (found) => (title ? `<title>${escapeHtml(title)}</title>` : found))
    .replace("</head>", `  ${head.join("\n    ")}\n  </head>`)
    .replace('<div id="root"></div>', () => `${root}${body}</div>`)
    // Even before that script runs, a form sent by hand posts: a password never lands in an address.
    .replaceAll("<form ", '<form method="post" ');
  // The CSP allows no inline script: a prerendered page must not need one.
  if (/<script(?![^>]*\bsrc=)/i.test(html)) throw new Error("a prerendered page contains an inline script");
  return html;
}

/** Text for HTML: a title holds no markup. */
function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

rmSync(path.join(DIST, "prerendered"), { recursive: true, force: true });
for (const language of LANGUAGE_CODES) {
  mkdirSync(path.join(DIST, "prerendered", language), { recursive: true });
  for (const page of PRERENDERED_PAGES) {
    const body = await renderPage(page.path, language);
    if (!body.includes("<main")) throw new Error(`${page.path} (${language}) rendered without its layout`);
    writeFileSync(
      path.join(DIST, "prerendered", language, page.file),
      documentHtml({
        body,
        language,
        modules: [page.screen],
        hydrate: true,
        title: documentTitle(page.path),
      }),
    );
  }
}
// 5. The loading shell (the header's bar and a spinner) for every screen that is not prerendered, in
//    each language: a phone paints it as soon as the HTML and CSS are in, and its scripts start
//    after that paint as a public page's do. The screens a pupil opens most also preload their own
//    chunks, so none waits for the entry to ask for them.
const SHELL_FILE = "app.html";
for (const language of LANGUAGE_CODES) {
  const body = await renderLoadingShell(language);
  if (!body.includes("<header") || !body.includes('role="status"'))
    throw new Error(`the loading shell (${language}) rendered without its header or spinner`);
  const folder = path.join(DIST, "prerendered", language);
  writeFileSync(path.join(folder, SHELL_FILE), documentHtml({ body, language, modules: [], hydrate: false }));
  for (const screen of PRELOADED_SCREENS) {
    const modules = [screen.screen];
    writeFileSync(path.join(folder, screen.file), documentHtml({ body, language, modules, hydrate: false }));
  }
}

writeFileSync(
  path.join(DIST, "prerendered", "pages.json"),
  `${JSON.stringify(
    {
      cookie: LANGUAGE_COOKIE,
      languages: LANGUAGE_CODES,
      pages: Object.fromEntries(PRERENDERED_PAGES.map((page) => [page.path, page.file])),
      shell: SHELL_FILE,
      screens: Object.fromEntries(PRELOADED_SCREENS.map((screen) => [screen.path, screen.file])),
      bare: BARE_PATHS,
    },
    null,
    2,
  )}\n`,
);
// The manifest served its purpose; it is not for visitors.
rmSync(path.join(DIST, ".vite"), { recursive: true, force: true });
rmSync(SSR_OUT, { recursive: true, force: true });
console.log(
  `prerendered ${PRERENDERED_PAGES.length} pages and ${PRELOADED_SCREENS.length + 1} loading shells × ${LANGUAGE_CODES.length} languages into dist/prerendered`,
);
