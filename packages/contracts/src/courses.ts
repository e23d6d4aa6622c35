import { z } from "zod";
import { hasControlCharacters, idSchema, optionalText, requiredText, typedMax } from "./common.ts";
import { courseClassSummarySchema } from "./course-list.ts";
import { LIMITS } from "./limits.ts";
import { msg } from "./messages.ts";

/**
 * The course catalogue (admin course screens, the public catalogue). A course holds classes 1–10,
 * each with its two prices and a tree: levels (topics) > titles (sub-topics) > resources.
 * Prices are rupees with at most 2 decimals here; the database keeps integer paise.
 */

// The types and the lesson path live in a module without zod, for the student's lesson screen.
import { RESOURCE_TYPES, VIEW_RESOURCE_PATH } from "./resource-kinds.ts";

export {
  RESOURCE_TYPES,
  type ResourceType,
  TEACHER_ONLY_RESOURCE_TYPES,
  VIEW_RESOURCE_PATH,
  VIEW_RESOURCE_PREFIX,
} from "./resource-kinds.ts";
export const resourceTypeSchema = z.enum(RESOURCE_TYPES, { error: msg("resourceTypeInvalid") });

/**
 * A resource opens in a frame and as a link, so only two kinds of address are allowed: an absolute
 * http(s) address with a plain host name (letters, digits, dots, dashes; no user name or password,
 * no spaces) or a content-library page. Never `javascript:`, `data:`, `//host`, or anything a browser
 * would run or resolve surprisingly. Written as a pattern so server and browser judge alike.
 */
