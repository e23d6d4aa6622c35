// A teacher's notes about a child for the child's parents (docs/adr/0731): the table's one owner.
export { registerNoteRoutes } from "./routes.ts";
export {
  createNotesService,
  forgetNotesOfChild,
  type NotesService,
  parentNotesOf,
  seedNote,
} from "./service.ts";
