import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ResourceType } from "@ganit/contracts";

/**
 * The demo catalogue: courses of every course family and the content-library lesson pages they
 * point at. Data files (courses.json, lessons.json, lessons/*.html, frame/*) beside this module in
 * development and tests; copied to dist/demo-catalogue by the server build for the bundle.
 */

/** The type is one of the fifteen the contracts declare (part 2 §3). */
export type DemoResource = { type: ResourceType; url: string };
export type DemoTitle = { title: string; titleHi?: string; resources: DemoResource[] };
/** Every demo level carries its Hindi name (`levelNameHi`), as every demo course does (`nameHi`). */
export type DemoLevel = { levelNumber: number; levelName: string; levelNameHi: string; titles: DemoTitle[] };
export type DemoClassLevel = {
  classNumber: number;
  /** Rupees, at most two decimals (the API's unit; the database keeps paise). */
  pricePerStudent: number;
  pricePerSchool: number;
  levels: DemoLevel[];
};
export type DemoCourse = { name: string; nameHi: string; classLevels: DemoClassLevel[] };

export type DemoLessonMeta = {
  slug: string;
  coursename: string;
  classnumber: number;
  topicname: string;
  subtopicname: string;
  contentname: string;
};
/** A content-library item: `content` is a whole HTML document (inline CSS, SVG and script). */
export type DemoLesson = DemoLessonMeta & { content: string };

export type DemoCatalogue = { lessons: DemoLesson[]; courses: DemoCourse[] };

/** A course resource url that names a demo lesson: `lesson:<slug>`. */
export const LESSON_URL_PREFIX = "lesson:";

/** The folder with the data files: beside the bundle (dist/demo-catalogue) or beside this source. */
export function demoCatalogueFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const candidate of [path.join(here, "demo-catalogue"), here]) {
    if (existsSync(path.join(candidate, "courses.json"))) return candidate;
  }
  throw new Error("Demo catalogue folder not found");
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * A lesson's stored page: its body file wrapped in one document with the shared style and the
 * shared "try it" script inlined, so the page needs nothing from outside (the demo works offline,
 * and a sandboxed frame with an opaque origin could not fetch a shared file anyway).
 */
export function composeLessonPage(
  meta: DemoLessonMeta,
  body: string,
  frame: { css: string; script: string },
): string {
  const lang = meta.slug.endsWith("-hi") ? "hi" : "en";
  return [
    "<!DOCTYPE html>",
    `<html lang="${lang}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(meta.contentname)}</title>`,
    `<style>\n${frame.css.trim()}\n</style>`,
    "</head>",
    "<body>",
    "<main>",
    body.trim(),
    "</main>",
    `<script>\n${frame.script.trim()}\n</script>`,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

/** Reads the whole demo catalogue from its data files (synchronously: a start-up task). */
export function loadDemoCatalogue(folder = demoCatalogueFolder()): DemoCatalogue {
  const read = (...parts: string[]) => readFileSync(path.join(folder, ...parts), "utf8");
  const frame = { css: read("frame", "lesson.css"), script: read("frame", "practice.js") };
  const metas = JSON.parse(read("lessons.json")) as DemoLessonMeta[];
  const courses = JSON.parse(read("courses.json")) as DemoCourse[];
  const lessons = metas.map((meta) => ({
    ...meta,
    content: composeLessonPage(meta, read("lessons", `${meta.slug}.html`), frame),
  }));
  return { lessons, courses };
}

/**
 * The courses with every `lesson:<slug>` url turned into `/viewresource/<id>` (the content item the
 * lesson became); other urls (https) stay. An unknown slug is a mistake in the data: it throws.
 */
export function resolveLessonUrls(
  courses: DemoCourse[],
  idBySlug: ReadonlyMap<string, string> | Readonly<Record<string, string>>,
): DemoCourse[] {
  const lookup = (slug: string): string | undefined => {
    if (idBySlug instanceof Map) return idBySlug.get(slug);
    const ids = idBySlug as Readonly<Record<string, string>>;
    return Object.hasOwn(ids, slug) ? ids[slug] : undefined;
  };
  const resolve = (url: string) => {
    if (!url.startsWith(LESSON_URL_PREFIX)) return url;
    const slug = url.slice(LESSON_URL_PREFIX.length);
    const id = lookup(slug);
    if (!id) throw new Error(`Demo course resource names an unknown lesson: ${slug}`);
    return `/viewresource/${id}`;
  };
  return courses.map((course) => ({
    ...course,
    classLevels: course.classLevels.map((classLevel) => ({
      ...classLevel,
      levels: classLevel.levels.map((level) => ({
        ...level,
        titles: level.titles.map((title) => ({
          ...title,
          resources: title.resources.map((resource) => ({ ...resource, url: resolve(resource.url) })),
        })),
      })),
    })),
  }));
}
