import {
  type Course,
  type CourseInput,
  courseInputSchema,
  LIMITS,
  type MessageRef,
  msg,
  type ResourceType,
} from "@ganit/contracts";

/**
 * The course tree as the form holds it: prices as typed text, topics numbered by their place (so
 * they renumber by themselves after a deletion), and a local `key` per node for React. `_id` travels
 * back to the server, which keeps the ids of the nodes it knows.
 */
/** `name`: the lesson page's name when the url links one (as the server answered it, or as picked). */
export type DraftResource = { key: string; _id?: string; type: ResourceType; url: string; name?: string };
/** `titleHi`, `levelNameHi`, `nameHi`: the optional Hindi names, as typed ("" for none). */
export type DraftTitle = {
  key: string;
  _id?: string;
  title: string;
  titleHi: string;
  resources: DraftResource[];
};
export type DraftLevel = {
  key: string;
  _id?: string;
  levelName: string;
  levelNameHi: string;
  titles: DraftTitle[];
};
export type DraftClass = {
  key: string;
  classNumber: number;
  pricePerStudent: string;
  pricePerSchool: string;
  levels: DraftLevel[];
};
export type CourseDraft = { name: string; nameHi: string; classes: DraftClass[] };
/** Field path (as the API names it: `classLevels.0.levels.1.levelName`) → message reference. */
export type DraftErrors = Record<string, string>;

let nextKey = 0;
const newKey = () => `n${++nextKey}`;

/** A list with its row at `index` replaced: one row of the editor changed. */
export const replacedAt = <T>(rows: readonly T[], index: number, row: T) =>
  rows.map((old, i) => (i === index ? row : old));
/** A list without its row at `index`: the rows after it move up one, and renumber (numbers come from the place). */
export const withoutAt = <T>(rows: readonly T[], index: number) => rows.filter((_, i) => i !== index);

export const newResource = (): DraftResource => ({ key: newKey(), type: "video", url: "" });
export const newTitle = (): DraftTitle => ({ key: newKey(), title: "", titleHi: "", resources: [] });
export const newLevel = (): DraftLevel => ({ key: newKey(), levelName: "", levelNameHi: "", titles: [] });
export const newClass = (classNumber: number): DraftClass => ({
  key: newKey(),
  classNumber,
  pricePerStudent: "",
  pricePerSchool: "",
  levels: [],
});

export const emptyDraft = (): CourseDraft => ({ name: "", nameHi: "", classes: [newClass(1)] });

export function draftFromCourse(course: Course): CourseDraft {
  return {
    name: course.name,
    nameHi: course.nameHi ?? "",
    classes: course.classLevels.map((klass) => ({
      key: newKey(),
      classNumber: klass.classNumber,
      pricePerStudent: String(klass.pricePerStudent),
      pricePerSchool: String(klass.pricePerSchool),
      levels: klass.levels.map((level) => ({
        key: newKey(),
        _id: level._id,
        levelName: level.levelName,
        levelNameHi: level.levelNameHi ?? "",
        titles: level.titles.map((title) => ({
          key: newKey(),
          _id: title._id,
          title: title.title,
          titleHi: title.titleHi ?? "",
          resources: title.resources.map((resource) => ({ key: newKey(), ...resource })),
        })),
      })),
    })),
  };
}

/** Typed text to rupees; empty or not a number stays NaN, which the price rule refuses. */
const rupees = (text: string) => (text.trim() === "" ? Number.NaN : Number(text.trim()));
const withId = (id: string | undefined) => (id ? { _id: id } : {});
/** A Hindi name is sent when one is typed; left out, the course has none (a save clears an old one). */
const hindi = <K extends string>(key: K, text: string) =>
  (text.trim() ? { [key]: text } : {}) as Partial<Record<K, string>>;

export function draftToRequest(draft: CourseDraft): CourseInput {
  return {
    name: draft.name,
    ...hindi("nameHi", draft.nameHi),
    classLevels: draft.classes.map((klass) => ({
      classNumber: klass.classNumber,
      pricePerStudent: rupees(klass.pricePerStudent),
      pricePerSchool: rupees(klass.pricePerSchool),
      levels: klass.levels.map((level, index) => ({
        ...withId(level._id),
        levelNumber: index + 1,
        levelName: level.levelName,
        ...hindi("levelNameHi", level.levelNameHi),
        titles: level.titles.map((title) => ({
          ...withId(title._id),
          title: title.title,
          ...hindi("titleHi", title.titleHi),
          resources: title.resources.map((resource) => ({
            ...withId(resource._id),
            type: resource.type,
            url: resource.url,
          })),
        })),
      })),
    })),
  };
}

/** The contract's own rules, run in the browser: the same messages under the same paths as the server's. */
export function validateDraft(draft: CourseDraft): DraftErrors {
  const result = courseInputSchema.safeParse(draftToRequest(draft));
  if (result.success) return {};
  const errors: DraftErrors = {};
  for (const issue of result.error.issues) errors[issue.path.join(".") || "name"] ??= issue.message;
  return errors;
}

/** The lowest class number not in the course, or null when all ten are taken. */
export function lowestFreeClass(classes: readonly DraftClass[]): number | null {
  const used = new Set(classes.map((klass) => klass.classNumber));
  for (let n = LIMITS.classMin; n <= LIMITS.classMax; n++) if (!used.has(n)) return n;
  return null;
}

/** Adding a class: the lowest unused number, or the reason it cannot be added. */
export function addClass(classes: readonly DraftClass[]): DraftClass[] | MessageRef {
  const free = lowestFreeClass(classes);
  if (classes.length >= LIMITS.courseClassesMax || free === null) return msg("tooManyClasses");
  return [...classes, newClass(free)];
}

/** Removing a class: never the last one. */
export function removeClass(classes: readonly DraftClass[], key: string): DraftClass[] | MessageRef {
  if (classes.length <= 1) return msg("atLeastOneClass");
  return classes.filter((klass) => klass.key !== key);
}

/** Changing a class's number: refused when another class has it. */
export function renumberClass(
  classes: readonly DraftClass[],
  key: string,
  classNumber: number,
): DraftClass[] | MessageRef {
  if (classes.some((klass) => klass.key !== key && klass.classNumber === classNumber))
    return msg("classNumberExists");
  return classes.map((klass) => (klass.key === key ? { ...klass, classNumber } : klass));
}

/** The index of the class the first error belongs to, to show it (edit shows one class at a time). */
export function classOfFirstError(errors: DraftErrors): number | null {
  for (const path of Object.keys(errors)) {
    const match = /^classLevels\.(\d+)\./.exec(path);
    if (match) return Number(match[1]);
  }
  return null;
}
