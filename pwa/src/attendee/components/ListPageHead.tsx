import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";

/** A list page's title with how many items it has in all (registerList, mypaper). */
export function ListPageHead({ title, total, testId }: { title: ReactNode; total: number; testId: string }) {
  return (
    <div className="att-page-head">
      <h1 className="att-page-title">{title}</h1>
      <span className="att-page-count" data-testid={testId}>
        <Trans>{total} in total</Trans>
      </span>
    </div>
  );
}
