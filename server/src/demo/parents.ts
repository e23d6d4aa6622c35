import type { Role } from "@ganit/contracts";
import { and, asc, eq, ne } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { schools, students, users } from "../db/schema.ts";
import { seedNote } from "../modules/notes/index.ts";
import { createParentAccount, issueParentCodes, linkParent } from "../modules/parents/index.ts";
import { studentsWithAccounts } from "../modules/students/index.ts";
import type { UserRow } from "../modules/users/index.ts";

/** The demo's pending parent code (README's demo accounts): for Asha's classmate, until 7 days after the first start. */
export const DEMO_PARENT_CODE = "DEMAPARENT";

type MakeAccount = (
  role: Role,
  username: string,
  name: string,
  email: string,
  phone: string,
) => Promise<UserRow>;

/**
 * Parents in the demo (docs/adr/0671), through the parents module's own functions: Suresh Reddy
 * (parent@ganit.demo, summary in Hindi) linked to Asha (asha1001) and to a pupil of Class 6; a
 * second parent of Asha (English); the demo teacher's two notes about Asha; and one code, unused,
 * for a classmate of Asha.
 */
export async function seedDemoParents(tx: Tx, account: MakeAccount): Promise<void> {
  const [asha] = await studentsWithAccounts(tx, {
    id: students.id,
    schoolId: students.schoolId,
    schoolUserId: schools.userId,
  })
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .where(eq(users.username, "asha1001"));
  if (!asha?.schoolId) throw new Error("demo: asha1001 has no school");
  const schoolId = asha.schoolId;
  const pupilOf = (classNumber: number) =>
    studentsWithAccounts(tx, {
      studentId: students.id,
      name: users.name,
      rollNumber: students.rollNumber,
      class: students.classNumber,
      section: students.section,
    })
      .where(
        and(eq(students.schoolId, schoolId), eq(students.classNumber, classNumber), ne(students.id, asha.id)),
      )
      .orderBy(asc(students.sortName))
      .limit(1);
  const [sixth] = await pupilOf(6);
  const [classmate] = await pupilOf(4);

  /** A parent whose e-mail is their username, reading the weekly summary in `language`, linked to `children`. */
  const parent = async (
    email: string,
    name: string,
    phone: string,
    language: "en" | "hi",
    children: string[],
  ) => {
    const user = await account("parent", email, name, email, phone);
    await createParentAccount(tx, user.id, language);
    for (const studentId of children) await linkParent(tx, { parentUserId: user.id, studentId, schoolId });
  };
  await parent("parent@ganit.demo", "Suresh Reddy", "9000000021", "hi", [
    asha.id,
    ...(sixth ? [sixth.studentId] : []),
  ]);
  await parent("lakshmi.reddy@ganit.demo", "Lakshmi Reddy", "9000000022", "en", [asha.id]);

  // Two notes from the demo teacher about Asha, which her parents read on their page.
  const [teacher] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, "teacher@ganit.demo"));
  if (teacher) {
    const day = 24 * 60 * 60 * 1000;
    const notes = [
      {
        text: "Asha explains her column sums aloud very clearly. Please let her practise carrying in subtraction at home this week.",
        daysAgo: 5,
      },
      { text: "आशा ने इस हफ़्ते घड़ी पढ़ना अच्छे से सीखा। घर पर उससे समय पूछते रहिए।", daysAgo: 1 },
    ];
    for (const note of notes)
      await seedNote(tx, {
        studentId: asha.id,
        teacherUserId: teacher.id,
        schoolId,
        text: note.text,
        at: new Date(Date.now() - note.daysAgo * day),
      });
  }

  if (classmate)
    await issueParentCodes(tx, {
      schoolId,
      issuedBy: asha.schoolUserId,
      pupils: [classmate],
      fixedCode: DEMO_PARENT_CODE,
    });
}
