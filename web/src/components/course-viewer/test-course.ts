import type { ViewerClass, ViewerCourse, ViewerLevel, ViewerResource, ViewerTitle } from "./types.ts";

/** A lesson page of ours (framed from the service worker's cache, so it shows offline too). */
export const LESSON = "3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b";

/** Vedic Math for the viewer's tests: class 5 with `levels`, then any `otherClasses`. */
export const vedicMath = (levels: ViewerLevel[], otherClasses: ViewerClass[] = []): ViewerCourse => ({
  name: "Vedic Math",
  classLevels: [{ classNumber: 5, levels }, ...otherClasses],
});

/** Level 1, Multiplication: its title "By 11" holds `by11`, then any `moreTitles`. */
export const multiplication = (by11: ViewerResource[], moreTitles: ViewerTitle[] = []): ViewerLevel => ({
  levelNumber: 1,
  levelName: "Multiplication",
  titles: [{ title: "By 11", resources: by11 }, ...moreTitles],
});
