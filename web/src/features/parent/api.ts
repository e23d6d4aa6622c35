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

/** A copy of everything Ganit holds about a linked child, saved by the browser (JSON or Excel). */
export const downloadChildData = (id: string, format: "json" | "xlsx") =>
  apiDownload(parentApiPath.parentChildExport(id, format), `ganit-child-data.${format}`);
