#!/usr/bin/env node
/**
 * Writes the two PDFs the About page embeds (web/public/docs/*.pdf) without any dependency:
 * PDF 1.4, A4, the standard Helvetica fonts (no embedding needed), WinAnsi text, real xref offsets.
 * Run `node web/scripts/make-pdfs.mjs` after changing the copy below and commit the output.
 * The output is byte-for-byte reproducible (fixed creation date), so an unchanged run shows no diff.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const OUT_DIR = path.resolve(import.meta.dirname, "../public/docs");
const CREATED = "D:20250601000000+05'30'";

// ---------------------------------------------------------------------------------------------
// The copy. Blocks: ["h", text] heading, ["p", text] paragraph, ["li", text] bullet,
// ["step", n, text] numbered step. Keep to the characters WinAnsi can show (see WIN_ANSI below).

const DOCUMENTS = [
  {
    file: "ganit-about.pdf",
    title: "Ganit \u2014 About the platform",
    subtitle: "Math made fun, for classes 1 to 10",
    blocks: [
      ["h", "What Ganit is"],
      [
        "p",
        "Ganit is a mathematics learning platform for Indian schools and their students. It turns the " +
          "school syllabus into short, playful lessons: puzzles, games, activities and mental tricks. " +
          "A child who enjoys mathematics practises it more, and grows confident in it.",
      ],
      ["h", "Course families"],
      ["li", "Vedic Math \u2014 fast mental calculation with the sixteen Vedic sutras."],
      ["li", "Interactive Math \u2014 concepts explored by moving, dragging and trying things on screen."],
      ["li", "Magic Math \u2014 number tricks that children can perform and then explain."],
      ["li", "Puzzles & Riddles \u2014 logic, patterns and lateral thinking, one small challenge at a time."],
      ["li", "Mathematics \u2014 the school syllabus of each class, explained step by step."],
      ["li", "Math Lab \u2014 hands-on activities with paper, beads, blocks and measuring tools."],
      ["li", "Geo Math \u2014 shapes, symmetry, maps and space, from the classroom to the playground."],
      ["li", "Math Games \u2014 practice that feels like play, alone or in teams."],
      ["li", "Math Projects \u2014 real questions answered with data, charts and a short presentation."],
      ["li", "Math Aptitude Exam \u2014 an exam for classes 3 to 9 with district and state prizes."],
      ["h", "Why it works"],
      ["li", "It makes math enjoyable: lessons start with a question a child wants to answer."],
      ["li", "It develops problem-solving: every level ends with problems to work out, not to copy."],
      ["li", "It enhances logical reasoning: children explain why an answer is right."],
      ["li", "It builds confidence: small steps, quick success, and a visible record of progress."],
      ["li", "It prepares students for the future: estimation, data and clear thinking for any career."],
      ["h", "How a course is organised"],
      [
        "p",
        "Each course is divided by class, from class 1 to class 10. Inside a class, lessons are grouped " +
          "into numbered levels; each level holds topics, and each topic holds resources such as a " +
          "worksheet, a video, an activity or a game. Students see only the classes they are enrolled in, " +
          "and they always start at the first resource of their class.",
      ],
      ["h", "Who uses Ganit"],
      ["li", "Schools buy courses, add their students and teachers, and enrol students into classes."],
      ["li", "Students sign in with the username their school gives them and open their lessons."],
      ["li", "Teachers sign in to see the same lessons and to guide their class."],
      ["li", "Individual learners can register on their own and buy a course directly."],
      ["p", "To bring Ganit to your school, write to us from the Contact page of the website."],
    ],
  },
  {
    file: "ganit-for-schools.pdf",
    title: "Ganit \u2014 For schools: how it works",
    subtitle: "From registration to the first lesson",
    blocks: [
      [
        "p",
        "This guide explains, step by step, how a school brings Ganit to its classrooms. Registration takes " +
          "a few minutes, and a whole class of students can be added with one upload.",
      ],
      ["h", "Getting started"],
      [
        "step",
        1,
        "Register your school on the website with Register as School. You give the school's name, UDISE " +
          "code, state, district, city, address, pincode, phone and e-mail.",
      ],
      [
        "step",
        2,
        "You receive a welcome e-mail with a link to set your password. The link is valid for seven days; " +
          "your username is the school's e-mail address.",
      ],
      [
        "step",
        3,
        "Choose courses and the classes you need. The price of a class is either per student (price per " +
          "student times the number of seats) or one price for the whole school. Classes you already own " +
          "are never charged twice, and any discount is shown before you pay.",
      ],
      [
        "step",
        4,
        "Pay by UPI: scan the QR code, then enter the UTR number of your payment so that we can match it. " +
          "Purchases are non-refundable, so please check the classes and seats before paying.",
      ],
      [
        "step",
        5,
        "Add your students and teachers, one at a time with a form or all at once with an Excel file. " +
          "The student template has the columns name, email, dob (DD-MM-YYYY), Class and fathername; the " +
          "teacher template has name, email, mobile and dob.",
      ],
      [
        "step",
        6,
        "Enrol students into the classes of a course. A seat bar shows how many seats of each class are " +
          "in use, so you always know how many remain.",
      ],
      [
        "step",
        7,
        "Students and teachers sign in and open their lessons. Students get short usernames; brothers and " +
          "sisters may share a parent's e-mail address and still have their own accounts.",
      ],
      ["h", "Looking after your accounts"],
      ["li", "Put a teacher on hold to pause their access at once, and activate them again at any time."],
      ["li", "Anyone who forgets a password can ask for a reset link, valid for 30 minutes."],
      ["li", "Your school sees and manages only its own students, teachers and purchases."],
      ["h", "The Math Aptitude Exam"],
      [
        "p",
        "Your students of classes 3 to 9 can sit the Ganit Math Aptitude Exam. The best " +
          "students of each district, and again of each state, win an up-skilling kit worth Rs. 17,500: " +
          "a coding program worth Rs. 15,000 and a voucher worth Rs. 2,500. Teachers who guide their " +
          "students receive a teacher award kit worth Rs. 2,500.",
      ],
      ["h", "Need help?"],
      [
        "p",
        "Write to us or call us using the details on the Contact page of the website. Please mention your " +
          "school's name and UDISE code so that we can find your account quickly.",
      ],
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Fonts: advance widths (1/1000 em) of the standard 14 Helvetica fonts for the codes 32..126, from
// Adobe's AFM files, so lines wrap where they really end.

const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278,
  556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584,
  556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556,
  333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
/** The few characters beyond ASCII the copy uses: WinAnsi code and width in each font. */
const WIN_ANSI = {
  "\u2014": { code: 0x97, regular: 1000, bold: 1000 }, // em dash
  "\u2013": { code: 0x96, regular: 556, bold: 556 }, // en dash
  "\u2022": { code: 0x95, regular: 350, bold: 350 }, // bullet
  "\u2019": { code: 0x92, regular: 222, bold: 278 }, // right single quote
};
const FONTS = { regular: { name: "F1", widths: HELVETICA }, bold: { name: "F2", widths: HELVETICA_BOLD } };

