/**
 * The Math Aptitude Exam figures the product promises, in rupees. The up-skilling kit is the coding program
 * plus the voucher; it is awarded at district level and again at state level.
 */
export const CODING_PROGRAM_RUPEES = 15_000;
export const VOUCHER_RUPEES = 2_500;
export const UPSKILLING_KIT_RUPEES = CODING_PROGRAM_RUPEES + VOUCHER_RUPEES;
export const TEACHER_AWARD_KIT_RUPEES = 2_500;
export const EXAM_CLASSES = { from: 3, to: 9 } as const;

const indianGrouping = new Intl.NumberFormat("en-IN");

/** 17500 → "17,500"; 150000 → "1,50,000" (Indian digit grouping, used in both languages). */
export const formatRupeeAmount = (rupees: number) => indianGrouping.format(rupees);
