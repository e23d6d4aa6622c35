/**
 * The course document as the viewer reads it: structural, so any course shape with these fields fits
 * (the course contracts' `Course`, an enrolled student's view of it). Prices and ids beyond these are
 * ignored.
 */
/** `name`: the lesson page's name, when the resource links one (the server reads it from the library). */
export type ViewerResource = { _id?: string; type: string; url: string; name?: string | undefined };
/** The `…Hi` names are shown instead of the English ones when the reader chose Hindi. */
export type ViewerTitle = { title: string; titleHi?: string | null; resources: readonly ViewerResource[] };
export type ViewerLevel = {
  levelNumber: number;
  levelName: string;
  levelNameHi?: string | null;
  titles: readonly ViewerTitle[];
};
export type ViewerClass = { classNumber: number; levels: readonly ViewerLevel[] };
export type ViewerCourse = { name: string; nameHi?: string | null; classLevels: readonly ViewerClass[] };

/** Where a resource sits in the tree: class, level, title and resource positions. */
export type ResourcePath = { classNumber: number; level: number; title: number; resource: number };
