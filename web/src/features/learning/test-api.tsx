import {
  type AccessCourseResponse,
  type AccessCoursesResponse,
  type ActiveSchoolCoursesResponse,
  apiPath,
  assignmentsApi,
  type ClassProgress,
  type CourseLevel,
  type DueAssignments,
  learningApi,
  type MyClassesResponse,
  practiceApi,
  type ResumeResponse,
  type SchoolAccessCourseResponse,
  schoolAccessApi,
  teachersApi,
} from "@ganit/contracts";
import type { ReactNode } from "react";
import { fakeToken } from "@/lib/test-tokens.ts";
import { type Call, failure, on, serveApi } from "@/test/api-handlers.ts";
import { addingByCompletion, renderCourseScreen } from "@/test/course-content.ts";
import { renderSignedIn } from "@/test/render.tsx";

export const VEDIC = "course-vedic";
export const GEO = "course-geo";

/** Class 5 of Vedic Math: a video (teachers only), a worksheet, and a second title with a quiz. */
export const levels = (): CourseLevel[] => [
  {
    _id: "level-1",
    levelNumber: 1,
    levelName: "Fast sums",
    titles: [
      addingByCompletion({ video: "res-video", worksheet: "res-sheet" }),
      {
        _id: "title-2",
        title: "Subtracting from 100",
        resources: [
          { _id: "res-quiz", type: "quiz", url: "https://quiz.example/100" },
          { _id: "res-explain", type: "explanation", url: "https://explain.example/100" },
        ],
      },
    ],
  },
];

/** What the server answers a student (types teachers only see already removed). */
const studentLevels = () =>
  levels().map((level) => ({
    ...level,
    titles: level.titles.map((title) => ({
      ...title,
      resources: title.resources.filter((r) => r.type !== "video" && r.type !== "explanation"),
    })),
  }));

export const studentCourses = (): AccessCoursesResponse => ({
  courses: [
    {
      _id: VEDIC,
      name: "Vedic Math",
      enrolledClass: [{ classNumber: 5, accessGranted: true, enrollmentDate: "2026-03-01T00:00:00.000Z" }],
    },
    {
      _id: GEO,
      name: "Geo Math",
      enrolledClass: [
        { classNumber: 6, accessGranted: true, enrollmentDate: "2026-03-01T00:00:00.000Z" },
        { classNumber: 7, accessGranted: true, enrollmentDate: "2026-03-01T00:00:00.000Z" },
      ],
    },
  ],
});

const studentCourse = (): AccessCourseResponse => ({
  course: {
    _id: VEDIC,
    name: "Vedic Math",
    school: { name: "Sunrise Public School" },
    allEnrolledClasses: [
      {
        classNumber: 5,
        accessGranted: true,
        enrollmentDate: "2026-03-01T00:00:00.000Z",
        levels: studentLevels(),
      },
    ],
  },
});

export const schoolCourses = (): ActiveSchoolCoursesResponse => ({
  activeSchoolCourses: [
    { courseId: { _id: VEDIC, name: "Vedic Math", classLevels: [{ _id: "class-5", classNumber: 5 }] } },
    { courseId: { _id: GEO, name: "Geo Math", classLevels: [] } },
  ],
});

const staffCourse = (): SchoolAccessCourseResponse => ({
  course: {
    courseId: {
      _id: VEDIC,
      name: "Vedic Math",
      classLevels: [{ _id: "class-5", classNumber: 5, levels: levels() }],
    },
    classDetails: [{ classNumber: 5 }],
  },
});

export const classProgress = (): ClassProgress => ({
  courseId: VEDIC,
  courseName: "Vedic Math",
  classNumber: 5,
  titles: [
    {
      _id: "title-1",
      levelNumber: 1,
      levelName: "Fast sums",
      title: "Adding by completion",
      resources: 1,
      completedBy: 1,
    },
    {
      _id: "title-2",
      levelNumber: 1,
      levelName: "Fast sums",
      title: "Subtracting from 100",
      resources: 1,
      completedBy: 0,
    },
  ],
  students: [
    {
      studentId: "s-1",
      name: "Asha Verma",
      rollNumber: "1001",
      completedTitles: ["title-1"],
      completedResources: 1,
    },
    { studentId: "s-2", name: "Ravi Kumar", rollNumber: "1002", completedTitles: [], completedResources: 0 },
  ],
  totals: { students: 2, titles: 2, resources: 2 },
});

type State = {
  studentCourses: AccessCoursesResponse;
  completed: string[];
  opened: string[];
  resume: ResumeResponse["resume"];
  schoolCourses: ActiveSchoolCoursesResponse;
  classProgress: ClassProgress;
  myClasses: MyClassesResponse;
  due: DueAssignments;
};

