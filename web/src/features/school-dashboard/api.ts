import { schoolsDashboard } from "@ganit/contracts";
import { useQuery } from "@tanstack/react-query";
import { call } from "@/lib/client.ts";

/** GET /api/school/dashboard: the caller's school counts. */
export const useSchoolDashboard = () =>
  useQuery({ queryKey: ["school-dashboard"], queryFn: () => call(schoolsDashboard) });
