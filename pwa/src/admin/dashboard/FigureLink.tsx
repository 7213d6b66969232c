import type { invoiceList, paymentList, registrationList } from "@confreg/shared";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { ListSearch } from "#admin/lists/list-search";
import { useCan } from "#admin/permissions";
import { type AdminPage, pagePermission } from "#admin/scope";

/** The lists a figure may open, with the filters their URLs take (each list's own search type). */
type Target =
  | { page: "registerList" | "checklist"; search: ListSearch<typeof registrationList> }
  | { page: "paylist"; search: ListSearch<typeof paymentList> }
  | { page: "invoiceList"; search: ListSearch<typeof invoiceList> };

type Props = {
  conferenceId: string;
  target: Target;
  testId: string;
  className?: string;
  children: ReactNode;
};

/**
 * A figure that opens the list it counts, filtered the same way; plain text for an account that may not
 * open that list.
 */
export function FigureLink({ conferenceId, target, testId, className, children }: Props) {
  const page: AdminPage = target.page;
  if (!useCan(pagePermission[page]))
    return (
      <span className={className} data-testid={testId}>
        {children}
      </span>
    );
  return (
    <Link
      to={`/$conferenceId/manager/home/${target.page}`}
      params={{ conferenceId }}
      // Target pairs each page with its own search type; the router's union of four routes cannot tell.
      search={target.search as never}
      data-testid={testId}
      className={className}
    >
      {children}
    </Link>
  );
}
export type FigureTarget = Target;
