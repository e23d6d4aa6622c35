import {
  privacyConsentConfirm,
  privacyConsentExport,
  privacyConsentRecords,
  privacyConsentView,
  privacyConsentWithdraw,
} from "@ganit/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "@/lib/client.ts";

/** The parent's consent link: its state, confirm, withdraw, and the copy of the child's data. */
export function useConsent(token: string) {
  return useQuery({
    queryKey: ["consent", token],
    queryFn: () => call(privacyConsentView, { params: { token } }),
    enabled: token.length > 0,
    retry: false,
  });
}

export function useConsentAction(token: string, action: "confirm" | "withdraw") {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      call(action === "confirm" ? privacyConsentConfirm : privacyConsentWithdraw, { params: { token } }),
    onSettled: () => client.invalidateQueries({ queryKey: ["consent", token] }),
  });
}

export const childCopy = (token: string) => call(privacyConsentExport, { params: { token } });

/** The operator's consent records. */
export const useConsentRecords = () =>
  useQuery({ queryKey: ["privacy", "consents"], queryFn: () => call(privacyConsentRecords, {}) });
