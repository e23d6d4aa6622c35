import { ROUTES } from "@ganit/contracts";
import { useAuth } from "@/lib/auth.tsx";

/**
 * Where the assignment screens lead, by who reads them (docs/adr/0703): the teacher's under
 * /teacher, the school office's under /school. The same screens and the same API serve both; the
 * server's access rules decide which classes each reaches.
 */
export function useAssignmentRoutes() {
  const { user } = useAuth();
  const office = user?.role === "school";
  return {
    office,
    home: office ? ROUTES.schoolDashboard : ROUTES.teacherDashboard,
    list: office ? ROUTES.schoolAssignments : ROUTES.teacherAssignments,
    assign: office ? ROUTES.schoolAssign : ROUTES.teacherAssign,
    one: (id: string) =>
      (office ? ROUTES.schoolAssignment : ROUTES.teacherAssignment).replace(":id", encodeURIComponent(id)),
  };
}
