import { apiPath } from "@ganit/contracts";
import { expect, loginThroughPage, signedInPage, test } from "../fixtures.ts";
import { apiToken, roleMenu, seriousViolations, toasts } from "../harness/pages.ts";
import { addCourse, addedAndEnrolledPupil, fastSumsCourse, schoolWithSeats } from "../harness/setup-api.ts";

/**
 * Sections and teachers' classes: the school office puts its Class 6 pupils in sections A and B,
 * gives a new teacher 6 B on the teacher's row; the teacher signs in and finds only 6 B in My classes
 * with its summary line, and a 6 A pupil's id answers 404 to them as another school's would. The
 * catalogue, seats and pupils are set up through the API, as the other journeys walk those screens.
 * Screenshots of My classes at 390 and 1280 px, in English and Hindi.
 */
test("the office gives a teacher 6 B; the teacher sees only 6 B in My classes, and a 6 A pupil is 404", {
  tag: "@long",
}, async ({ page, browser, request, accounts, suffix }) => {
  const courseName = `Sections Maths ${suffix.slice(-6)}`;
  const { token: adminToken } = await accounts.adminWithToken();
  const courseId = await addCourse(
    request,
    adminToken,
    fastSumsCourse(courseName, [
      {
        title: "Adding by completion",
        resources: [{ type: "worksheet", url: "https://sheets.example.org/a" }],
      },
    ]),
  );
  const { school, schoolToken } = await schoolWithSeats(request, accounts, {
    courseId,
    classNumber: 6,
    studentLimit: 10,
  });

  // Three Class 6 pupils: one in 6 A, two in 6 B (the add form's section, as typed: "b").
  const pupils: Record<string, string> = {};
  for (const [name, section] of [
    ["Anya A", "A"],
    ["Bela B", "b"],
    ["Chirag B", "B"],
  ] as const) {
    const credential = await addedAndEnrolledPupil(
      request,
      schoolToken,
      {
        name: `${name} ${suffix.slice(-4)}`,
        email: `family-${name.split(" ")[0]?.toLowerCase()}-${suffix}@home.test`,
        dob: "2014-05-06",
        Class: 6,
        section,
        fathername: `Father ${name}`,
      },
      courseId,
    );
    pupils[name] = credential._id;
  }
  const teacher = await accounts.addTeacher(schoolToken, "Kavita Sections");

  // Before the office gives any class, the teacher is told to ask for them.
  const staff = await signedInPage(browser, teacher.email, teacher.password, "/teacherdashboard");
  await expect(staff.getByText("No classes assigned to you yet")).toBeVisible();
  await expect(staff.getByText(/Ask your school office to assign your classes/)).toBeVisible();

  // The office: the student list learnt the sections, and the teacher's row gives 6 B.
  await loginThroughPage(page, school.username, school.password);
  await expect(page).toHaveURL(/\/schooldashboard$/);
  await page.goto("/school/viewstudents?class=6&section=B");
  await expect(page.getByRole("combobox", { name: "Section" })).toHaveValue("B");
  await expect(page.getByText(`Bela B ${suffix.slice(-4)}`)).toBeVisible();
  await expect(page.getByText(`Anya A ${suffix.slice(-4)}`)).toHaveCount(0);
  await expect(page.getByText("Class 6 B").first()).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/students-sections-390-en.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await roleMenu(page).getByRole("link", { name: "View Teachers" }).click();
  await page.getByRole("button", { name: `Change the classes of ${teacher.name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Classes of ${teacher.name}` });
  await dialog.getByRole("checkbox", { name: "Class 6 B" }).check();
  expect(await seriousViolations(page), "the teacher's classes dialog").toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/teacher-classes-dialog-390-en.png" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole("button", { name: "Save classes" }).click();
  await expect(toasts(page).getByText("Teacher's classes saved")).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(teacher.name) })).toContainText(
    `${courseName} Class 6 B`,
  );

  // The teacher: only 6 B, with its summary line (two pupils, nobody has practised yet).
  await staff.reload();
  const myClasses = staff.getByRole("region", { name: "My classes" });
  const card = myClasses.getByRole("article");
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("heading", { name: "Class 6 B" })).toBeVisible();
  await expect(card.getByText(courseName)).toBeVisible();
  await expect(card.getByText("0 of 2 proficient · 0 need help · 2 not started")).toBeVisible();
  expect(await seriousViolations(staff), "/teacherdashboard My classes").toEqual([]);
  await staff.screenshot({ path: "test-results/my-classes-1280-en.png", fullPage: true });
  await staff.setViewportSize({ width: 390, height: 844 });
  await staff.screenshot({ path: "test-results/my-classes-390-en.png", fullPage: true });
  await staff.evaluate(() => localStorage.setItem("language", "hi"));
  await staff.reload();
  await expect(staff.locator("html")).toHaveAttribute("lang", "hi");
  await expect(staff.getByRole("heading", { name: "मेरी कक्षाएँ" })).toBeVisible();
  await expect(staff.getByText("2 में से 0 दक्ष · 0 को मदद चाहिए · 2 ने शुरू नहीं किया")).toBeVisible();
  await staff.screenshot({ path: "test-results/my-classes-390-hi.png", fullPage: true });
  await staff.setViewportSize({ width: 1280, height: 800 });
  await staff.screenshot({ path: "test-results/my-classes-1280-hi.png", fullPage: true });
  expect(await seriousViolations(staff), "/teacherdashboard in Hindi").toEqual([]);

  // The class's practice results open from the card (this class has no exercise sets yet).
  await staff.evaluate(() => localStorage.setItem("language", "en"));
  await staff.reload();
  await card.getByRole("link", { name: "Practice results" }).click();
  await expect(staff).toHaveURL(/\/teacher\/practice\?/);
  await expect(staff.getByText("This class has no exercise sets yet.")).toBeVisible();

  // One pupil by id: 6 B's answers; 6 A's is 404, exactly like an id that does not exist.
  const teacherAuth = { Authorization: await apiToken(request, teacher.email, teacher.password) };
  const bela = await request.get(apiPath.student(pupils["Bela B"] ?? ""), { headers: teacherAuth });
  expect(bela.status()).toBe(200);
  const anya = await request.get(apiPath.student(pupils["Anya A"] ?? ""), { headers: teacherAuth });
  expect(anya.status()).toBe(404);
  expect(await anya.json()).toMatchObject({ key: "notFound" });
  // The class progress table of Class 6 lists 6 B's pupils and not 6 A's.
  const progress = await request.get(apiPath.classProgress(courseId, 6), { headers: teacherAuth });
  expect(progress.status()).toBe(200);
  const progressText = await progress.text();
  expect(progressText).toContain(pupils["Bela B"] ?? "-");
  expect(progressText).toContain(pupils["Chirag B"] ?? "-");
  expect(progressText).not.toContain(pupils["Anya A"] ?? "-");
  await staff.context().close();
});
