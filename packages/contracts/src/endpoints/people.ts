import { z } from "zod";
import { errorResponseSchema, idParamsSchema, idSchema, messageResponseSchema } from "../common.ts";
import { endpoint } from "../endpoint.ts";
import { LIMITS } from "../limits.ts";
import { bulkErrorResponseSchema } from "../onboarding.ts";
import { API } from "../paths.ts";
import {
  newCodesRequestSchema,
  studentAddRequestSchema,
  studentAddResponseSchema,
  studentBulkRequestSchema,
  studentsQuerySchema,
  studentsResponseSchema,
  studentUpdateRequestSchema,
  studentUpdateResponseSchema,
} from "../students.ts";
import {
  teacherAddRequestSchema,
  teacherAddResponseSchema,
  teacherBulkRequestSchema,
  teachersQuerySchema,
  teachersResponseSchema,
} from "../teachers.ts";

const access = ["school"] as const;
const errors = [404, 409] as const;
/** An upload's 400 lists each bad row; other 400s (no rows, too many) are the ordinary shape. */
const uploadErrorShapes = { 400: z.union([bulkErrorResponseSchema, errorResponseSchema]) };
const userIdParams = z.object({ userId: idSchema });
export const studentsList = endpoint({
  method: "GET",
  path: API.students,
  access,
  tags: ["students"],
  summary: "The school's students: the whole list, or a page when any list parameter is given",
  errors,
  schemas: { query: studentsQuerySchema, response: studentsResponseSchema },
});

export const studentsAdd = endpoint({
  method: "POST",
  path: API.addStudent,
  access,
  tags: ["students"],
  summary: "Add one student (answers their username and one-time code, shown once)",
  errors,
  schemas: { body: studentAddRequestSchema, response: studentAddResponseSchema },
});

export const studentsAddBulk = endpoint({
  method: "POST",
  path: API.addStudentsBulk,
  access,
  tags: ["students"],
  summary: `Add up to ${LIMITS.bulkRowsMax} students at once: all rows, or none and every row's errors`,
  errors,
  bodyLimit: LIMITS.bulkBodyLimitBytes,
  schemas: {
    body: studentBulkRequestSchema,
    response: studentAddResponseSchema,
    errorShapes: uploadErrorShapes,
  },
});

export const studentsUpdate = endpoint({
  method: "PUT",
  path: "/api/student/update/:id",
  access,
  tags: ["students"],
  summary: "Edit a student: name, class, email, phone, father's name and dob; anything else is ignored",
  errors,
  schemas: {
    params: idParamsSchema,
    body: studentUpdateRequestSchema,
    response: studentUpdateResponseSchema,
  },
});

export const studentsRemove = endpoint({
  method: "DELETE",
  path: "/api/student/:id",
  access,
  tags: ["students"],
  summary: "Remove a student and their account",
  errors,
  schemas: { params: idParamsSchema, response: messageResponseSchema },
});

export const studentsNewCodes = endpoint({
  method: "POST",
  path: API.studentNewCodes,
  access,
  tags: ["students"],
  summary:
    "New sign-in codes for some students or a whole class: the old codes stop working and their sessions end",
  errors,
  schemas: { body: newCodesRequestSchema, response: studentAddResponseSchema },
});

/** A school's students (`/api/student/...`, school accounts only, their own school's rows). */
export const studentsApi = {
  newCodes: studentsNewCodes,
  list: studentsList,
  add: studentsAdd,
  addBulk: studentsAddBulk,
  update: studentsUpdate,
  remove: studentsRemove,
};

export const teachersList = endpoint({
  method: "GET",
  path: API.teachers,
  access,
  tags: ["teachers"],
  summary: "The school's teachers: the whole list, or a page when any list parameter is given",
  errors,
  schemas: { query: teachersQuerySchema, response: teachersResponseSchema },
});

export const teachersAdd = endpoint({
  method: "POST",
  path: API.addTeacher,
  access,
  tags: ["teachers"],
  summary: "Add one teacher (their e-mail is their username; a welcome mail sets the password)",
  errors,
  schemas: { body: teacherAddRequestSchema, response: teacherAddResponseSchema },
});

export const teachersAddBulk = endpoint({
  method: "POST",
  path: API.addTeachersBulk,
  access,
  tags: ["teachers"],
  summary: `Add up to ${LIMITS.bulkRowsMax} teachers at once: all rows, or none and every row's errors`,
  errors,
  bodyLimit: LIMITS.bulkBodyLimitBytes,
  schemas: {
    body: teacherBulkRequestSchema,
    response: teacherAddResponseSchema,
    errorShapes: uploadErrorShapes,
  },
});

export const teachersActivate = endpoint({
  method: "PUT",
  path: "/api/teacher/activate/:userId",
  access,
  tags: ["teachers"],
  summary: "Activate a teacher of the school",
  errors,
  schemas: { params: userIdParams, response: messageResponseSchema },
});

export const teachersHold = endpoint({
  method: "PUT",
  path: "/api/teacher/hold/:userId",
  access,
  tags: ["teachers"],
  summary: "Put a teacher of the school on hold (their sessions end at once)",
  errors,
  schemas: { params: userIdParams, response: messageResponseSchema },
});

/** A school's teachers (`/api/teacher/...`, school accounts only, their own school's rows). */
export const teachersApi = {
  list: teachersList,
  add: teachersAdd,
  addBulk: teachersAddBulk,
  activate: teachersActivate,
  hold: teachersHold,
};
