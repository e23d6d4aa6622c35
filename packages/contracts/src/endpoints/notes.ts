import { idActionSchemas, idParamsSchema } from "../common.ts";
import { del, type EndpointGroup, get, post, put } from "../endpoint-group.ts";
import { noteAnswerSchema, noteRequestSchema, studentNotesSchema } from "../notes.ts";
import { PARENT_API } from "../paths.ts";

/** The school office and the child's teachers read a child's notes; another class's child: 404. */
const staff = {
  access: ["school", "teacher"],
  tags: ["notes"],
  errors: [404],
} as const satisfies EndpointGroup;
/** A teacher writes about a child of their classes, and edits or deletes only their own notes. */
const teacher = { access: ["teacher"], tags: ["notes"], errors: [400, 404] } as const satisfies EndpointGroup;

export const studentNotesList = get(
  staff,
  PARENT_API.studentNotes,
  "A child's notes from their teachers to the parents, newest first",
  { params: idParamsSchema, response: studentNotesSchema },
);

export const studentNoteWrite = post(
  teacher,
  PARENT_API.studentNotes,
  "A teacher writes a note about a child of their classes for the child's parents (audited)",
  { params: idParamsSchema, body: noteRequestSchema, response: noteAnswerSchema },
  { status: 201 },
);

export const studentNoteUpdate = put(teacher, PARENT_API.note, "A teacher edits their own note (audited)", {
  params: idParamsSchema,
  body: noteRequestSchema,
  response: noteAnswerSchema,
});

export const studentNoteDelete = del(
  staff,
  PARENT_API.note,
  "A teacher deletes their own note, or the school office any of its school's (audited)",
  idActionSchemas,
);

export const notesApi = {
  list: studentNotesList,
  write: studentNoteWrite,
  update: studentNoteUpdate,
  remove: studentNoteDelete,
};