function charWidth(char, font) {
  const code = char.charCodeAt(0);
  if (code >= 32 && code <= 126) return FONTS[font].widths[code - 32];
  const special = WIN_ANSI[char];
  if (!special) throw new Error(`Character ${JSON.stringify(char)} cannot be shown with WinAnsi Helvetica`);
  return special[font];
}

const textWidth = (text, font, size) =>
  ([...text].reduce((sum, c) => sum + charWidth(c, font), 0) * size) / 1000;

/** A PDF string literal in WinAnsi bytes, written as latin1 (one byte per character). */
function pdfString(text) {
  let out = "(";
  for (const char of text) {
    const special = WIN_ANSI[char];
    if (special) out += String.fromCharCode(special.code);
    else if (char === "(" || char === ")" || char === "\\") out += `\\${char}`;
    else out += char;
  }
  return `${out})`;
}

/** A text string outside content streams (document info): UTF-16BE with a byte order mark, in hex. */
const pdfTextString = (text) =>
  `<FEFF${Buffer.from(text, "utf16le").swap16().toString("hex").toUpperCase()}>`;

function wrap(text, font, size, maxWidth) {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, font, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Layout: A4 portrait in points.

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const BOTTOM = 60;
const COLORS = {
  brand: "0.263 0.220 0.639", // deep indigo header band
  accent: "0.984 0.749 0.141", // sunny yellow rule
  heading: "0.192 0.180 0.506",
  text: "0.133 0.133 0.165",
  muted: "0.353 0.353 0.400",
};
const fmt = (n) => Number(n.toFixed(2)).toString();

function text(ops, x, y, content, font, size, color) {
  ops.push(
    `BT ${color} rg /${FONTS[font].name} ${fmt(size)} Tf ${fmt(x)} ${fmt(y)} Td ${pdfString(content)} Tj ET`,
  );
}

const LINE = 15;
const KEEP_TOGETHER = 120;
const blockGap = (kind) => (kind === "p" ? 8 : 3);
const blockLines = (block) =>
  wrap(block[0] === "step" ? block[2] : block[1], "regular", 11, CONTENT_WIDTH - (block[0] === "p" ? 0 : 20));
const blockHeight = (block) => blockLines(block).length * LINE + blockGap(block[0]);

function layout(doc) {
  const pages = [];
  let ops;
  let y;

  const newPage = (first) => {
    ops = [];
    pages.push(ops);
    if (first) {
      // Header band with the title, then a thin accent rule.
      ops.push(`${COLORS.brand} rg 0 ${fmt(PAGE.height - 112)} ${fmt(PAGE.width)} 112 re f`);
      ops.push(`${COLORS.accent} rg 0 ${fmt(PAGE.height - 118)} ${fmt(PAGE.width)} 6 re f`);
      text(ops, MARGIN, PAGE.height - 60, doc.title, "bold", 22, "1 1 1");
      text(ops, MARGIN, PAGE.height - 86, doc.subtitle, "regular", 13, "0.894 0.886 0.988");
      y = PAGE.height - 150;
    } else {
      y = PAGE.height - MARGIN;
    }
  };
  const ensure = (height) => {
    if (y - height < BOTTOM - LINE) newPage(false);
  };

  newPage(true);
  doc.blocks.forEach((block, index) => {
    const [kind] = block;
    if (kind === "h") {
      // Keep a heading with the block under it.
      const next = doc.blocks[index + 1];
      ensure(32 + (next ? Math.min(blockHeight(next), KEEP_TOGETHER) : 0));
      y -= 10;
      text(ops, MARGIN, y, block[1], "bold", 15, COLORS.heading);
      y -= 22;
      return;
    }
    const height = blockHeight(block);
    // A short block moves whole to the next page rather than leave one line behind.
    ensure(height <= KEEP_TOGETHER ? height : LINE);
    const indent = kind === "p" ? 0 : 20;
    blockLines(block).forEach((line, lineIndex) => {
      ensure(LINE);
      if (lineIndex === 0 && kind === "li") text(ops, MARGIN + 6, y, "\u2022", "bold", 11, COLORS.heading);
      if (lineIndex === 0 && kind === "step")
        text(ops, MARGIN, y, `${block[1]}.`, "bold", 11, COLORS.heading);
      text(ops, MARGIN + indent, y, line, "regular", 11, COLORS.text);
      y -= LINE;
    });
    y -= blockGap(kind);
  });

  pages.forEach((pageOps, index) => {
    const footer = `Ganit \u2014 math made fun  \u2022  page ${index + 1} of ${pages.length}`;
    text(pageOps, MARGIN, 36, footer, "regular", 9, COLORS.muted);
  });
  return pages.map((pageOps) => `${pageOps.join("\n")}\n`);
}

// ---------------------------------------------------------------------------------------------
// Serialisation: objects, then a cross-reference table with the byte offset of each object.

function buildPdf(doc) {
  const contents = layout(doc);
  const objects = []; // index i holds object number i + 1
  const add = (body) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add(null);
  const pagesRef = add(null);
  const regular = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  const bold = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
  const info = add(
    `<< /Title ${pdfTextString(doc.title)} /Subject ${pdfTextString(doc.subtitle)} /Author (Ganit) ` +
      `/Producer (web/scripts/make-pdfs.mjs) /CreationDate (${CREATED}) /ModDate (${CREATED}) >>`,
  );
  const pageRefs = contents.map((stream) => {
    const length = Buffer.byteLength(stream, "latin1");
    const contentRef = add(`<< /Length ${length} >>\nstream\n${stream}endstream`);
    return add(
      `<< /Type /Page /Parent ${pagesRef} 0 R /MediaBox [0 0 ${fmt(PAGE.width)} ${fmt(PAGE.height)}] ` +
        `/Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${contentRef} 0 R >>`,
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesRef} 0 R /Lang (en-IN) >>`;
  objects[pagesRef - 1] =
    `<< /Type /Pages /Kids [${pageRefs.map((r) => `${r} 0 R`).join(" ")}] /Count ${pageRefs.length} >>`;

  // The binary comment tells transfer tools the file is binary (PDF 1.4, section 3.4.1).
  let out = "%PDF-1.4\n%\xE2\xE3\xCF\xD3\n";
  const offsets = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(out, "latin1");
  // Each xref entry is exactly 20 bytes: 10-digit offset, space, 5-digit generation, space, n|f, CR LF.
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f\r\n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n\r\n`;
  out +=
    `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\n` +
    `startxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

mkdirSync(OUT_DIR, { recursive: true });
for (const doc of DOCUMENTS) {
  const bytes = buildPdf(doc);
  writeFileSync(path.join(OUT_DIR, doc.file), bytes);
  console.log(`wrote ${path.relative(process.cwd(), path.join(OUT_DIR, doc.file))} (${bytes.length} bytes)`);
}
