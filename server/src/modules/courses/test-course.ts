import type { CourseInput } from "@ganit/contracts";

type Level = NonNullable<CourseInput["classLevels"][number]["levels"]>[number];
type Title = NonNullable<Level["titles"]>[number];

/**
 * The input of a test course whose every class has one level (`levelName` names it by its class)
 * holding the same titles: the course the tests' helpers save.
 */
export const oneLevelCourse = (
  name: string,
  classes: { classNumber: number; pricePerStudent: number; pricePerSchool: number }[],
  levelName: (classNumber: number) => string,
  titles: Title[],
): CourseInput => ({
  name,
  classLevels: classes.map((klass) => ({
    ...klass,
    levels: [{ levelNumber: 1, levelName: levelName(klass.classNumber), titles }],
  })),
});
