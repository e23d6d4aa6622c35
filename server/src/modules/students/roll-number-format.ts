/** The school's running roll number, zero-padded to four digits: "0001", …, "10000" after "9999". */
export const formatRollNumber = (n: number) => String(n).padStart(4, "0");
