import { z } from "zod";
import {
  errorResponseSchema,
  idActionSchemas,
  idParamsSchema,
  idSchema,
  messageResponseSchema,
} from "../common.ts";
import type { Access } from "../endpoint.ts";
import { del, type EndpointGroup, get, post, put } from "../endpoint-group.ts";
import { LIMITS } from "../limits.ts";
import { bulkErrorResponseSchema } from "../onboarding.ts";
import { API } from "../paths.ts";
import {
  newCodesRequestSchema,
  schoolSectionsResponseSchema,
  studentAddRequestSchema,
  studentAddResponseSchema,
  studentBulkRequestSchema,
  studentSchema,
  studentsQuerySchema,
  studentsResponseSchema,
  studentUpdateRequestSchema,
  studentUpdateResponseSchema,
} from "../students.ts";
import {
  myClassesResponseSchema,
  teacherAddRequestSchema,
  teacherAddResponseSchema,
  teacherBulkRequestSchema,
  teacherClassesBulkRequestSchema,
  teacherClassesRequestSchema,
  teacherClassesResponseSchema,
  teachersQuerySchema,
  teachersResponseSchema,
} from "../teachers.ts";

/** School accounts only, their own school's rows. */
const students = {
  access: ["school"],
  tags: ["students"],
  errors: [404, 409],
} as const satisfies EndpointGroup;
const teachers = { ...students, tags: ["teachers"] } as const satisfies EndpointGroup;
const userIdParams = z.object({ userId: idSchema });
/** An action on one teacher named by their account's `:userId` (activate, hold), answered with a message. */
const teacherActionSchemas = { params: userIdParams, response: messageResponseSchema } as const;

/**
 * A school's upload of people (students, teachers): up to the bulk limit of rows in a larger body,
 * all added or none; its 400 lists each bad row, other 400s (no rows, too many) are the ordinary shape.
 */
/* @__NO_SIDE_EFFECTS__ */
function bulkUpload<const A extends Access, const Body extends z.ZodType, const Response extends z.ZodType>(
  group: EndpointGroup<A>,
  path: string,
  people: string,
  body: Body,
  response: Response,
) {
  return post(
    group,
    path,
    `Add up to ${LIMITS.bulkRowsMax} ${people} at once: all rows, or none and every row's errors`,
    { body, response, errorShapes: { 400: z.union([bulkErrorResponseSchema, errorResponseSchema]) } },
    { bodyLimit: LIMITS.bulkBodyLimitBytes },
  );
}

export const studentsList = get(
  students,
  API.students,
  "The school's students: the whole list, or a page when any list parameter is given",
  { query: studentsQuerySchema, response: studentsResponseSchema },
);

export const studentsAdd = post(
  students,
  API.addStudent,
  "Add one student (answers their username and one-time code, shown once)",
  { body: studentAddRequestSchema, response: studentAddResponseSchema },
);

export const studentsAddBulk = bulkUpload(
  students,
  API.addStudentsBulk,
  "students",
  studentBulkRequestSchema,
  studentAddResponseSchema,
);

export const studentsUpdate = put(
  students,
  "/api/student/update/:id",
  "Edit a student: name, class, email, phone, father's name and dob; anything else is ignored",
  { params: idParamsSchema, body: studentUpdateRequestSchema, response: studentUpdateResponseSchema },
);

export const studentsRemove = del(
  students,
  "/api/student/:id",
  "Remove a student and their account",
  idActionSchemas,
);

export const studentsOne = get(
  { ...students, access: ["school", "teacher"] },
  "/api/student/:id",
  "One pupil: the school's own, or (a teacher) one of the teacher's classes and sections; else 404",
  { params: idParamsSchema, response: studentSchema },
);

export const studentsNewCodes = post(
  students,
  API.studentNewCodes,
  "New sign-in codes for some students or a whole class: the old codes stop working and their sessions end",
  { body: newCodesRequestSchema, response: studentAddResponseSchema },
);

export const studentsSections = get(
  students,
  API.studentSections,
  "The sections the school's pupils are in, by class, with how many pupils each",
  { response: schoolSectionsResponseSchema },
);

/** A school's students (`/api/student/...`, school accounts only, their own school's rows). */
export const studentsApi = {
  newCodes: studentsNewCodes,
  sections: studentsSections,
  one: studentsOne,
  list: studentsList,
  add: studentsAdd,
  addBulk: studentsAddBulk,
  update: studentsUpdate,
  remove: studentsRemove,
};

export const teachersList = get(
  teachers,
  API.teachers,
  "The school's teachers: the whole list, or a page when any list parameter is given",
  { query: teachersQuerySchema, response: teachersResponseSchema },
);

export const teachersAdd = post(
  teachers,
  API.addTeacher,
  "Add one teacher (their e-mail is their username; a welcome mail sets the password)",
  { body: teacherAddRequestSchema, response: teacherAddResponseSchema },
);

export const teachersAddBulk = bulkUpload(
  teachers,
  API.addTeachersBulk,
  "teachers",
  teacherBulkRequestSchema,
  teacherAddResponseSchema,
);

export const teachersActivate = put(
  teachers,
  "/api/teacher/activate/:userId",
  "Activate a teacher of the school",
  teacherActionSchemas,
);

export const teachersHold = put(
  teachers,
  "/api/teacher/hold/:userId",
  "Put a teacher of the school on hold (their sessions end at once)",
  teacherActionSchemas,
);

export const teachersSetClasses = put(
  teachers,
  "/api/teacher/classes/:userId",
  "Set the classes and sections a teacher of the school teaches (all of them; an empty list: none)",
  { params: userIdParams, body: teacherClassesRequestSchema, response: teacherClassesResponseSchema },
);

export const teachersAddClassesBulk = post(
  teachers,
  API.teacherClassesBulk,
  "Give several teachers of the school the same classes (added to what each has)",
  { body: teacherClassesBulkRequestSchema, response: teacherClassesResponseSchema },
);

export const teachersMyClasses = get(
  { access: ["teacher"], tags: ["teachers"], errors: [] },
  API.myClasses,
  "The teacher's own classes, each with its summary line (proficient, needing help, not started)",
  { response: myClassesResponseSchema },
);

/** A school's teachers (`/api/teacher/...`, school accounts only, their own school's rows). */
export const teachersApi = {
  list: teachersList,
  add: teachersAdd,
  addBulk: teachersAddBulk,
  activate: teachersActivate,
  hold: teachersHold,
  setClasses: teachersSetClasses,
  addClassesBulk: teachersAddClassesBulk,
  myClasses: teachersMyClasses,
};
