import {
  INDIVIDUAL_LEARNERS,
  operatorListsApi,
  STUDENT_DIRECTORY_FILTERS,
  wantsPage,
} from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import { studentsListed } from "../../audit/reads.ts";
import { rawQuery } from "../../db/lists.ts";
import { serve } from "../../plugins/routes.ts";
import type { NoPurchaseSchoolsService } from "./no-purchase-schools.ts";
import type { StudentDirectoryService } from "./student-directory.ts";

/** The operators' lists across schools. Thin: the declaration, the service call. */
export function registerOperatorListRoutes(
  app: FastifyInstance,
  noPurchaseSchools: NoPurchaseSchoolsService,
  studentDirectory: StudentDirectoryService,
) {
  // The parsed query has its defaults filled in: whether a page was asked for is in the raw URL.
  serve(app, operatorListsApi.noPurchaseSchools, ({ req, query }) =>
    noPurchaseSchools.list(wantsPage(rawQuery(req.url)) ? query : null),
  );
  serve(
    app,
    operatorListsApi.students,
    ({ req, query }) =>
      studentDirectory.list(wantsPage(rawQuery(req.url), STUDENT_DIRECTORY_FILTERS) ? query : null),
    {
      auditRead: (answer, { query, req }) => {
        const paged = wantsPage(rawQuery(req.url), STUDENT_DIRECTORY_FILTERS);
        return {
          ...studentsListed("operator.students", paged ? query : null, answer),
          // One school's pupils are that school's read; across schools (or learners) no one school's.
          schoolId: paged && query.school && query.school !== INDIVIDUAL_LEARNERS ? query.school : null,
        };
      },
    },
  );
}
