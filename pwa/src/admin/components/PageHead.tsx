import type { ReactNode } from "react";

type Props = {
  title: ReactNode;
  /** The line under the title: what the page is for, or whose it is. */
  sub: ReactNode;
  titleTestId?: string;
};

/** A back-office page's heading: its title and a line under it. */
export function PageHead({ title, sub, titleTestId }: Props) {
  return (
    <div className="adm-page-head">
      <div>
        <h1 className="adm-page-title" data-testid={titleTestId}>
          {title}
        </h1>
        <p className="adm-page-sub">{sub}</p>
      </div>
    </div>
  );
}
