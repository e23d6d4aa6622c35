import type { Chapter } from "@ganit/contracts/curriculum/index";
import { hindiTitleToShow } from "@ganit/contracts/curriculum/index";
import type { Bilingual, Lesson, WorkedExample } from "@ganit/contracts/curriculum/lessons/index";
import type { Skill } from "@ganit/contracts/curriculum/skills/index";

/**
 * A chapter's lesson page as the library holds it: one whole HTML document, English then Hindi,
 * with its style and its figure (SVG) inline, so it needs nothing from the network (lesson pages
 * render in a sandbox of their own URL and reach no network). A chapter without a lesson yet gets a
 * short page of what it teaches and its skills, so its practice has a page to open.
 */

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

const STYLE = `
body { font-family: system-ui, "Noto Sans Devanagari", sans-serif; line-height: 1.6; margin: 0; color: #1f2937; }
main { max-width: 46rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.5rem; } h2 { font-size: 1.2rem; margin-top: 1.5rem; }
section + section { border-top: 2px solid #e5e7eb; margin-top: 2rem; padding-top: 1rem; }
.example { background: #f0f9ff; border-radius: 0.5rem; padding: 0.75rem 1rem; margin: 1rem 0; }
.answer { font-weight: 600; }
figure { margin: 1rem 0; } figure svg { max-width: 100%; height: auto; }
`.trim();

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join("\n");

type Lang = keyof Bilingual;
const WORDS = {
  en: { example: "Worked example", answer: "Answer", skills: "What you will practise" },
  hi: { example: "हल किया हुआ उदाहरण", answer: "उत्तर", skills: "तुम क्या अभ्यास करोगे" },
} as const;

function example(worked: WorkedExample, lang: Lang, n: number) {
  const steps = worked.steps[lang].map((step) => `<li>${escapeHtml(step)}</li>`).join("");
  return [
    '<div class="example">',
    `<h2>${WORDS[lang].example} ${n}</h2>`,
    `<p>${escapeHtml(worked.question[lang])}</p>`,
    `<ol>${steps}</ol>`,
    `<p class="answer">${WORDS[lang].answer}: ${escapeHtml(worked.answer[lang])}</p>`,
    "</div>",
  ].join("\n");
}

function lessonSection(lesson: Lesson, lang: Lang) {
  const figure = lesson.figure
    ? `<figure role="img" aria-label="${escapeHtml(lesson.figure.alt[lang])}">${lesson.figure.svg}</figure>`
    : "";
  return [
    `<section lang="${lang}">`,
    `<h1>${escapeHtml(lesson.title[lang])}</h1>`,
    paragraphs(lesson.idea[lang]),
    figure,
    ...lesson.examples.map((worked, i) => example(worked, lang, i + 1)),
    "</section>",
  ].join("\n");
}

function overviewSection(chapter: Chapter, skills: readonly Skill[], lang: Lang) {
  const title = lang === "en" ? chapter.title.en.text : hindiTitleToShow(chapter).text;
  const list = skills.map((skill) => `<li>${escapeHtml(skill.name[lang])}</li>`).join("");
  return [
    `<section lang="${lang}">`,
    `<h1>${escapeHtml(title)}</h1>`,
    list ? `<h2>${WORDS[lang].skills}</h2>\n<ul>${list}</ul>` : "",
    "</section>",
  ].join("\n");
}

/** The page of a chapter: its lesson when it has one, else an overview of its skills. */
export function chapterPageHtml(chapter: Chapter, lesson: Lesson | undefined, skills: readonly Skill[]) {
  const title = lesson ? lesson.title.en : chapter.title.en.text;
  const sections = (["en", "hi"] as const).map((lang) =>
    lesson ? lessonSection(lesson, lang) : overviewSection(chapter, skills, lang),
  );
  return [
    "<!DOCTYPE html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>\n${STYLE}\n</style>`,
    "</head>",
    "<body>",
    "<main>",
    ...sections,
    "</main>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
