import {
  type BuyForSchool,
  type BuyForStudents,
  type EnablementKind,
  LIMITS,
  type MyCoursesResponse,
  type PublicCourse,
  type PurchasedCourse,
  percentToBasisPoints,
  priceInPaise,
  type QuoteRequest,
  rupeesToPaise,
} from "@ganit/contracts";

/**
 * The wizard's step 1 as plain data and functions (no React), so the rules of the spec — what can be
 * chosen, what a selection costs, what is sent — are tested on their own and shared by both pages.
 */

/** A class as the wizard shows it: free to choose, bought (with its seats), or under review. */
export type ClassState =
  | { status: "available" }
  | { status: "bought"; currentStudents: number; studentLimit: number | null }
  | { status: "review" };

export type ClassOption = {
  classNumber: number;
  pricePerStudent: number;
  pricePerSchool: number;
  state: ClassState;
};

export type CourseOption = {
  courseId: string;
  name: string;
  classes: ClassOption[];
  /** Every class is bought or under review: nothing left to choose (spec §4 "locked"). */
  locked: boolean;
};

/** Per course, per class number: the student limit (students) or 1 for a ticked class (school); 0 = not chosen. */
export type Selection = Record<string, Record<number, number>>;

/** A purchased class's status as the spec shows it: active is bought; any other existing status is under review. */
function stateOf(purchased: PurchasedCourse | undefined, classNumber: number): ClassState {
  const found = purchased?.purchasedClasses.find((klass) => klass.classNumber === classNumber);
  if (!found) return { status: "available" };
  if (found.status === "active")
    return { status: "bought", currentStudents: found.currentStudents, studentLimit: found.studentLimit };
  return { status: "review" };
}

/** The public catalogue merged with what the school already has of the chosen kind. */
export function courseOptions(
  catalogue: readonly PublicCourse[],
  mine: MyCoursesResponse["data"],
  kind: EnablementKind,
): CourseOption[] {
  const purchased = kind === "students" ? mine.studentCourses : mine.schoolCourses;
  return catalogue.map((course) => {
    const owned = purchased.find((entry) => entry.courseId === course._id);
    const classes = [...course.classLevels]
      .sort((a, b) => a.classNumber - b.classNumber)
      .map((klass) => ({ ...klass, state: stateOf(owned, klass.classNumber) }));
    return {
      courseId: course._id,
      name: course.name,
      classes,
      locked: classes.every((klass) => klass.state.status !== "available"),
    };
  });
}

/**
 * What a typed student limit means: digits only, a whole number (an empty box is 0, not chosen), never
 * more than the server accepts. Anything else (`2.5`, `1e3`, `-2`, `abc`) is `null`: refused with a
 * message, never read as some other number (`2.5` once became 25 seats as it was typed).
 */
export function parseLimit(raw: string): number | null {
  const text = raw.trim();
  if (text === "") return 0;
  if (!/^\d+$/.test(text)) return null;
  return Math.min(Number(text), LIMITS.seatsMax);
}

/** The chosen classes with their count (limit or 1), in catalogue order, only the available ones. */
export function chosenLines(options: readonly CourseOption[], selection: Selection) {
  return options.flatMap((course) =>
    course.classes
      .filter(
        (klass) =>
          klass.state.status === "available" && (selection[course.courseId]?.[klass.classNumber] ?? 0) > 0,
      )
      .map((klass) => ({ course, klass, count: selection[course.courseId]?.[klass.classNumber] ?? 0 })),
  );
}

export type Totals = { subtotal: number; discount: number; tax: 0; total: number };

/**
 * The running total in rupees, computed as the server does (integer paise, `priceInPaise` of the
 * contracts): Σ pricePerStudent × limit, or Σ pricePerSchool, less the discount percent; tax 0.
 */
export function totalsOf(
  options: readonly CourseOption[],
  selection: Selection,
  kind: EnablementKind,
  discountPercent: number,
): Totals {
  const amounts = chosenLines(options, selection).map(({ klass, count }) =>
    kind === "students" ? rupeesToPaise(klass.pricePerStudent) * count : rupeesToPaise(klass.pricePerSchool),
  );
  const paise = priceInPaise(amounts, percentToBasisPoints(discountPercent));
  return { subtotal: paise.subtotal / 100, discount: paise.discount / 100, tax: 0, total: paise.total / 100 };
}

/** Seats for one renewal at the catalogue's price, the same way. */
export function renewalTotals(pricePerStudent: number, seats: number, discountPercent: number): Totals {
  const paise = priceInPaise([rupeesToPaise(pricePerStudent) * seats], percentToBasisPoints(discountPercent));
  return { subtotal: paise.subtotal / 100, discount: paise.discount / 100, tax: 0, total: paise.total / 100 };
}

/** `coursesForStudents` of the payload: classes with limit 0 dropped, courses left empty dropped. */
export function coursesForStudents(
  options: readonly CourseOption[],
  selection: Selection,
): BuyForStudents["coursesForStudents"] {
  return groupByCourse(options, selection).map(({ courseId, lines }) => ({
    courseId,
    active: true,
    classDetails: lines.map(({ klass, count }) => ({ classNumber: klass.classNumber, studentLimit: count })),
  }));
}

/** `coursesForSchool` of the payload: the ticked classes of each course. */
export function coursesForSchool(
  options: readonly CourseOption[],
  selection: Selection,
): BuyForSchool["coursesForSchool"] {
  return groupByCourse(options, selection).map(({ courseId, lines }) => ({
    courseId,
    active: true,
    classNumbers: lines.map(({ klass }) => klass.classNumber),
  }));
}

function groupByCourse(options: readonly CourseOption[], selection: Selection) {
  const lines = chosenLines(options, selection);
  const ids = [...new Set(lines.map((line) => line.course.courseId))];
  return ids.map((courseId) => ({
    courseId,
    lines: lines.filter((line) => line.course.courseId === courseId),
  }));
}

/** What step 2 asks the server to price: the same selection as the purchase, without a UTR. */
export function quoteRequestOf(
  options: readonly CourseOption[],
  selection: Selection,
  kind: EnablementKind,
): QuoteRequest {
  return kind === "students"
    ? { kind, coursesForStudents: coursesForStudents(options, selection) }
    : { kind, coursesForSchool: coursesForSchool(options, selection) };
}
