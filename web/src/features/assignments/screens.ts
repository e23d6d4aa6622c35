// The classroom's assignments' three screens as one chunk: one entry in the app's route table's
// preload lists instead of three (the app shell's first visit stays within its budget).
export { default as AssignPage } from "./assign-page.tsx";
export { default as AssignmentPage } from "./assignment-page.tsx";
export { default as AssignmentsPage } from "./assignments-page.tsx";
