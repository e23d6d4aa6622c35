import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/page-header.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { PageSpinner } from "@/components/ui/spinner.tsx";
import { apiErrorMessage } from "@/lib/messages.ts";
import { useProfile } from "./api.ts";
import { ChangePasswordForm } from "./change-password-form.tsx";
import { ProfileDetails } from "./profile-details.tsx";
import { SignOutEverywhere } from "./sign-out-everywhere.tsx";
import "./i18n.ts";

/** /profile (all roles): account details, role details, Change Password and Sign out everywhere. */
export default function ProfilePage() {
  const { t } = useTranslation("profile");
  const profile = useProfile();

  return (
    <div className="container-page py-8 sm:py-12">
      <PageTitle title={t("title")} subtitle={t("subtitle")} className="mb-8" wide />
      {profile.isPending ? (
        <PageSpinner />
      ) : profile.isError ? (
        <Card tone="accent" title={t("loadFailed")}>
          <p className="mb-4 text-ink-muted">{apiErrorMessage(profile.error, "")}</p>
          <Button onClick={() => void profile.refetch()}>{t("retry")}</Button>
        </Card>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
          <ProfileDetails profile={profile.data} />
          <div className="flex flex-col gap-6">
            <ChangePasswordForm username={profile.data.username} />
            <SignOutEverywhere />
          </div>
        </div>
      )}
    </div>
  );
}
