import { type AuditEventRow, type AuditPage, auditApi } from "@ganit/contracts";
import type { ReactNode } from "react";
import { fakeToken } from "@/lib/test-tokens.ts";
import { on, serveApi } from "@/test/api-handlers.ts";
import { renderSignedIn } from "@/test/render.tsx";

export const SCHOOL_ID = "3f0c7c1e-5b2a-4d6e-8f90-1a2b3c4d5e6f";
export const OPERATOR_ID = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";

/** Three events as the server words them: an approval, a failed sign-in of an unknown name, an upload. */
export const events = (): AuditEventRow[] => [
  {
    id: "e-1",
    at: "2026-11-20T06:30:00.000Z",
    action: "purchase.approved",
    actor: { id: OPERATOR_ID, name: "Anita Verifier", username: "superadmin", role: "superadmin" },
    actorRole: "superadmin",
    attemptedUsername: null,
    target: { type: "purchase", id: "c6c1f0a2-0000-4000-8000-000000000001", label: "UTR 401234567890" },
    school: { id: SCHOOL_ID, name: "Sunrise Public School" },
    ip: "203.0.113.7",
    detail: {},
  },
  {
    id: "e-2",
    at: "2026-11-20T05:00:00.000Z",
    action: "auth.login.failed",
    actor: null,
    actorRole: null,
    attemptedUsername: "principal",
    target: null,
    school: null,
    ip: "198.51.100.4",
    detail: { username: "principal" },
  },
  {
    id: "e-3",
    at: "2026-11-19T04:00:00.000Z",
    action: "student.bulk_added",
    actor: {
      id: "1b2c3d4e-0000-4000-8000-000000000002",
      name: "Sunrise Public School",
      username: "office@sunrise.test",
      role: "school",
    },
    actorRole: "school",
    attemptedUsername: null,
    target: null,
    school: { id: SCHOOL_ID, name: "Sunrise Public School" },
    ip: "203.0.113.9",
    detail: { count: 40 },
  },
];

/** GET /api/superadmin/audit with fixed rows; `handlers` answer first. The calls are kept to check what was asked. */
export function fakeAuditApi(...handlers: ReturnType<typeof on>[]) {
  return serveApi(
    ...handlers,
    on(auditApi.list, (call): AuditPage => {
      const params = call.url.searchParams;
      const rows = events().filter(
        (event) =>
          (!params.get("schoolId") || event.school?.id === params.get("schoolId")) &&
          (!params.get("action") || event.action === params.get("action")),
      );
      return { items: rows, total: rows.length, page: Number(params.get("page") ?? 1), limit: 25 };
    }),
  );
}

export const renderScreen = (path: string, screen: ReactNode, url: string = path) =>
  renderSignedIn(fakeToken("superadmin"), path, screen, url);
