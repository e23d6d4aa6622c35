// A signed-in school student with a lesson to open, for the benchmarks of the lesson screen:
// on a server started with `--demo`, the demo school enrols one of its own pupils in an active class
// of a student course whose tree has content-library lesson pages, and the pupil signs in (every demo
// account has the demo password). Returns what the app keeps in session storage after a sign-in and
// the lesson screen's path, so a browser can start there signed in, as a test would. With
// `{ practice: true }` the class must also hold a demo exercise set in practice mode (the one that works
// offline), and the path is that set's practice screen.
const DEMO_PASSWORD = "GanitDemo2025";
const DEMO_SCHOOL = "school@ganit.demo";

async function call(base, path, { token, method = "GET", body } = {}) {
  const response = await fetch(base + path, {
    method,
    headers: {
      ...(token ? { Authorization: token } : {}),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(data)}`);
  return data;
}

const login = (base, username) =>
  call(base, "/api/user/login", { method: "POST", body: { username, password: DEMO_PASSWORD } });

const hasLessonPages = (levels) => JSON.stringify(levels).includes('"/viewresource/');

/** The first of the class's exercise sets in practice mode, as the pupil's viewer lists them. */
async function practiceSetOf(base, token, courseId, classNumber) {
  const mine = await call(base, `/api/practice/mine?courseId=${courseId}&class=${classNumber}`, { token });
  return mine.sets.find((set) => set.mode === "practice")?.resourceId;
}

export async function demoStudentSession(base, { practice = false } = {}) {
  const school = (await login(base, DEMO_SCHOOL)).token;
  const { activeStudentCourses } = await call(base, "/api/course/school/accesscourses/students", {
    token: school,
  });
  const { courses } = await call(base, "/api/course/get").then(
    (list) => ({ courses: list }),
    () => ({ courses: [] }),
  );
  for (const course of activeStudentCourses) {
    const courseId = course.courseId._id;
    const catalogue = courses.find((c) => c._id === courseId);
    for (const cls of course.classDetails) {
      if (cls.status !== "active") continue;
      if (cls.studentLimit !== null && cls.currentStudents >= cls.studentLimit) continue;
      const levels = catalogue?.classLevels?.find((c) => c.classNumber === cls.classNumber)?.levels;
      if (levels && !hasLessonPages(levels)) continue;
      const { students } = await call(base, `/api/student/getall?class=${cls.classNumber}&page=1&limit=10`, {
        token: school,
      }).then((page) => ({ students: page.items }));
      const pupil = students?.[0];
      if (!pupil) continue;
      const enrolled = pupil.coursesEnrolled?.some(
        (e) => e.courseId === courseId && e.enrolledClass === cls.classNumber,
      );
      if (!enrolled)
        await call(base, `/api/student/addtocourse/${pupil._id}/${courseId}`, {
          token: school,
          method: "PUT",
          body: { classNumber: cls.classNumber },
        });
      const signedIn = await login(base, pupil.username);
      const tree = await call(base, `/api/course/student/accesscourse/${courseId}?class=${cls.classNumber}`, {
        token: signedIn.token,
      });
      if (!hasLessonPages(tree)) continue;
      const setId = practice ? await practiceSetOf(base, signedIn.token, courseId, cls.classNumber) : null;
      if (practice && !setId) continue;
      const claims = JSON.parse(Buffer.from(signedIn.token.split(".")[1], "base64url").toString("utf8"));
      return {
        path: setId ? `/practice/${setId}` : `/student/coursecontent?class=${cls.classNumber}`,
        courseName: course.courseId.name,
        classNumber: cls.classNumber,
        // What the app stores at sign-in (web/src/lib/session.ts) and the dashboard's class button adds.
        session: {
          token: signedIn.token,
          userEmail: signedIn.email ?? pupil.email ?? "",
          role: claims.role,
          name: claims.name ?? pupil.name,
          courseId,
        },
      };
    }
  }
  throw new Error(
    `the demo data has no student course class with lesson pages${practice ? ", a practice set" : ""} and a free seat`,
  );
}
