import { notesApi } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import { serve } from "../../plugins/routes.ts";
import type { NotesService } from "./service.ts";

/** A teacher's notes about a child for the parents (`notesApi`). Thin: the declaration, the service call. */
export function registerNoteRoutes(app: FastifyInstance, notes: NotesService) {
  serve(app, notesApi.list, ({ user, params }) => notes.list(user, params.id), {
    auditRead: (_answer, { params }) => ({ action: "student.viewed", studentId: params.id }),
  });
  serve(app, notesApi.write, ({ user, params, body, meta }) => notes.write(user, params.id, body, meta));
  serve(app, notesApi.update, ({ user, params, body, meta }) => notes.update(user, params.id, body, meta));
  serve(app, notesApi.remove, ({ user, params, meta }) => notes.remove(user, params.id, meta));
}
