/**
 * The syllabus's generators written for Classes 4 and 5 (one file each, calling `defineGenerator`),
 * in the order the editor lists them; ../registry.ts adds this list to the one registry.
 */
export const SYLLABUS_CLASSES_4_5 = [] as const;
