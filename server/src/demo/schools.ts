import { sql } from "drizzle-orm";
import { textArray } from "../bulk/sql.ts";
import type { Tx } from "../db/client.ts";
import { addStudentsSetWise } from "../modules/students/index.ts";
import { addTeachersSetWise } from "../modules/teachers/index.ts";

/**
 * The demo schools' pupils and teachers: about 150 students across classes 1–10 and 5 teachers per
 * school, made through the same set-wise upload a school office uses (so `npm run demo` starts fast
 * and the lists, pagers and filters have something to show). Names are generated from lists with a
 * fixed seed, so every demo has the same people. Some brothers and sisters share a parent's e-mail;
 * one teacher per school is on hold.
 */
const GIRLS = [
  "Aadhya",
  "Ananya",
  "Diya",
  "Ishita",
  "Kavya",
  "Meera",
  "Nandini",
  "Pooja",
  "Riya",
  "Saanvi",
  "Sneha",
  "Tanvi",
  "Zara",
  "Fatima",
  "Harleen",
  "Lakshmi",
  "Divya",
  "Aisha",
  "Mahika",
  "Shreya",
];
const BOYS = [
  "Aarav",
  "Arjun",
  "Dev",
  "Ishaan",
  "Kabir",
  "Krishna",
  "Mohit",
  "Nikhil",
  "Pranav",
  "Rahul",
  "Rohan",
  "Sai",
  "Tejas",
  "Vihaan",
  "Yash",
  "Imran",
  "Gurpreet",
  "Aditya",
  "Omkar",
  "Siddharth",
];
const FATHERS = [
  "Rajesh",
  "Suresh",
  "Mahesh",
  "Anil",
  "Sunil",
  "Vijay",
  "Ramesh",
  "Prakash",
  "Sanjay",
  "Deepak",
  "Manoj",
  "Ashok",
  "Naveen",
  "Harish",
  "Farhan",
  "Balwinder",
  "Venkatesh",
  "Gopal",
];
const SURNAMES = [
  "Sharma",
  "Verma",
  "Reddy",
  "Iyer",
  "Nair",
  "Patel",
  "Gupta",
  "Singh",
  "Kumar",
  "Rao",
  "Das",
  "Joshi",
  "Kulkarni",
  "Menon",
  "Khan",
  "Chatterjee",
  "Mehta",
  "Pillai",
  "Naidu",
  "Bose",
];

/** A small deterministic random source (mulberry32), so every demo has the same names. */
function randomSource(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T };
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The students of one demo school: 15 per class, born the year a child of that class is (a Class 1
 * child is about 6 in 2025), every seventh family with a younger sibling two classes below.
 */
export function demoStudents(seed: number, emailTag: string, sections = false) {
  const random = randomSource(seed);
  const rows: {
    name: string;
    email: string;
    dob: string;
    Class: number;
    section?: string;
    fathername: string;
  }[] = [];
  // A school with sections puts each class's pupils in A–D in turn.
  const sectionOf = (i: number) => (sections ? { section: "ABCD"[i % 4] ?? "A" } : {});
  const dobIn = (classNumber: number) =>
    `${2025 - 5 - classNumber}-${pad(1 + Math.floor(random.next() * 12))}-${pad(1 + Math.floor(random.next() * 28))}`;
  let family = 0;
  for (let classNumber = 1; classNumber <= 10; classNumber++) {
    for (let i = 0; i < 15; i++) {
      family++;
      const surname = random.pick(SURNAMES);
      const father = `${random.pick(FATHERS)} ${surname}`;
      const email = `${father.split(" ")[0]?.toLowerCase()}.${surname.toLowerCase()}${family}@${emailTag}.ganit.demo`;
      const child = () => `${random.pick(random.next() < 0.5 ? GIRLS : BOYS)} ${surname}`;
      rows.push({
        name: child(),
        email,
        dob: dobIn(classNumber),
        Class: classNumber,
        ...sectionOf(i),
        fathername: father,
      });
      if (family % 7 === 0 && classNumber > 2 && rows.length < 150) {
        rows.push({
          name: child(),
          email,
          dob: dobIn(classNumber - 2),
          Class: classNumber - 2,
          ...sectionOf(i + 1),
          fathername: father,
        });
      }
    }
  }
  // The same first name twice in one family would be one child twice: keep the first.
  const seen = new Set<string>();
  return rows.filter((r) => {
    const key = `${r.name}|${r.dob}|${r.fathername}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export type DemoTeacher = { name: string; email: string; mobile: string; dob: string; hold?: boolean };

/** Adds a demo school's students and teachers set-wise; they sign in with the demo password. */
export async function seedSchoolPeople(
  tx: Tx,
  input: {
    schoolId: string;
    schoolUser: { id: string };
    seed: number;
    emailTag: string;
    teachers: readonly DemoTeacher[];
    passwordHash: string;
    /** Pupils in sections A–D (a school without them keeps none). */
    sections?: boolean;
  },
) {
  const actor = { id: input.schoolUser.id, role: "school" as const, schoolId: input.schoolId };
  const common = { schoolId: input.schoolId, actor, ip: null, appUrl: "http://localhost:3000" };
  await addStudentsSetWise(tx, {
    ...common,
    rawRows: demoStudents(input.seed, input.emailTag, input.sections),
    action: "student.bulk_added",
  });
  const { userIds } = await addTeachersSetWise(tx, {
    ...common,
    rawRows: input.teachers.map(({ hold: _hold, ...teacher }) => teacher),
    action: "teacher.bulk_added",
  });
  const held = userIds.filter((_, i) => input.teachers[i]?.hold);
  await tx.execute(sql`update users set status = 'hold' where id = any(${textArray(held)})`);
  // Demo people sign in with the demo password (one argon2 hash for all): their welcome links and
  // one-time codes go, and so does the job that would mail them, which nobody would read.
  // `created_at = now()` is exactly the rows of this transaction.
  await tx.execute(sql`
    update users set password_hash = ${input.passwordHash}
    where password_hash is null and id in (select user_id from students where school_id = ${input.schoolId}
                                           union select user_id from teachers where school_id = ${input.schoolId})`);
  await tx.execute(sql`delete from password_tokens where created_at = now()`);
  await tx.execute(sql`delete from jobs where kind = 'welcomeMails' and created_at = now()`);
}
