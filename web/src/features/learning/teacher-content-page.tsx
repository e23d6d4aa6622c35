import { ROUTES } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { NAMESPACE } from "./i18n.ts";
import { StaffContent } from "./staff-content.tsx";

/** /teacher/coursecontent?class=n: a class of the school's course, every resource type, and its progress. */
export default function TeacherContentPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <StaffContent who="teacher" back={{ to: ROUTES.teacherDashboard, label: t("content.backTeacher") }} />
  );
}
