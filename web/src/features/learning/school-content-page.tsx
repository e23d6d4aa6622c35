import { ROUTES } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { NAMESPACE } from "./i18n.ts";
import { StaffContent } from "./staff-content.tsx";

/**
 * /school/schoolcoursecontent?class=n: the school's own view of a class (the course id comes from
 * /school/studentcourses through session storage), every resource type, and the class's progress.
 */
export default function SchoolContentPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <StaffContent who="school" back={{ to: ROUTES.schoolStudentCourses, label: t("content.backSchool") }} />
  );
}
