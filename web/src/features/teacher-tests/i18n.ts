/** The texts live with the components the teacher's and the office's screens share. */
export { en, NAMESPACE } from "@/components/teacher-tests/i18n.ts";
