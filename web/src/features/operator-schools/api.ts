import {
  type ActiveSchoolsPage,
  activeSchoolsList,
  type SchoolStatusChangeRequest,
  schoolStatusUpdate,
} from "@ganit/contracts";
import { call, callPage } from "@/lib/client.ts";
import { pagedListKeys, useListChange, usePagedListQuery } from "@/lib/paged-list-query.ts";

export const schoolsKeys = pagedListKeys("operator-schools");

/** GET /api/superadmin/active-schools?…: one page of schools with the state filter's options. */
export const fetchSchools = (query: string): Promise<ActiveSchoolsPage> =>
  callPage(activeSchoolsList, { query });

export const useSchools = (query: string) => usePagedListQuery(schoolsKeys, query, fetchSchools);

/** PUT /api/superadmin/schools/{schoolId}/status {status, reason}: the school is mailed. */
export const useSetSchoolStatus = () =>
  useListChange(schoolsKeys, ({ schoolId, body }: { schoolId: string; body: SchoolStatusChangeRequest }) =>
    call(schoolStatusUpdate, { params: { schoolId }, body }),
  );
