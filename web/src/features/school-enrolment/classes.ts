import { LIMITS } from "@ganit/contracts";

/** Classes 1 to 10, as the student-class filters offer them. */
export const CLASS_NUMBERS = Array.from(
  { length: LIMITS.classMax - LIMITS.classMin + 1 },
  (_, index) => LIMITS.classMin + index,
);
