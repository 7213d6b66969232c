import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { Outlet, useParams, useRouter } from "@tanstack/react-router";
import { App as AntApp, ConfigProvider } from "antd";
import enUS from "antd/locale/en_US";
import zhCN from "antd/locale/zh_CN";
import dayjs from "dayjs";
import "dayjs/locale/zh-cn";
import { useEffect, useMemo } from "react";
import { ApiClientError } from "#api/errors";
import { adminRootKey } from "./queries/keys";
import { clearAdminData } from "./queries/session";
import { adminTheme } from "./theme";
import { useReducedMotion } from "./use-media-query";
import "./admin.css";

const isAdminKey = (key: readonly unknown[] | undefined) => key?.[0] === adminRootKey[0];
const isExpiredSession = (error: unknown) =>
  error instanceof ApiClientError && error.status === 401 && error.code === "UNAUTHENTICATED";

/**
 * When the session ends while a page is open (expiry, sign-out in another tab), any back-office request
 * answers 401: forget the cached data and go to the login page of the same scope.
 */
function useLoginOnExpiredSession() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const { conferenceId } = useParams({ from: "/$conferenceId/manager" });
  useEffect(() => {
    const toLogin = async () => {
      if (!router.state.location.pathname.includes("/manager/home")) return;
      await router.navigate({ to: "/$conferenceId/manager/login", params: { conferenceId } });
      clearAdminData(queryClient);
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error" && isAdminKey(event.query.queryKey)) {
        if (isExpiredSession(event.action.error)) void toLogin();
      }
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error" && isExpiredSession(event.action.error)) {
        void toLogin();
      }
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, router, conferenceId]);
}

/**
 * The back office: antd themed in the brand blue, its own language following Lingui's, without animations
 * where the system asks for less motion.
 */
export function AdminArea() {
  const { i18n } = useLingui();
  const reducedMotion = useReducedMotion();
  const theme = useMemo(
    () => (reducedMotion ? { ...adminTheme, token: { ...adminTheme.token, motion: false } } : adminTheme),
    [reducedMotion],
  );
  const zh = i18n.locale !== "en";
  // Date pickers and relative times read dayjs's global locale; setting it again is harmless.
  dayjs.locale(zh ? "zh-cn" : "en");
  useLoginOnExpiredSession();
  return (
    <ConfigProvider theme={theme} locale={zh ? zhCN : enUS}>
      <AntApp className="adm-root">
        <Outlet />
      </AntApp>
    </ConfigProvider>
  );
}
