import { apiPath } from "@ganit/contracts";
import type { Page } from "@playwright/test";
import { expect, loginThroughPage, test } from "../fixtures.ts";
import { addCourse, addLibraryPage, enrolledPupil, schoolWithSeats } from "../harness/setup-api.ts";

/**
 * Offline lessons (docs/adr/0188-hand-written-service-worker.md): a school's student opens a
 * lesson once with a connection; then, offline, the lesson and its neighbours still open, a reload
 * too, each still sandboxed by its own CSP; another site's resource says it needs a connection. At
 * sign-out nothing of the child stays in the browser's caches.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** A lesson page whose script writes the origin it runs in: "null" is the sandbox. */
const lessonBody = (heading: string, line: string) =>
  `<!doctype html><html><head><title>${heading}</title></head><body><h1>${heading}</h1><p>${line}</p>` +
  `<p id="origin">?</p><script>document.getElementById("origin").textContent = "origin " + self.origin;</script>` +
  "</body></html>";

/** What the service worker holds: cache name → the paths in it. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys())
      out[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
    return out;
  });

const lessonFrame = (page: Page) => page.frameLocator("section iframe");

test("a student's lesson and its neighbours open offline, a reload too; another site's video needs a connection", async ({
  page,
  request,
  accounts,
  suffix,
}) => {
  test.slow();
  const courseName = `Offline Sums ${suffix}`;

  // The catalogue: three lesson pages of the content library and a video on another site.
  const { token: adminToken } = await accounts.adminWithToken();
  const lessons: Record<string, string> = {};
  for (const [name, line] of [
    ["Adding tens", "40 + 30 = 70"],
    ["Taking away", "90 - 25 = 65"],
    ["Doubling", "2 × 45 = 90"],
  ] as const) {
    lessons[name] = await addLibraryPage(request, adminToken, {
      coursename: courseName,
      classnumber: 5,
      topicname: "Mental sums",
      subtopicname: name,
      contentname: `${name} ${suffix}`,
      content: lessonBody(name, line),
    });
  }
  const page_ = (name: string) => `/viewresource/${lessons[name]}`;
  const courseId = await addCourse(request, adminToken, {
    name: courseName,
    classLevels: [
      {
        classNumber: 5,
        pricePerStudent: 120,
        pricePerSchool: 5000,
        levels: [
          {
            levelNumber: 1,
            levelName: "Mental sums",
            titles: [
              {
                title: "Adding tens",
                resources: [
                  { type: "worksheet", url: page_("Adding tens") },
                  { type: "practice", url: page_("Taking away") },
                  // A video of another site, under a type students see.
                  { type: "Geogebra", url: "https://www.youtube.com/embed/offline-demo" },
                ],
              },
            ],
          },
          {
            levelNumber: 2,
            levelName: "Doubling",
            titles: [{ title: "Doubling", resources: [{ type: "quiz", url: page_("Doubling") }] }],
          },
        ],
      },
    ],
  });

  // The school buys ten seats of class 5; the superadmin approves the payment.
  const { schoolToken } = await schoolWithSeats(request, accounts, {
    courseId,
    classNumber: 5,
    studentLimit: 10,
  });

  // The school adds a child and enrols them; the child chooses a password.
  const password = `Ravi-e2e-${suffix}`;
  const credential = await enrolledPupil(
    request,
    schoolToken,
    {
      name: "Ravi Offline",
      email: `ravi-${suffix}@home.test`,
      dob: "2015-04-02",
      Class: 5,
      fathername: "Mohan Offline",
    },
    courseId,
    password,
  );

  // With a connection: the dashboard, Class 5, the first lesson.
  await loginThroughPage(page, credential.username, password);
  await expect(page).toHaveURL(/\/studentdashboard$/);
  await page.getByRole("button", { name: "Class 5" }).first().click();
  await expect(page).toHaveURL(/\/student\/coursecontent\?class=5$/);
  await expect(lessonFrame(page).getByRole("heading", { name: "Adding tens" })).toBeVisible();

  // The service worker takes the page over and keeps the tree and every lesson page of the class.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
  await expect
    .poll(async () => Object.values(await cachedPaths(page)).flat(), { timeout: 20_000 })
    .toEqual(expect.arrayContaining(Object.values(lessons).map((id) => apiPath.lessonPage(id))));

  await page.context().setOffline(true);
  // Offline for the worker too: an answer it never kept does not come.
  const unknownCourse = await page.evaluate(() =>
    fetch("/api/course/student/accesscourse/00000000-0000-4000-8000-000000000000").then(
      (r) => `answered ${r.status}`,
      () => "failed",
    ),
  );
  expect(unknownCourse).toBe("failed");

  // The neighbours open, each still in its sandbox (an opaque origin).
  const tree = page.getByRole("navigation", { name: "Course contents" });
  // A lesson page's resource by its page's name over its type.
  const openResource = async (page_name: string, type: string) => {
    const button = tree.getByRole("button", { name: new RegExp(`^${page_name} ${suffix}\\s*${type}$`) });
    if (!(await button.isVisible())) await page.getByRole("button", { name: "Show contents" }).click();
    await button.click();
  };
  await openResource("Taking away", "Practice");
  await expect(lessonFrame(page).getByRole("heading", { name: "Taking away" })).toBeVisible();
  await expect(lessonFrame(page).getByText("origin null")).toBeVisible();
  if (!(await tree.getByRole("button", { name: "2: Doubling" }).isVisible()))
    await page.getByRole("button", { name: "Show contents" }).click();
  await tree.getByRole("button", { name: "2: Doubling" }).click();
  await tree.getByRole("button", { name: "Doubling", exact: true }).click();
  await openResource("Doubling", "Quiz");
  await expect(lessonFrame(page).getByText("2 × 45 = 90")).toBeVisible();

  // Another site's video: said plainly, no frame.
  if (!(await tree.getByRole("button", { name: "Geogebra" }).isVisible()))
    await page.getByRole("button", { name: "Show contents" }).click();
  await tree.getByRole("button", { name: "Geogebra" }).click();
  await expect(page.getByText(/You are offline\. This resource is on another website/)).toBeVisible();
  await expect(page.locator("section iframe")).toHaveCount(0);

  // A reload offline: the app, the tree and the first lesson come from the worker's caches.
  await page.reload();
  await expect(lessonFrame(page).getByRole("heading", { name: "Adding tens" })).toBeVisible();
  await expect(lessonFrame(page).getByText("origin null")).toBeVisible();
  await openResource("Taking away", "Practice");
  await expect(lessonFrame(page).getByText("90 - 25 = 65")).toBeVisible();

  // Back online, the student signs out: the child's tree and lesson pages leave the caches.
  await page.context().setOffline(false);
  await page.getByRole("button", { name: /Account menu for Ravi Offline/ }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect
    .poll(
      async () => Object.keys(await cachedPaths(page)).filter((name) => !name.startsWith("ganit-shell-")),
      {
        timeout: 10_000,
      },
    )
    .toEqual([]);
});
