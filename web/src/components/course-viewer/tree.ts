import type { ResourcePath, ViewerClass, ViewerCourse } from "./types.ts";

/** Type names compare without case ("PPT", "ppt"), as a catalogue may spell them either way. */
const typeKey = (type: string) => type.trim().toLowerCase();

/**
 * The classes the sidebar shows (one class when `classNumber` is given), with the resources of the
 * hidden types removed and titles and levels left empty by that removed too.
 */
export function visibleClasses(
  course: ViewerCourse,
  classNumber: number | undefined,
  hiddenTypes: readonly string[],
): ViewerClass[] {
  const hidden = new Set(hiddenTypes.map(typeKey));
  return course.classLevels
    .filter((cls) => classNumber === undefined || cls.classNumber === classNumber)
    .map((cls) => ({
      classNumber: cls.classNumber,
      levels: [...cls.levels]
        .sort((a, b) => a.levelNumber - b.levelNumber)
        .map((level) => ({
          ...level,
          titles: level.titles
            .map((title) => ({
              ...title,
              resources: title.resources.filter((r) => !hidden.has(typeKey(r.type))),
            }))
            .filter((title) => title.resources.length > 0),
        }))
        .filter((level) => level.titles.length > 0),
    }));
}

/** The first resource of the visible tree, for viewers that open one at once (students). */
export function firstResource(classes: readonly ViewerClass[]): ResourcePath | null {
  for (const cls of classes) {
    const [level] = cls.levels;
    if (level?.titles[0]?.resources[0])
      return { classNumber: cls.classNumber, level: 0, title: 0, resource: 0 };
  }
  return null;
}

/** Where the resource with this `_id` sits in the visible tree, or null (hidden, gone, another class). */
export function findResource(classes: readonly ViewerClass[], resourceId: string): ResourcePath | null {
  for (const cls of classes)
    for (const [level, lv] of cls.levels.entries())
      for (const [title, tt] of lv.titles.entries())
        for (const [resource, res] of tt.resources.entries())
          if (res._id === resourceId) return { classNumber: cls.classNumber, level, title, resource };
  return null;
}

export const levelKey = (classNumber: number, level: number) => `${classNumber}:${level}`;
export const titleKey = (classNumber: number, level: number, title: number) =>
  `${classNumber}:${level}:${title}`;
/** The tree is read-only and never reordered while shown: positions are stable keys. */
export const resourceKey = (titleKeyValue: string, resource: number) => `${titleKeyValue}:${resource}`;
export const samePath = (a: ResourcePath | null, b: ResourcePath) =>
  a !== null &&
  a.classNumber === b.classNumber &&
  a.level === b.level &&
  a.title === b.title &&
  a.resource === b.resource;
