import {
  AlertOutlined,
  AppstoreOutlined,
  AreaChartOutlined,
  AuditOutlined,
  BarChartOutlined,
  CheckSquareOutlined,
  ContactsOutlined,
  DesktopOutlined,
  EditOutlined,
  FileDoneOutlined,
  FileTextOutlined,
  FormOutlined,
  HomeOutlined,
  IdcardOutlined,
  MailOutlined,
  PayCircleOutlined,
  PercentageOutlined,
  PrinterOutlined,
  SettingOutlined,
  TeamOutlined,
  UserAddOutlined,
  UsergroupAddOutlined,
  UserSwitchOutlined,
} from "@ant-design/icons";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ReactNode } from "react";
import type { AdminPage } from "./scope";

/**
 * Sidebar, tabs and window title of each page of the home shell. Who may open a page is `pagePermission`
 * (scope.ts, beside the routes that check it, so the route tree does not load the icons).
 */
export const pageMeta: Record<AdminPage, { title: MessageDescriptor; icon: ReactNode }> = {
  registerList: { title: msg`Registration list`, icon: <TeamOutlined /> },
  paylist: { title: msg`Payment list`, icon: <PayCircleOutlined /> },
  paymentAlerts: { title: msg`Payment alerts`, icon: <AlertOutlined /> },
  invoiceList: { title: msg`Invoice management`, icon: <FileTextOutlined /> },
  checklist: { title: msg`Check-in list`, icon: <CheckSquareOutlined /> },
  checkinBoard: { title: msg`Check-in board`, icon: <BarChartOutlined /> },
  printlist: { title: msg`Badge printing`, icon: <PrinterOutlined /> },
  badgeDesigner: { title: msg`Badge designer`, icon: <IdcardOutlined /> },
  kioskPairing: { title: msg`Kiosk pairing`, icon: <DesktopOutlined /> },
  outbox: { title: msg`Outbox`, icon: <MailOutlined /> },
  confernce: { title: msg`Conference list`, icon: <AppstoreOutlined /> },
  confernceDetail: { title: msg`Conference detail`, icon: <FormOutlined /> },
  registerEdit: { title: msg`Edit registration`, icon: <EditOutlined /> },
  addRegisterMember: { title: msg`Add registered member`, icon: <UserAddOutlined /> },
  addNewRegisterMember: { title: msg`Add registered member`, icon: <UserAddOutlined /> },
  dashboard: { title: msg`Dashboard`, icon: <AreaChartOutlined /> },
  auditLog: { title: msg`Audit log`, icon: <AuditOutlined /> },
  systemSettings: { title: msg`System settings`, icon: <SettingOutlined /> },
  accountList: { title: msg`Account list`, icon: <UserSwitchOutlined /> },
  societyMembers: { title: msg`Members and committee`, icon: <ContactsOutlined /> },
  acceptedPapers: { title: msg`Accepted papers`, icon: <FileDoneOutlined /> },
  hotelTranslist: { title: msg`Lodging and transport`, icon: <HomeOutlined /> },
  groupList: { title: msg`Group discounts`, icon: <UsergroupAddOutlined /> },
  groupSchemeList: { title: msg`Discount plans`, icon: <PercentageOutlined /> },
};
