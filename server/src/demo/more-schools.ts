import { eq } from "drizzle-orm";
import { type AuditActor, recordAudit } from "../audit/audit.ts";
import type { Tx } from "../db/client.ts";
import { schools, users } from "../db/schema.ts";
import { insertSchool } from "../modules/schools/index.ts";
import { createUser } from "../modules/users/index.ts";

type MoreSchool = {
  name: string;
  city: string;
  district: string;
  state: string;
  pincode: string;
  /** Registered this many days before the demo starts. */
  daysAgo: number;
  status?: { to: "hold" | "blocked"; reason: string };
};

/**
 * Schools registered over the last 90 days, more of them lately, none with a purchase: the
 * registrations chart, the schools lists and their state and status filters, and the list of schools
 * with no purchases show real rows. One is on hold and one blocked, each with its reason (on the
 * school, as a status change keeps it, and in the audit trail). Their
 * accounts have no password: nobody signs in as them.
 */
export const MORE_SCHOOLS: readonly MoreSchool[] = [
  {
    name: "Saraswati Vidya Mandir",
    city: "Lucknow",
    district: "Lucknow",
    state: "Uttar Pradesh",
    pincode: "226010",
    daysAgo: 0,
  },
  {
    name: "Kendriya Vidyalaya No. 2",
    city: "Jaipur",
    district: "Jaipur",
    state: "Rajasthan",
    pincode: "302004",
    daysAgo: 1,
  },
  {
    name: "St. Xavier's High School",
    city: "Panaji",
    district: "North Goa",
    state: "Goa",
    pincode: "403001",
    daysAgo: 2,
  },
  {
    name: "Delhi Public School Sector 45",
    city: "Gurugram",
    district: "Gurugram",
    state: "Haryana",
    pincode: "122003",
    daysAgo: 4,
  },
  {
    name: "Govt. Model School Kalyani",
    city: "Kalyani",
    district: "Nadia",
    state: "West Bengal",
    pincode: "741235",
    daysAgo: 6,
    status: { to: "hold", reason: "UDISE code being checked with the district office" },
  },
  {
    name: "Little Flower Convent",
    city: "Kochi",
    district: "Ernakulam",
    state: "Kerala",
    pincode: "682016",
    daysAgo: 9,
  },
  {
    name: "Adarsh Vidyalaya",
    city: "Patna",
    district: "Patna",
    state: "Bihar",
    pincode: "800001",
    daysAgo: 12,
  },
  {
    name: "Vivekananda English Medium School",
    city: "Mysuru",
    district: "Mysuru",
    state: "Karnataka",
    pincode: "570009",
    daysAgo: 16,
  },
  {
    name: "Guru Nanak Public School",
    city: "Ludhiana",
    district: "Ludhiana",
    state: "Punjab",
    pincode: "141001",
    daysAgo: 21,
  },
  {
    name: "Sri Chaitanya Techno School",
    city: "Vijayawada",
    district: "NTR",
    state: "Andhra Pradesh",
    pincode: "520010",
    daysAgo: 27,
  },
  {
    name: "Bal Bharati Academy",
    city: "Bhopal",
    district: "Bhopal",
    state: "Madhya Pradesh",
    pincode: "462016",
    daysAgo: 33,
    status: { to: "blocked", reason: "Registered twice; the other account is in use" },
  },
  {
    name: "Holy Cross School",
    city: "Ranchi",
    district: "Ranchi",
    state: "Jharkhand",
    pincode: "834001",
    daysAgo: 40,
  },
  {
    name: "Sainik School Korukonda",
    city: "Vizianagaram",
    district: "Vizianagaram",
    state: "Andhra Pradesh",
    pincode: "535214",
    daysAgo: 48,
  },
  {
    name: "Navodaya Vidyalaya Silvassa",
    city: "Silvassa",
    district: "Dadra and Nagar Haveli",
    state: "Dadra and Nagar Haveli and Daman and Diu",
    pincode: "396230",
    daysAgo: 57,
  },
  {
    name: "Carmel Girls High School",
    city: "Nagpur",
    district: "Nagpur",
    state: "Maharashtra",
    pincode: "440001",
    daysAgo: 66,
  },
  {
    name: "Modern Public School",
    city: "Chennai",
    district: "Chennai",
    state: "Tamil Nadu",
    pincode: "600040",
    daysAgo: 74,
  },
  {
    name: "Assam Valley School",
    city: "Guwahati",
    district: "Kamrup Metropolitan",
    state: "Assam",
    pincode: "781005",
    daysAgo: 81,
  },
  {
    name: "Tagore International School",
    city: "Hyderabad",
    district: "Hyderabad",
    state: "Telangana",
    pincode: "500081",
    daysAgo: 87,
  },
];

const DAY_MS = 86_400_000;

export async function seedMoreSchools(tx: Tx, superadmin: AuditActor, now = new Date()): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, school] of MORE_SCHOOLS.entries()) {
    const n = String(index + 1).padStart(2, "0");
    const email = `school${n}@schools.ganit.demo`;
    const user = await createUser(tx, {
      role: "school",
      username: email,
      name: school.name,
      email,
      phone: `98000100${n}`,
    });
    const row = await insertSchool(tx, user.id, {
      udiscCode: `0990${String(index + 1).padStart(7, "0")}`,
      address: `${10 + index} Main Road`,
      city: school.city,
      district: school.district,
      state: school.state,
      pincode: school.pincode,
    });
    // Registered in the morning (India time) of its day, so the chart puts it on that day.
    const registered = new Date(now.getTime() - school.daysAgo * DAY_MS);
    registered.setUTCHours(4, 30, 0, 0);
    await tx.update(schools).set({ createdAt: registered }).where(eq(schools.id, row.id));
    await tx.update(users).set({ createdAt: registered }).where(eq(users.id, user.id));
    if (school.status) {
      // As the superadmin's status change keeps it: the status with its reason and time on the
      // school, and the event (no mail: nobody reads a demo school's mail).
      const { to, reason } = school.status;
      const changedAt = new Date(registered.getTime() + DAY_MS);
      await tx
        .update(schools)
        .set({ status: to, statusReason: reason, statusChangedAt: changedAt })
        .where(eq(schools.id, row.id));
      await recordAudit(tx, {
        action: to === "hold" ? "school.held" : "school.blocked",
        actor: superadmin,
        target: { type: "school", id: row.id },
        schoolId: row.id,
        detail: { udiscCode: row.udiscCode, from: "active", to, reason, signedOut: 0 },
      });
    }
    ids.push(row.id);
  }
  return ids;
}
