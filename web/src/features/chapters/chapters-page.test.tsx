import {
  type ClassSyllabus,
  type MySyllabus,
  practiceApi,
  printingApi,
  ROUTES,
  syllabusApi,
} from "@ganit/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { downloadedBy, pdfFile } from "@/components/bulk-upload/test-downloads.ts";
import { setLanguage } from "@/lib/i18n.ts";
import { fakeToken } from "@/lib/test-tokens.ts";
import { addressesUnder, failure, on, onFile, serveApi } from "@/test/api-handlers.ts";
import { renderSignedIn } from "@/test/render.tsx";
import ClassChaptersPage from "./class-chapters-page.tsx";
import MyChaptersPage from "./my-chapters-page.tsx";

const SITTING = "3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a";
const book = { id: "ncert-c3", title: { en: "Maths Mela", hi: "गणित मेला" } };
const chapter = (n: number, en: string, hi: string, hiOurs = false) => ({
  id: `ncert-c3-ch0${n}`,
  number: n,
  title: { en, hi, hiOurs },
  lessonPageId: n === 1 ? "page-1" : null,
});

/** The first chapter's skill, as both the child's book and the class's read it. */
const ADD_SKILL = {
  id: "c3-add",
  name: { en: "Add two 2-digit numbers", hi: "दो अंकों की संख्याएँ जोड़ो" },
  resourceId: "r-add",
};

const mine = (open = true): MySyllabus => ({
  classNumber: 3,
  book,
  courseId: "course-maths",
  open,
  thisWeekChapterId: "ncert-c3-ch02",
  chapters: [
    {
      ...chapter(1, "What's in a Name?", "नाम में क्या है?"),
      skills: [
        { ...ADD_SKILL, level: "proficient" },
        {
          id: "c3-count",
          name: { en: "Count on", hi: "आगे गिनो" },
          resourceId: "r-count",
          level: "notStarted",
        },
      ],
    },
    {
      ...chapter(2, "Toy Joy", "खिलौनों का आनंद", true),
      skills: [
        {
          id: "c3-clock",
          name: { en: "Read the clock", hi: "घड़ी पढ़ो" },
          resourceId: "r-clock",
          level: "attempted",
        },
      ],
    },
    { ...chapter(3, "Double Century", "दोहरा शतक", true), skills: [] },
  ],
});

const classView: ClassSyllabus = {
  classNumber: 3,
  book,
  courseId: "course-maths",
  students: 24,
  chapters: [
    {
      ...chapter(1, "What's in a Name?", "नाम में क्या है?"),
      skills: [
        {
          ...ADD_SKILL,
          proficient: 10,
          needsHelp: 3,
          notStarted: 5,
        },
      ],
    },
  ],
};

afterEach(() => setLanguage("en"));

