// The read mix of the request-path benchmarks on the scale data set (bench/scale/generate.mjs): a
// typical school's list, a pupil's lesson tree, the school's dashboard and the public catalogue.

/** Every generated account has the demo's password. */
export const PASSWORD = "GanitDemo2025";
/** A typical generated school (about 98 pupils, active: every 50th is on hold). */
export const TYPICAL_SCHOOL = "school7@scale.bench";

/** The typical school's account, and one of its pupils with a class they are enrolled in. */
export async function pickCallers(query) {
  const [row] = await query(
    `select pu.username as pupil, e.course_id as "courseId"
       from users su join schools s on s.user_id = su.id
       join students st on st.school_id = s.id join users pu on pu.id = st.user_id
       join enrolments e on e.student_id = st.id
      where su.username = '${TYPICAL_SCHOOL}'
      order by pu.username limit 1`,
  );
  if (!row) throw new Error(`No pupil of ${TYPICAL_SCHOOL} with a class: generate the scale data set first`);
  return { school: TYPICAL_SCHOOL, pupil: row.pupil, courseId: row.courseId };
}

/** The four calls of the mix; `token` is whose session the call carries (none: public). */
export function mixRequests({ schoolToken, pupilToken, courseId }) {
  return [
    { name: "list", path: "/api/student/getall?page=1&limit=25&sort=name&order=asc", token: schoolToken },
    { name: "lesson tree", path: `/api/course/student/accesscourse/${courseId}`, token: pupilToken },
    { name: "dashboard", path: "/api/school/dashboard", token: schoolToken },
    { name: "catalogue", path: "/api/course/get", token: null },
  ];
}

/** The list call: a page of 25 by name, searched. */
export const SEARCHED_LIST = "/api/student/getall?page=1&limit=25&sort=name&order=asc&search=sha";

/** Signs in through the API (in-process `inject` or a real URL) and returns the token. */
export async function signIn(post, username) {
  const { status, body } = await post("/api/user/login", { username, password: PASSWORD });
  if (status !== 200) throw new Error(`sign-in of ${username}: ${status} ${JSON.stringify(body)}`);
  return body.token;
}
