/**
 * Rows read course by course (a class a row) as one entry a course, in the order read: `newCourse`
 * makes a course's entry from its first row, `addClass` adds each row's class to it.
 */
export function groupByCourse<Row extends { courseId: string }, Course>(
  rows: Iterable<Row>,
  newCourse: (row: Row) => Course,
  addClass: (course: Course, row: Row) => void,
): Course[] {
  const byCourse = new Map<string, Course>();
  for (const row of rows) {
    let course = byCourse.get(row.courseId);
    if (!course) {
      course = newCourse(row);
      byCourse.set(row.courseId, course);
    }
    addClass(course, row);
  }
  return [...byCourse.values()];
}
