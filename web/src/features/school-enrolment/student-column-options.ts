/**
 * The options of the columns both enrolment tables (candidates, enrolled) show alike: the roll
 * number, and the name that titles a row's card on small screens.
 */
export const rollNumberColumnOptions = (header: string) => ({
  header,
  meta: { className: "whitespace-nowrap tabular-nums" },
});

export const nameColumnOptions = (header: string) => ({
  header,
  meta: { cardRole: "title" as const, className: "font-semibold text-brand-950" },
});

/** The widest a name or an e-mail may make its column before it is cut (whole on hover and focus). */
export const COLUMN_WIDTHS = { name: "18ch", email: "28ch" } as const;
