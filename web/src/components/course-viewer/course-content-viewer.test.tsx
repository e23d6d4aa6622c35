import { apiPath } from "@ganit/contracts";
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { CourseContentViewer } from "./course-content-viewer.tsx";
import { frameUrlOf } from "./frame-url.ts";
import { LESSON, multiplication, vedicMath } from "./test-course.ts";

const course = vedicMath(
  [
    {
      levelNumber: 2,
      levelName: "Squares",
      titles: [{ title: "Ending in 5", resources: [{ type: "practice", url: "https://example.org/sq" }] }],
    },
    multiplication(
      [
        { type: "video", url: "https://www.youtube.com/embed/abc" },
        { type: "explanation", url: `/viewresource/${LESSON}` },
        { type: "worksheet", url: `/viewresource/${LESSON}` },
        { type: "quiz", url: "javascript:alert(1)" },
      ],
      [{ title: "Videos only", resources: [{ type: "Video", url: "https://www.youtube.com/embed/xyz" }] }],
    ),
  ],
  [{ classNumber: 6, levels: [{ levelNumber: 1, levelName: "Other class", titles: [] }] }],
);

const tree = () => screen.getByRole("navigation", { name: "Course contents" });

describe("CourseContentViewer", () => {
  it("shows course > Class N > level 'n: name' > title > resource 'type' for one class, nothing selected", async () => {
    render(<CourseContentViewer course={course} classNumber={5} />);
    expect(within(tree()).getByText("Vedic Math")).toBeTruthy();
    expect(within(tree()).getByText("Class 5")).toBeTruthy();
    expect(within(tree()).queryByText("Class 6")).toBeNull();
    const levels = within(tree()).getAllByRole("button", { expanded: false });
    // Levels in their numbers' order, whatever the document's order.
    expect(levels.map((b) => b.textContent)).toEqual(["1: Multiplication", "2: Squares"]);
    expect(screen.getByText("No content selected")).toBeTruthy();
    expect(screen.getByText("Select a resource from the sidebar to view content")).toBeTruthy();
    expect(document.querySelector("iframe")).toBeNull();

    await userEvent.click(within(tree()).getByRole("button", { name: /1: Multiplication/ }));
    await userEvent.click(within(tree()).getByRole("button", { name: /By 11/ }));
    expect(
      within(tree()).getAllByRole("button", { name: /^(Video|Explanation|Worksheet|Quiz)$/ }),
    ).toHaveLength(4);
  });

  it("frames a library page as its lesson URL, sandboxed with scripts only, with a spinner until it loads", async () => {
    render(<CourseContentViewer course={course} classNumber={5} />);
    await userEvent.click(within(tree()).getByRole("button", { name: /1: Multiplication/ }));
    await userEvent.click(within(tree()).getByRole("button", { name: /By 11/ }));
    await userEvent.click(within(tree()).getByRole("button", { name: "Worksheet" }));
    const frame = screen.getByTitle("Worksheet: By 11");
    expect(frame.getAttribute("src")).toBe(apiPath.lessonPage(LESSON));
    // Sandboxed by the lesson answer's own CSP (a sandbox attribute would keep it from opening offline).
    expect(frame.getAttribute("sandbox")).toBeNull();
    expect(within(tree()).getByRole("button", { name: "Worksheet" }).getAttribute("aria-current")).toBe(
      "true",
    );
    expect(screen.getByRole("status").textContent).toContain("Loading the resource…");
    fireEvent.load(frame);
    expect(screen.queryByText("Loading the resource…")).toBeNull();

    // A url that is neither a library page nor http(s) is never framed.
    await userEvent.click(within(tree()).getByRole("button", { name: "Quiz" }));
    expect(screen.getByRole("alert").textContent).toBe("This resource cannot be shown here.");
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("hides the types it is told to (any case), drops what is left empty, and can open the first visible resource", () => {
    render(
      <CourseContentViewer
        course={course}
        classNumber={5}
        hiddenTypes={["explanation", "video"]}
        autoSelectFirst
      />,
    );
    expect(within(tree()).queryByRole("button", { name: "video" })).toBeNull();
    expect(within(tree()).queryByRole("button", { name: "explanation" })).toBeNull();
    expect(within(tree()).queryByRole("button", { name: /Videos only/ })).toBeNull();
    // The first visible resource is open, its level and title expanded.
    expect(
      within(tree())
        .getByRole("button", { name: /1: Multiplication/ })
        .getAttribute("aria-expanded"),
    ).toBe("true");
    expect(within(tree()).getByRole("button", { name: "Worksheet" }).getAttribute("aria-current")).toBe(
      "true",
    );
    expect(screen.getByTitle("Worksheet: By 11").getAttribute("src")).toBe(apiPath.lessonPage(LESSON));
  });

  it("speaks Hindi", async () => {
    await setLanguage("hi");
    render(<CourseContentViewer course={course} classNumber={5} />);
    expect(screen.getByText("कोई सामग्री नहीं चुनी गई")).toBeTruthy();
    expect(
      within(screen.getByRole("navigation", { name: "कोर्स की सामग्री" })).getByText("कक्षा 5"),
    ).toBeTruthy();
  });
});

describe("the tree's names", () => {
  const named = {
    name: "Vedic Math",
    nameHi: "वैदिक गणित",
    classLevels: [
      {
        classNumber: 5,
        levels: [
          {
            levelNumber: 1,
            levelName: "Fast multiplication",
            levelNameHi: "तेज़ गुणा",
            titles: [
              {
                title: "Multiplying by 11",
                titleHi: null,
                resources: [
                  {
                    _id: "r1",
                    type: "practice",
                    url: `/viewresource/${LESSON}`,
                    name: "Multiply by 11 in one line",
                  },
                  { _id: "r2", type: "quiz", url: "https://example.org/quiz" },
                ],
              },
            ],
          },
        ],
      },
    ],
  };

  it("names each resource by its lesson page over its type, and a page of another site by its type", async () => {
    render(
      <CourseContentViewer
        course={named}
        classNumber={5}
        autoSelectFirst
        completedResourceIds={new Set(["r1"])}
      />,
    );
    const nav = tree();
    expect(within(nav).getByText("Vedic Math")).toBeTruthy();
    expect(within(nav).getByText("1: Fast multiplication")).toBeTruthy();
    expect(
      await within(nav).findByRole("button", { name: /^Multiply by 11 in one line\s*\(done\)\s*Practice$/ }),
    ).toBeTruthy();
    expect(within(nav).getByRole("button", { name: "Quiz" })).toBeTruthy();
    expect(screen.getByTitle("Practice: Multiply by 11 in one line")).toBeTruthy();
  });

  it("shows the Hindi names and types in Hindi, and the English name where there is no Hindi one", async () => {
    await setLanguage("hi");
    render(<CourseContentViewer course={named} classNumber={5} autoSelectFirst />);
    const nav = screen.getByRole("navigation", { name: "कोर्स की सामग्री" });
    expect(within(nav).getByText("वैदिक गणित")).toBeTruthy();
    expect(within(nav).getByText("1: तेज़ गुणा")).toBeTruthy();
    expect(within(nav).getByText("Multiplying by 11")).toBeTruthy();
    expect(
      await within(nav).findByRole("button", { name: /^Multiply by 11 in one line\s*अभ्यास$/ }),
    ).toBeTruthy();
    expect(within(nav).getByRole("button", { name: "क्विज़" })).toBeTruthy();
    expect(within(nav).queryByText("quiz")).toBeNull();
  });
});

describe("frameUrlOf", () => {
  it("maps /viewresource/{id} to the lesson URL, keeps http(s), refuses everything else", () => {
    expect(frameUrlOf(`/viewresource/${LESSON}`)).toBe(apiPath.lessonPage(LESSON));
    expect(frameUrlOf("https://www.youtube.com/embed/abc")).toBe("https://www.youtube.com/embed/abc");
    for (const bad of [
      "javascript:alert(1)",
      "data:text/html,<script>1</script>",
      "/admindashboard",
      "/viewresource/x",
    ]) {
      expect(frameUrlOf(bad), bad).toBeNull();
    }
  });
});
