export { CourseContentViewer, type CourseContentViewerProps } from "./course-content-viewer.tsx";
export { frameUrlOf } from "./frame-url.ts";
export { mayHoldPractice, PracticeLink } from "./practice-link.tsx";
export { ReviewLink, reviewPath } from "./review-link.tsx";
export type {
  ResourcePath,
  ViewerClass,
  ViewerCourse,
  ViewerLevel,
  ViewerResource,
  ViewerTitle,
} from "./types.ts";
