/**
 * The syllabus's generators written for Classes 8 to 10 (one file each, calling `defineGenerator`),
 * in the order the editor lists them; ../registry.ts adds this list to the one registry.
 */
export const SYLLABUS_CLASSES_8_10 = [] as const;
