import { API, type SchoolDashboard } from "@ganit/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api.ts";

/** GET /api/school/dashboard: the caller's school counts. */
export const useSchoolDashboard = () =>
  useQuery({ queryKey: ["school-dashboard"], queryFn: () => apiFetch<SchoolDashboard>(API.schoolDashboard) });
