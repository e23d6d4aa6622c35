import {
  type ParentAddChildRequest,
  type ParentJoinRequest,
  type ParentSettings,
  parentAddChild,
  parentApiPath,
  parentChildren,
  parentChildWeek,
  parentJoin,
  parentSettingsUpdate,
  parentSummaryNow,
  parentSummaryStop,
  usersLogin,
} from "@ganit/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiDownload } from "@/lib/api.ts";
import { call } from "@/lib/client.ts";

/** The parent's children and settings. */
export const useChildren = () =>
  useQuery({ queryKey: ["parent", "children"], queryFn: () => call(parentChildren, {}) });

/** One child's last 7 days. */
export const useChildWeek = (id: string | undefined) =>
  useQuery({
    queryKey: ["parent", "week", id],
    queryFn: () => call(parentChildWeek, { params: { id: id ?? "" } }),
    enabled: Boolean(id),
  });

export function useAddChild() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ParentAddChildRequest) => call(parentAddChild, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["parent"] }),
  });
}

export function useParentSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ParentSettings) => call(parentSettingsUpdate, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["parent", "children"] }),
  });
}

/** Signs a parent up with their code, then signs them in with the same e-mail and password. */
export const useJoin = () =>
  useMutation({
    mutationFn: async (body: ParentJoinRequest) => {
      await call(parentJoin, { body });
      // The account's username is its e-mail, or its mobile number when it has none (the login reads it as typed).
      return call(usersLogin, {
        body: { username: body.email || body.phone || "", password: body.password },
      });
    },
  });

/** This week's summary mailed now, besides Sunday's. */
export const useSummaryNow = () => useMutation({ mutationFn: () => call(parentSummaryNow, {}) });

export const useStopSummary = () =>
  useMutation({ mutationFn: (token: string) => call(parentSummaryStop, { body: { token } }) });

/**
 * A copy of everything Ganit holds about a linked child, saved by the browser (JSON or Excel). A
 * parent of two children, or one who downloads again next month, finds each file by its name:
 * the child's first name (their id when it has no letters a file name keeps) and the day.
 */
export const downloadChildData = (child: { id: string; name: string }, format: "json" | "xlsx") =>
  apiDownload(parentApiPath.parentChildExport(child.id, format), childDataFileName(child, format), {
    ownName: true,
  });

export function childDataFileName(
  child: { id: string; name: string },
  format: "json" | "xlsx",
  now = new Date(),
) {
  const first = (child.name.trim().split(/\s+/)[0] ?? "").slice(0, 40).toLowerCase();
  const slug = first.normalize("NFC").replace(/[^\p{L}\p{M}\p{N}]+/gu, "");
  const two = (n: number) => String(n).padStart(2, "0");
  const day = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
  return `ganit-${slug || child.id}-data-${day}.${format}`;
}
