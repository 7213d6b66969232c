import type { Bilingual } from "@confreg/shared";
import { Trans } from "@lingui/react/macro";
import { Tag } from "antd";
import { titleOf, useAdminLocale } from "#admin/format";

/** A check-in point's name in the viewer's language, marked when it is the conference's main point. */
export function PointName({ point }: { point: { name: Bilingual; isMain: boolean } }) {
  const locale = useAdminLocale();
  return (
    <span className="adm-point-name">
      {titleOf(point.name, locale)}
      {point.isMain && (
        <Tag color="blue" className="adm-point-main" data-testid="point-main">
          <Trans>Main point</Trans>
        </Tag>
      )}
    </span>
  );
}