/** The teacher's classes: Vedic Math 6 B, its summary line "12 of 16 proficient · 3 need help · 1 not started". */
export const myClasses = (): MyClassesResponse => ({
  classes: [
    {
      courseId: VEDIC,
      courseName: "Vedic Math",
      classNumber: 6,
      section: "B",
      students: 16,
      proficient: 12,
      needHelp: 3,
      notStarted: 1,
      sets: 4,
      dueSoon: 1,
      overdue: 0,
    },
  ],
});

/** The server's answer to one class of a course: the class itself, or its refusal for that class. */
const byClass = <T,>(call: Call, courseId: string, granted: () => T, notGranted: number[] = []) => {
  if (call.url.pathname.split("/").at(-1) !== courseId) return failure(404, "notFound");
  const classNumber = Number(call.url.searchParams.get("class"));
  if (classNumber === 5) return granted();
  return notGranted.includes(classNumber)
    ? failure(403, "classAccessNotGranted", { classNumber })
    : failure(403, "classNoAccess", { classNumber });
};

/** The server's answer to a progress write: the resource's record. */
const recorded = (call: Call) => ({
  progress: {
    resourceId: (call.body as { resourceId: string }).resourceId,
    courseId: VEDIC,
    classNumber: 5,
    firstOpenedAt: "2026-03-01T10:00:00.000Z",
    lastOpenedAt: "2026-03-01T10:00:00.000Z",
    completedAt: (call.body as { done?: boolean }).done ? "2026-03-01T10:05:00.000Z" : null,
  },
});

/**
 * The learning API as fixed answers. The student has Vedic Math class 5; the server's answers for
 * class 6 (403 not granted), any other class (403 no access) and another course (404) are written
 * out. `state.opened` and `state.completed` are the server's record of the progress writes it got
 * (the ticks it answers back): it stores what it is sent and decides nothing. `handlers` answer first.
 */
export function fakeLearningApi(start: Partial<State> = {}, ...handlers: ReturnType<typeof on>[]) {
  const state: State = {
    studentCourses: studentCourses(),
    completed: [],
    opened: [],
    resume: null,
    schoolCourses: schoolCourses(),
    classProgress: classProgress(),
    myClasses: myClasses(),
    due: { today: "2026-11-25", items: [] },
    ...start,
  };
  const { calls } = serveApi(
    ...handlers,
    // Which resources hold an exercise set, and the child's level in each (native practice).
    on(practiceApi.mine, (call) => ({
      courseId: call.url.searchParams.get("courseId") ?? "",
      classNumber: Number(call.url.searchParams.get("class")),
      sets: [
        {
          resourceId: "res-sheet",
          mode: "practice" as const,
          level: "familiar" as const,
          attempts: 1,
          bestScore: 50,
          reviewDue: false,
        },
      ],
    })),
    on(teachersApi.myClasses, () => state.myClasses),
    on(assignmentsApi.due, () => state.due),
    on(learningApi.studentCourses, () => state.studentCourses),
    on(learningApi.studentCourse, (call) => byClass(call, VEDIC, studentCourse, [6])),
    on(learningApi.resume, () => ({ resume: state.resume })),
    on(learningApi.courseProgress, () => ({
      courseId: VEDIC,
      opened: state.opened,
      completed: state.completed,
    })),
    on(learningApi.opened, (call) => {
      const { resourceId } = call.body as { resourceId: string };
      if (!state.opened.includes(resourceId)) state.opened.push(resourceId);
      return recorded(call);
    }),
    on(learningApi.done, (call) => {
      const { resourceId, done } = call.body as { resourceId: string; done: boolean };
      state.completed = [...state.completed.filter((id) => id !== resourceId), ...(done ? [resourceId] : [])];
      return recorded(call);
    }),
    on(schoolAccessApi.teacher.list, () => state.schoolCourses),
    on(schoolAccessApi.school.list, () => state.schoolCourses),
    on(schoolAccessApi.teacher.course, (call) => byClass(call, VEDIC, staffCourse)),
    on(schoolAccessApi.school.course, (call) => byClass(call, VEDIC, staffCourse)),
    on(
      { ...schoolAccessApi.classProgress, path: apiPath.classProgress(VEDIC, 5) },
      () => state.classProgress,
    ),
  );
  return { state, calls };
}

export const renderAs = (
  role: "student" | "teacher" | "school",
  path: string,
  screen: ReactNode,
  url: string = path,
) => renderSignedIn(fakeToken(role, "Asha Verma"), path, screen, url);

/** A course-content screen as `role`, for the course chosen before (`null`: none), at `path` with `query`. */
export const renderContentAs = (
  role: "student" | "teacher" | "school",
  path: string,
  screen: ReactNode,
  query: string,
  courseId: string | null,
) => renderCourseScreen(fakeToken(role, "Asha Verma"), path, screen, query, courseId);