export const HTTP_URL =
  /^https?:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?(?:[/?#]\S*)?$/i;
/** The port of an http(s) address, when it names one, is at most 65535 (a browser refuses more). */
const portInRange = (value: string) => {
  const port = /^https?:\/\/[^/?#]*:(\d+)/i.exec(value)?.[1];
  return port === undefined || Number(port) <= 65535;
};
export const isSafeResourceUrl = (value: string): boolean =>
  VIEW_RESOURCE_PATH.test(value) || (HTTP_URL.test(value) && portInRange(value));

const urlTooLong = msg("textTooLong", { max: LIMITS.resourceUrlMax });
export const resourceUrlSchema = z
  .string({ error: msg("resourceUrlInvalid") })
  .max(typedMax(LIMITS.resourceUrlMax), { error: urlTooLong, abort: true })
  .trim()
  .max(LIMITS.resourceUrlMax, { error: urlTooLong, abort: true })
  .refine((value) => !hasControlCharacters(value), msg("controlCharacters"))
  .refine(isSafeResourceUrl, msg("resourceUrlInvalid"));

/** Rupees: 0 or more, at most 2 decimals, at most LIMITS.priceMaxRupees. */
export const priceSchema = z
  .number({ error: msg("priceInvalid") })
  .min(0, msg("priceInvalid"))
  .max(LIMITS.priceMaxRupees, msg("priceTooHigh"))
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, msg("priceInvalid"));

export const rupeesToPaise = (rupees: number) => Math.round(rupees * 100);
export const paiseToRupees = (paise: number) => paise / 100;

export const courseClassNumberSchema = z
  .number({ error: msg("classNumberInvalid") })
  .int(msg("classNumberInvalid"))
  .min(LIMITS.classMin, msg("classNumberInvalid"))
  .max(LIMITS.classMax, msg("classNumberInvalid"));

/*
 * The document a client sends (POST /api/course/add, PUT /api/course/{id}). `_id` on a level, title
 * or resource is optional: sent back, it keeps that row's id (so what refers to it survives an edit);
 * absent, the row is new. Unknown keys (`createdAt`, the course's own `_id`) are ignored.
 */
export const resourceInputSchema = z.object({
  _id: idSchema.optional(),
  type: resourceTypeSchema,
  url: resourceUrlSchema,
});

/*
 * A course, a level and a title may carry a Hindi name beside the English one (`nameHi`,
 * `levelNameHi`, `titleHi`): optional, shown when the reader chose Hindi, the English one otherwise.
 * Left empty, it is null.
 */
export const titleInputSchema = z.object({
  _id: idSchema.optional(),
  title: requiredText(LIMITS.courseTextMax, "titleRequired"),
  titleHi: optionalText(LIMITS.courseTextMax),
  resources: z.array(resourceInputSchema).max(LIMITS.courseResourcesMax, msg("tooManyResources")).default([]),
});

export const levelInputSchema = z.object({
  _id: idSchema.optional(),
  levelNumber: z.number({ error: msg("levelNumbersInOrder") }).int(msg("levelNumbersInOrder")),
  levelName: requiredText(LIMITS.courseTextMax, "levelNameRequired"),
  levelNameHi: optionalText(LIMITS.courseTextMax),
  titles: z.array(titleInputSchema).max(LIMITS.courseTitlesMax, msg("tooManyTitles")).default([]),
});

export const classInputSchema = z
  .object({
    _id: idSchema.optional(),
    classNumber: courseClassNumberSchema,
    pricePerStudent: priceSchema,
    pricePerSchool: priceSchema,
    levels: z.array(levelInputSchema).max(LIMITS.courseLevelsMax, msg("tooManyLevels")).default([]),
  })
  .superRefine((klass, ctx) => {
    klass.levels.forEach((level, index) => {
      if (level.levelNumber !== index + 1)
        ctx.addIssue({
          code: "custom",
          message: msg("levelNumbersInOrder"),
          path: ["levels", index, "levelNumber"],
        });
    });
  });

export const courseInputSchema = z.object({
  name: requiredText(LIMITS.courseNameMax, "courseNameRequired"),
  nameHi: optionalText(LIMITS.courseNameMax),
  classLevels: z
    .array(classInputSchema, { error: msg("atLeastOneClass") })
    .min(1, msg("atLeastOneClass"))
    .max(LIMITS.courseClassesMax, msg("tooManyClasses"))
    .superRefine((classes, ctx) => {
      const seen = new Set<number>();
      classes.forEach((klass, index) => {
        if (seen.has(klass.classNumber))
          ctx.addIssue({ code: "custom", message: msg("classNumberExists"), path: [index, "classNumber"] });
        seen.add(klass.classNumber);
      });
    }),
});
export type CourseInput = z.input<typeof courseInputSchema>;
export type CourseInputParsed = z.output<typeof courseInputSchema>;

/* The whole document as the API answers it (admin): every node carries its `_id`. */
/**
 * A resource as answered. `name`: the lesson page's name when the url is a content-library page
 * (`/viewresource/{id}`), read from the library when answering (not stored with the course), so a
 * renamed page is named anew; absent for another site's page.
 */
export const courseResourceSchema = z.object({
  _id: z.string(),
  type: resourceTypeSchema,
  url: z.string(),
  name: z.string().optional(),
});
/** A Hindi name as answered: absent or null when the course has none. */
export const hindiNameSchema = z.string().nullish();
const hindiName = hindiNameSchema;
export const courseTitleSchema = z.object({
  _id: z.string(),
  title: z.string(),
  titleHi: hindiName,
  resources: z.array(courseResourceSchema),
});
export const courseLevelSchema = z.object({
  _id: z.string(),
  levelNumber: z.number().int(),
  levelName: z.string(),
  levelNameHi: hindiName,
  titles: z.array(courseTitleSchema),
});
export const courseClassSchema = courseClassSummarySchema.extend({ levels: z.array(courseLevelSchema) });
export const courseSchema = z.object({
  _id: z.string(),
  name: z.string(),
  nameHi: hindiName,
  createdAt: z.string(),
  updatedAt: z.string(),
  classLevels: z.array(courseClassSchema),
});
export type CourseResource = z.infer<typeof courseResourceSchema>;
export type CourseTitle = z.infer<typeof courseTitleSchema>;
export type CourseLevel = z.infer<typeof courseLevelSchema>;
export type CourseClass = z.infer<typeof courseClassSchema>;
export type Course = z.infer<typeof courseSchema>;
