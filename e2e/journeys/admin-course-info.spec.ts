import { expect, loginThroughPage, test } from "../fixtures.ts";
import { roleMenu, seriousViolations, sessionToken } from "../harness/pages.ts";
import { addCourse, addLibraryPage } from "../harness/setup-api.ts";

/**
 * /admin/viewcourseinfo?class=n: from Course Management, a course's name opens the read-only tree of
 * its first class (course > Class N > level "n: name" > title > resource type), and a resource that
 * is a library page shows in the 540 px sandboxed frame beside it.
 */

test("the admin opens a course from Course Management, walks its read-only tree and sees a lesson page in the sandboxed frame", async ({
  page,
  accounts,
  suffix,
}) => {
  test.slow();
  const name = `Number Sense ${suffix}`;
  const admin = await accounts.createAdmin();
  await loginThroughPage(page, admin.username, admin.password);
  await expect(page).toHaveURL(/\/admindashboard$/);
  const auth = {
    Authorization: await sessionToken(page),
  };

  // A lesson page of the library, with a script of its own, and a course whose resource points at it.
  const pageId = await addLibraryPage(page.request, auth.Authorization, {
    coursename: name,
    classnumber: 4,
    topicname: "Place value",
    subtopicname: "Thousands",
    contentname: `Thousands ${suffix}`,
    content:
      '<h1>4,000 + 300 + 20 + 1</h1><p id="sum">not run</p><script>document.getElementById("sum").textContent = String(4000 + 300 + 20 + 1)</script>',
  });
  const level = (levelName: string, title: string, resources: { type: string; url: string }[]) => ({
    levelNumber: 1,
    levelName,
    titles: [{ title, resources }],
  });
  await addCourse(page.request, auth.Authorization, {
    name,
    classLevels: [
      {
        classNumber: 4,
        pricePerStudent: 199,
        pricePerSchool: 5000,
        levels: [
          level("Place value", "Thousands", [
            { type: "worksheet", url: `/viewresource/${pageId}` },
            { type: "pdf", url: "https://files.example.org/thousands.pdf" },
          ]),
          {
            ...level("Rounding", "To the nearest ten", [
              { type: "quiz", url: "https://quiz.example.org/nearest-ten" },
            ]),
            levelNumber: 2,
          },
        ],
      },
      {
        classNumber: 7,
        pricePerStudent: 299,
        pricePerSchool: 8000,
        levels: [
          level("Integers", "On the number line", [
            { type: "video", url: "https://videos.example.org/integers.mp4" },
          ]),
        ],
      },
    ],
  });

  // Course Management: the name opens the course's first class.
  await roleMenu(page).getByRole("link", { name: "Remove Courses" }).click();
  await expect(page.getByRole("heading", { name: "Course Management" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill(name);
  await page.getByRole("row").filter({ hasText: name }).getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/viewcourseinfo\?class=4$/);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();

  // The tree: the course, Class 4 only, its levels as "n: name"; nothing chosen yet.
  const tree = page.getByRole("navigation", { name: "Course contents" });
  await expect(tree.getByText(name, { exact: true })).toBeVisible();
  await expect(tree.getByRole("region", { name: "Class 4" })).toBeVisible();
  await expect(tree.getByText("Class 7")).toHaveCount(0);
  await expect(tree.getByRole("button", { expanded: false })).toHaveText([/1: Place value$/, /2: Rounding$/]);
  await expect(page.getByText("No content selected")).toBeVisible();
  await expect(page.getByText("Select a resource from the sidebar to view content")).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Down to the resource: level, title, then its type.
  await tree.getByRole("button", { name: "1: Place value" }).click();
  await tree.getByRole("button", { name: "Thousands" }).click();
  await expect(tree.getByRole("button", { name: "PDF", exact: true })).toBeVisible();
  const worksheet = tree.getByRole("button", { name: new RegExp(`^Thousands ${suffix}\\s*Worksheet$`) });
  await worksheet.click();
  await expect(worksheet).toHaveAttribute("aria-current", "true");

  // The lesson, in its frame: scripts run, nothing else is allowed; 540 px tall. Its sandbox is its
  // own answer's CSP (the attribute would keep it from opening offline): an opaque origin.
  const frame = page.locator(`iframe[title="Worksheet: Thousands ${suffix}"]`);
  const lesson = page.frameLocator(`iframe[title="Worksheet: Thousands ${suffix}"]`);
  await expect(lesson.getByRole("heading", { name: "4,000 + 300 + 20 + 1" })).toBeVisible();
  await expect(lesson.locator("#sum")).toHaveText("4321");
  const lessonDocument = page.frames().find((f) => f.url().includes("/api/content/page/"));
  expect(await lessonDocument?.evaluate(() => self.origin)).toBe("null");
  await expect(page.getByText("Loading the resource…")).toHaveCount(0);
  expect((await frame.boundingBox())?.height).toBe(540);
  await expect(page.getByText("No content selected")).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
