/**
 * The course document as the viewer reads it: structural, so any course shape with these fields fits
 * (the course contracts' `Course`, an enrolled student's view of it). Prices and ids beyond these are
 * ignored.
 */
export type ViewerResource = { _id?: string; type: string; url: string };
export type ViewerTitle = { title: string; resources: readonly ViewerResource[] };
export type ViewerLevel = { levelNumber: number; levelName: string; titles: readonly ViewerTitle[] };
export type ViewerClass = { classNumber: number; levels: readonly ViewerLevel[] };
export type ViewerCourse = { name: string; classLevels: readonly ViewerClass[] };

/** Where a resource sits in the tree: class, level, title and resource positions. */
export type ResourcePath = { classNumber: number; level: number; title: number; resource: number };
