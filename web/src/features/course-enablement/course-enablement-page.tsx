import { useSearchParams } from "react-router";
import { SchoolEnablement } from "./school-enablement.tsx";
import { SchoolPicker } from "./school-picker.tsx";

/**
 * /superadmin/addcourses?schoolId=: the courses a school and its students may use. Without a
 * schoolId (the active-schools screen that links here is not built yet) it first offers the schools.
 */
export default function CourseEnablementPage() {
  const [params] = useSearchParams();
  const schoolId = params.get("schoolId")?.trim();
  return schoolId ? <SchoolEnablement key={schoolId} schoolId={schoolId} /> : <SchoolPicker />;
}
