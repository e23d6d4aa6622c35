/**
 * The syllabus's generators written for Classes 6 and 7 (one file each, calling `defineGenerator`),
 * in the order the editor lists them; ../registry.ts adds this list to the one registry.
 */
export const SYLLABUS_CLASSES_6_7 = [] as const;
