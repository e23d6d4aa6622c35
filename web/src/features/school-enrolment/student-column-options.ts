/** The widest a name or an e-mail may make its column in the enrolment tables before it is cut (whole on hover and focus). */
export const COLUMN_WIDTHS = { name: "18ch", email: "28ch" } as const;
