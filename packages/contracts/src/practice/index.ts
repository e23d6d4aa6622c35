/**
 * The practice engine, shared by the server and the phone (docs/adr/0331-practice-engine-in-contracts.md):
 * grading of every question kind, the question generators, the seeded random numbers behind them,
 * the mastery rules and skill levels. No dependency, no zod: the student's screen imports it as is.
 */
export * from "./answer-forms.ts";
export * from "./expression/forms.ts";
export * from "./expression/parse.ts";
export * from "./expression/speak.ts";
export * from "./generators/index.ts";
export * from "./grade/index.ts";
export * from "./grade/solution.ts";
export * from "./html.ts";
export * from "./mastery.ts";
export * from "./numbers.ts";
export * from "./random.ts";
export * from "./student.ts";
export * from "./touch.ts";
