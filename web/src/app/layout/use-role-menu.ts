import type { Role } from "@ganit/contracts";
import { useDemoOutbox } from "@/lib/demo-outbox-api.ts";
import { DEMO_OUTBOX_LINK, type NavItem, roleMenu } from "../navigation.ts";

/**
 * The role's menu; a demo's superadmin also gets its mail outbox (before Profile), once the server
 * has answered that it runs the demo. A production server answers 404 once and the menu stays as
 * the product defines it.
 */
export function useRoleMenu(role: Role): readonly NavItem[] {
  const demo = useDemoOutbox(role === "superadmin");
  const items = roleMenu(role);
  if (role !== "superadmin" || !demo.isSuccess) return items;
  const profileAt = items.findIndex((item) => item.labelKey === "nav.profile");
  const at = profileAt === -1 ? items.length : profileAt;
  return [...items.slice(0, at), DEMO_OUTBOX_LINK, ...items.slice(at)];
}
