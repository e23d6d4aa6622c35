import type {
  AccessCourseResponse,
  AccessCoursesResponse,
  ActiveSchoolCoursesResponse,
  ClassProgress,
  CourseLevel,
  ResumeResponse,
  SchoolAccessCourseResponse,
} from "@ganit/contracts";
import type { ReactNode } from "react";
import { json, type Override, renderSignedIn, stubFetch } from "@/lib/test-fake-api.tsx";
import { fakeToken } from "@/lib/test-tokens.ts";

export const VEDIC = "course-vedic";
export const GEO = "course-geo";

/** Class 5 of Vedic Math: a video (teachers only), a worksheet, and a second title with a quiz. */
export const levels = (): CourseLevel[] => [
  {
    _id: "level-1",
    levelNumber: 1,
    levelName: "Fast sums",
    titles: [
      {
        _id: "title-1",
        title: "Adding by completion",
        resources: [
          { _id: "res-video", type: "video", url: "https://videos.example/1" },
          { _id: "res-sheet", type: "worksheet", url: "https://sheets.example/sums" },
        ],
      },
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
};

const notFound = () => json(404, { message: "Not found", key: "notFound" });

/**
 * A stand-in for the learning API over fetch. The student has Vedic Math class 5 (granted); asking
 * for class 6 is the server's 403 "not granted", class 7 its 403 "no access", Geo Math a 404.
 * Progress writes change the state, so ticks and resume follow.
 */
export function fakeLearningApi(start: Partial<State> = {}, override?: Override) {
  const state: State = {
    studentCourses: studentCourses(),
    completed: [],
    opened: [],
    resume: null,
    schoolCourses: schoolCourses(),
    classProgress: classProgress(),
    ...start,
  };
  const { calls } = stubFetch(async (method, url, body) => {
    const path = url.pathname;
    const classNumber = Number(url.searchParams.get("class"));
    if (method === "GET" && path === "/api/course/student/accesscourses")
      return json(200, state.studentCourses);
    if (method === "GET" && path === `/api/course/student/accesscourse/${VEDIC}`) {
      if (classNumber === 6)
        return json(403, {
          message: "Access to Class 6 has not been granted.",
          key: "classAccessNotGranted?classNumber=6",
        });
      if (classNumber !== 5)
        return json(403, {
          message: `You don't have access to Class ${classNumber}.`,
          key: `classNoAccess?classNumber=${classNumber}`,
        });
      return json(200, studentCourse());
    }
    if (method === "GET" && path === "/api/progress/resume") return json(200, { resume: state.resume });
    if (method === "GET" && path === `/api/progress/course/${VEDIC}`)
      return json(200, { courseId: VEDIC, opened: state.opened, completed: state.completed });
    if (method === "POST" && path === "/api/progress/opened") {
      if (!state.opened.includes(body.resourceId)) state.opened.push(body.resourceId);
      return json(200, { progress: { resourceId: body.resourceId } });
    }
    if (method === "PUT" && path === "/api/progress/done") {
      state.completed = state.completed.filter((id) => id !== body.resourceId);
      if (body.done) state.completed.push(body.resourceId);
      return json(200, { progress: { resourceId: body.resourceId } });
    }
    if (
      method === "GET" &&
      (path === "/api/teacher/accesscourses" || path === "/api/course/school/accesscourses/school")
    )
      return json(200, state.schoolCourses);
    if (
      method === "GET" &&
      (path === `/api/teacher/accesscourses/${VEDIC}` ||
        path === `/api/course/school/accesscourses/school/${VEDIC}`)
    ) {
      if (classNumber !== 5)
        return json(403, {
          message: `You don't have access to Class ${classNumber}.`,
          key: `classNoAccess?classNumber=${classNumber}`,
        });
      return json(200, staffCourse());
    }
    if (method === "GET" && path === `/api/progress/class/${VEDIC}/5`) return json(200, state.classProgress);
    return notFound();
  }, override);
  return { state, calls };
}

export const renderAs = (
  role: "student" | "teacher" | "school",
  path: string,
  screen: ReactNode,
  url: string = path,
) => renderSignedIn(fakeToken(role, "Asha Verma"), path, screen, url);