describe("the child's chapter view", () => {
  const open = () => renderSignedIn(fakeToken("student"), ROUTES.studentChapters, <MyChaptersPage />);

  it("lists the book's chapters in order with each skill's level, practice links and this week's chapter", async () => {
    serveApi(on(syllabusApi.mine, mine()));
    open();
    expect(await screen.findByRole("heading", { name: "My book", level: 1 })).toBeTruthy();
    expect(screen.getByText(/Maths Mela, Class 3/)).toBeTruthy();
    const chapters = within(screen.getByRole("list", { name: "My book" })).getAllByRole("heading", {
      level: 2,
    });
    expect(chapters.map((h) => h.textContent)).toEqual([
      "Chapter 1What's in a Name?",
      "Chapter 2 · This week's chapterToy Joy",
      "Chapter 3Double Century",
    ]);
    expect(screen.getByRole("link", { name: /This week's chapter: Toy Joy/ }).getAttribute("href")).toBe(
      "#ncert-c3-ch02",
    );
    const practise = screen.getByRole("link", { name: "Practise: Add two 2-digit numbers" });
    expect(practise.getAttribute("href")).toBe("/practice/r-add");
    expect(screen.getByText("Proficient")).toBeTruthy();
    expect(screen.getByText("Tried")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Read the lesson" }).getAttribute("href")).toBe(
      "/viewresource/page-1",
    );
    expect(screen.getByText("Skills for this chapter are coming soon.")).toBeTruthy();
  });

  it("shows the book in Hindi, marking our own chapter titles", async () => {
    serveApi(on(syllabusApi.mine, mine()));
    await setLanguage("hi");
    open();
    expect(await screen.findByRole("heading", { name: "मेरी किताब", level: 1 })).toBeTruthy();
    expect(screen.getByText("दो अंकों की संख्याएँ जोड़ो")).toBeTruthy();
    expect(screen.getAllByText("(हमारा शीर्षक)")).toHaveLength(2);
    expect(screen.getByText("दक्ष")).toBeTruthy();
  });

  it("offers no practice until the class is the child's", async () => {
    serveApi(on(syllabusApi.mine, mine(false)));
    open();
    expect(await screen.findByText(/practice opens when your school/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Practise/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Chapter test/ })).toBeNull();
  });

  it("starts a chapter's test from its card and opens the sitting", async () => {
    const started: string[] = [];
    serveApi(
      on(syllabusApi.mine, mine()),
      on(practiceApi.testStart, (call) => {
        started.push(decodeURIComponent(call.url.pathname.split("/").at(-1) ?? ""));
        return {
          state: "open" as const,
          attemptId: SITTING,
          chapter: { id: "ncert-c3-ch01", number: 1, title: { en: "A", hi: "A" } },
          items: [],
        };
      }),
    );
    const router = open();
    // A test for each chapter with skills; none for the chapter whose skills are coming.
    expect(await screen.findAllByRole("button", { name: /^Chapter test: / })).toHaveLength(2);
    await userEvent.click(screen.getByRole("button", { name: "Chapter test: What's in a Name?" }));
    await waitFor(() => expect(started).toEqual(["ncert-c3-ch01"]));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/practice/test/${SITTING}`));
    expect(screen.getByText("elsewhere")).toBeTruthy();
  });

  it("names the chapter test in Hindi", async () => {
    serveApi(on(syllabusApi.mine, mine()));
    await setLanguage("hi");
    open();
    expect(await screen.findByRole("button", { name: "अध्याय की परीक्षा: नाम में क्या है?" })).toBeTruthy();
  });
});

describe("the class's chapter view", () => {
  const open = (query = "?class=3") =>
    renderSignedIn(
      fakeToken("teacher"),
      ROUTES.teacherChapters,
      <ClassChaptersPage />,
      `${ROUTES.teacherChapters}${query}`,
    );

  it("shows each skill's class summary for the chosen class", async () => {
    const { calls } = serveApi(on(syllabusApi.class, classView));
    open();
    expect(await screen.findByText(/Maths Mela, Class 3: each skill .*\(24 pupils\)/)).toBeTruthy();
    expect(screen.getByText("Proficient: 10")).toBeTruthy();
    expect(screen.getByText("Needs help: 3")).toBeTruthy();
    expect(screen.getByText("Not started: 5")).toBeTruthy();
    expect(calls.find((call) => call.url.pathname === "/api/syllabus/class")?.url.search).toBe("?class=3");
  });

  it("prints a chapter's test paper and the class report, in the language asked", async () => {
    const { calls } = serveApi(
      on(syllabusApi.class, classView),
      onFile(printingApi.chapterTestPaper, pdfFile()),
      onFile(printingApi.classReport, pdfFile()),
    );
    await downloadedBy(
      async () => {
        open();
        const paper = await screen.findByRole("group", { name: "Print this chapter's test paper" });
        await userEvent.click(within(paper).getByRole("button", { name: "Print test paper (Hindi)" }));
        await userEvent.click(screen.getByRole("button", { name: "Class report (English)" }));
      },
      { count: 2 },
    );
    expect(addressesUnder(calls, "/api/print/")).toEqual([
      "/api/print/chapter-tests/ncert-c3-ch01?lang=hi",
      "/api/print/class-reports/course-maths/3?lang=en",
    ]);
  });

  it("asks for a class, and says when the class is not the reader's (404)", async () => {
    serveApi(on(syllabusApi.class, failure(404, "notFound")));
    open("");
    expect(
      await screen.findByText("Choose one of your classes to see its book.", { selector: "h2, h3, p" }),
    ).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText("Class"), "4");
    expect(await screen.findByText("This class is not one of yours in the Mathematics course.")).toBeTruthy();
  });
});
