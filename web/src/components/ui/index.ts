/**
 * Ganit UI kit. Every screen builds from these pieces; see each file for the props.
 * Import each piece from its own file (`import { Button } from "@/components/ui/button.tsx"`): a
 * screen that imports this barrel downloads every piece of the kit, dialogs and all.
 * DataTable is not in this barrel: import it from "@/components/ui/data-table.tsx", so the screens
 * that show no table (login, dashboards) do not download TanStack Table with the rest of the kit.
 * DateInput is not in it either ("@/components/ui/date-input.tsx"): it binds to react-hook-form, which
 * the list screens would otherwise download with the kit.
 */
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant, buttonClasses } from "./button.tsx";
export { Card, type CardProps } from "./card.tsx";
export { Dialog, type DialogProps } from "./dialog.tsx";
export { EmptyState, type EmptyStateProps } from "./empty-state.tsx";
export { Input, type InputProps } from "./input.tsx";
export { PAGER_WINDOW, Pager, type PagerProps, pagerPages } from "./pager.tsx";
export { PasswordInput, type PasswordInputProps } from "./password-input.tsx";
export { SeatBar, type SeatBarProps } from "./seat-bar.tsx";
export { Select, type SelectOption, type SelectProps } from "./select.tsx";
export { PageSpinner, Spinner, type SpinnerProps } from "./spinner.tsx";
export { StatusBadge, type StatusBadgeProps, type StatusTone, statusTone } from "./status-badge.tsx";
export {
  nextSort,
  SortableHeader,
  type SortableHeaderProps,
  type SortDirection,
  type SortState,
  sortRows,
  Table,
  type TableColumn,
  type TableProps,
} from "./table.tsx";
