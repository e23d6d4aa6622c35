import { TEACHER_ONLY_RESOURCE_TYPES } from "@ganit/contracts/resource-kinds";
import type { ReactNode } from "react";
import type { PupilSets } from "@/lib/practice-sets.ts";
import { CourseContentViewer, type CourseContentViewerProps } from "./course-content-viewer.tsx";
import { PracticeLink } from "./practice-link.tsx";
import { ReviewLink } from "./review-link.tsx";
import type { ViewerResource } from "./types.ts";

/**
 * A pupil's class in the viewer (a school's student, an individual learner): the way to the
 * questions due for review above it, the tree without the teacher-only types, a resource opened at
 * once, and "Practise here" under each resource that holds a set, before the screen's own `actions`.
 * `sets` is the screen's query (usePupilSets), asked for before the class arrives.
 */
export function PupilCourseViewer({
  courseId,
  classNumber,
  sets,
  actions,
  ...viewer
}: Pick<
  CourseContentViewerProps,
  "course" | "selectResourceId" | "completedResourceIds" | "onResourceOpen"
> & {
  courseId: string;
  classNumber: number;
  sets: PupilSets;
  actions?: (resource: ViewerResource) => ReactNode;
}) {
  return (
    <>
      <ReviewLink courseId={courseId} classNumber={classNumber} due={sets.reviewDue} />
      <CourseContentViewer
        {...viewer}
        classNumber={classNumber}
        hiddenTypes={TEACHER_ONLY_RESOURCE_TYPES}
        autoSelectFirst
        resourceActions={(resource) => (
          <>
            <PracticeLink resource={resource} sets={sets.levels} />
            {actions?.(resource)}
          </>
        )}
      />
    </>
  );
}
