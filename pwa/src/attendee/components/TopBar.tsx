import { type AttendeeAccount, pickText } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import type { ActionSheetProps } from "antd-mobile";
import { lazy, Suspense, useState } from "react";
import { useLocale } from "#attendee/lib/locale";
import type { LoadedConference } from "#attendee/queries/conference";
import { useLogout } from "#attendee/queries/session";
import { activateLocale } from "#i18n";
import { LanguageToggle } from "#shell/LanguageToggle";
import { GlobeIcon, ListIcon, LogoutIcon, MenuIcon, PlusIcon } from "./icons";
import { showToast } from "./toast";

// The menu's sheet loads with the first signed-in page, not with the login page.
const ActionSheet = lazy(() => import("./on-demand").then((module) => ({ default: module.ActionSheet })));

type Props = { conference: LoadedConference | undefined; account: AttendeeAccount | null; invcode?: string };

/** The conference title, the language switch and, once signed in, the navigation menu (spec 000 §2). */
export function TopBar({ conference, account, invcode }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const logout = useLogout();

  const conferenceId = conference?.id;
  const signOut = () => {
    if (conferenceId === undefined) return;
    logout.mutate(account?.id ?? null, {
      onSuccess: () => {
        void navigate({
          to: "/register/$conferenceId/user/login",
          params: { conferenceId },
          search: { invcode },
        });
      },
      onError: () => {
        showToast({ icon: "fail", content: t`Sign-out failed. Please try again later.` });
      },
    });
  };

  // An invoice-only collection takes no registrations: nothing to offer that would be refused.
  const registers = conference !== undefined && !conference.settings.isOnlyinvoice;
  const actions: ActionSheetProps["actions"] =
    conferenceId === undefined
      ? []
      : [
          {
            key: "new",
            text: (
              <span className="att-menu-item" data-testid="menu-new-registration">
                <PlusIcon size={18} />
                <Trans>New registration</Trans>
              </span>
            ),
            onClick: () =>
              void navigate({
                to: "/register/$conferenceId/user/preRegist",
                params: { conferenceId },
                search: { invcode },
              }),
          },
          {
            key: "mine",
            text: (
              <span className="att-menu-item" data-testid="menu-my-registrations">
                <ListIcon size={18} />
                <Trans>My registrations</Trans>
              </span>
            ),
            onClick: () =>
              void navigate({
                to: "/register/$conferenceId/user/registerList",
                params: { conferenceId },
                search: { invcode },
              }),
          },
          ...(conference?.settings.isPaper
            ? [
                {
                  key: "papers",
                  text: (
                    <span className="att-menu-item" data-testid="menu-my-papers">
                      <ListIcon size={18} />
                      <Trans>My papers</Trans>
                    </span>
                  ),
                  onClick: () =>
                    void navigate({
                      to: "/register/$conferenceId/user/mypaper",
                      params: { conferenceId },
                      search: { invcode },
                    }),
                },
              ]
            : []),
          {
            key: "language",
            text: (
              <span className="att-menu-item" data-testid="menu-language">
                <GlobeIcon size={18} />
                {locale === "zh" ? "English" : "中文"}
              </span>
            ),
            onClick: () => void activateLocale(locale === "zh" ? "en" : "zh"),
          },
          {
            key: "logout",
            danger: true,
            text: (
              <span className="att-menu-item" data-testid="menu-sign-out">
                <LogoutIcon size={18} />
                <Trans>Sign out</Trans>
              </span>
            ),
            onClick: signOut,
          },
        ];

  const who = account ? account.email || account.phoneMasked : "";
  return (
    <header className="att-topbar">
      <div className="att-topbar-inner">
        <div className="att-topbar-title" data-testid="conference-title">
          {conference ? pickText(conference.title, locale) : <Trans>Conference registration</Trans>}
        </div>
        <LanguageToggle className="att-topbar-lang" />
        {account && (
          <button
            type="button"
            className="att-topbar-menu"
            aria-label={t`Menu`}
            onClick={() => setMenuOpen(true)}
            data-testid="menu-button"
          >
            <MenuIcon />
          </button>
        )}
      </div>
      {account && (
        <Suspense>
          <ActionSheet
            visible={menuOpen}
            actions={registers ? actions : actions.filter((action) => action.key !== "new")}
            extra={
              who ? (
                <span className="att-menu-who">
                  <Trans>Signed in as {who}</Trans>
                </span>
              ) : undefined
            }
            cancelText={t`Cancel`}
            closeOnAction
            onClose={() => setMenuOpen(false)}
            safeArea
          />
        </Suspense>
      )}
    </header>
  );
}
