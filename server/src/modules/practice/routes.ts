import { practiceApi } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import { studentsListed } from "../../audit/reads.ts";
import { serve } from "../../plugins/routes.ts";
import { practiceLocaleOf } from "./locale.ts";
import type { PracticeService } from "./service.ts";

/** Native practice: the admin's sets, a student's attempts and answers, the review, the class results. */
export function registerPracticeRoutes(app: FastifyInstance, practice: PracticeService) {
  serve(app, practiceApi.get, ({ params }) => practice.getSet(params.resourceId));
  serve(app, practiceApi.put, ({ user, params, body, meta }) =>
    practice.putSet(params.resourceId, body, user, meta),
  );
  serve(app, practiceApi.remove, ({ user, params, meta }) =>
    practice.removeSet(params.resourceId, user, meta),
  );
  serve(app, practiceApi.start, ({ user, params, req }) =>
    practice.startAttempt(user, params.resourceId, practiceLocaleOf(req)),
  );
  serve(app, practiceApi.answer, ({ user, params, body, req }) =>
    practice.answer(user, params.attemptId, body, practiceLocaleOf(req)),
  );
  serve(app, practiceApi.sync, ({ user, body, req }) =>
    practice.sync(user, body.answers, practiceLocaleOf(req)),
  );
  serve(app, practiceApi.review, ({ user, body, req }) =>
    practice.review(user, body.courseId, body.class, practiceLocaleOf(req)),
  );
  serve(app, practiceApi.mine, ({ user, query }) => practice.mine(user, query.courseId, query.class));
  serve(app, practiceApi.testStart, ({ user, params, req }) =>
    practice.startChapterTest(user, params.chapterId, practiceLocaleOf(req)),
  );
  serve(app, practiceApi.teacherTestStart, ({ user, params, req }) =>
    practice.startTeacherTest(user, params.id, practiceLocaleOf(req)),
  );
  serve(app, practiceApi.testGet, ({ user, params, req }) =>
    practice.readTest(user, params.attemptId, practiceLocaleOf(req)),
  );
  serve(app, practiceApi.testSubmit, ({ user, params, body, req }) =>
    practice.submitTest(user, params.attemptId, body, practiceLocaleOf(req)),
  );
  serve(app, practiceApi.testAnswers, ({ user, params, body, req }) =>
    practice.saveTestAnswers(user, params.attemptId, body, practiceLocaleOf(req)),
  );
  serve(app, practiceApi.results, ({ user, query }) => practice.results(user, query.courseId, query.class), {
    auditRead: (answer, { query }) => studentsListed("class.practice", query, answer),
  });
}
