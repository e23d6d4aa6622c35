/**
 * The syllabus's generators written for Classes 1 to 3 (one file each, calling `defineGenerator`),
 * in the order the editor lists them; ../registry.ts adds this list to the one registry.
 */
export const SYLLABUS_CLASSES_1_3 = [] as const;
