export { CourseContentViewer, type CourseContentViewerProps } from "./course-content-viewer.tsx";
export { frameUrlOf } from "./frame-url.ts";
export { mayHoldPractice } from "./practice-link.tsx";
export type {
  ResourcePath,
  ViewerClass,
  ViewerCourse,
  ViewerLevel,
  ViewerResource,
  ViewerTitle,
} from "./types.ts";
