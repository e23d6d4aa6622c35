import { useEffect } from "react";
import { toast } from "sonner";
import { translateMessage } from "@/lib/messages.ts";

/**
 * The spec's toasts when the wizard's data does not load: 'Failed to load course data.' (catalogue or
 * the school's courses) and 'Failed to load discount information.' — once each, not on every render.
 */
export function useLoadToasts({ courses, discount }: { courses: boolean; discount: boolean }) {
  useEffect(() => {
    if (courses) toast.error(translateMessage("courseDataLoadFailed"), { id: "purchase-courses-load" });
  }, [courses]);
  useEffect(() => {
    if (discount) toast.error(translateMessage("discountLoadFailed"), { id: "purchase-discount-load" });
  }, [discount]);
}
