import { PrinterOutlined } from "@ant-design/icons";
import { type BadgeRow, checkInReasonLabels, printTypeLabels } from "@confreg/shared";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Button, Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import { actionsColumn, conferenceColumn, indexColumn } from "#admin/components/list-columns";
import { emptyMark, titleOf } from "#admin/format";

type Options = {
  /** Read at every render: titles follow the language the moment it changes. */
  i18n: I18n;
  showConference: boolean;
  showUnit: boolean;
  offset: number;
  narrow: boolean;
  busy: boolean;
  onPrint: (row: BadgeRow) => void;
};

const titles = {
  index: msg`No.`,
  name: msg`Name`,
  conference: msg`Conference`,
  unit: msg`Unit`,
  type: msg`Type`,
  preview: msg`Badge preview`,
  printed: msg`Printed`,
  actions: msg`Actions`,
  print: msg`Print`,
};

/**
 * The print list's columns (spec 002 §2), with those who may not check in marked under their name;
 * built at every render, so a language switch shows at once.
 */
export function printColumns(o: Options): ColumnsType<BadgeRow> {
  const locale = o.i18n.locale === "en" ? "en" : "zh";
  const title = (key: keyof typeof titles) => o.i18n._(titles[key]);
  const columns: ColumnsType<BadgeRow> = [
    indexColumn(title("index"), o.offset),
    {
      key: "name",
      title: title("name"),
      width: 130,
      fixed: o.narrow ? undefined : "start",
      render: (_v, row) => (
        <div className="adm-name-cell">
          <span className="bdg-name" data-testid="print-name">
            {row.name}
          </span>
          {row.nameEn && row.nameEn !== row.name && <span className="adm-sub">{row.nameEn}</span>}
          {/* The kiosk would refuse them: printing asks for the reason (use-badge-print). */}
          {!row.checkIn.eligible && (
            <Tag color="warning" variant="outlined" className="bdg-ineligible" data-testid="print-ineligible">
              {o.i18n._(checkInReasonLabels[row.checkIn.reason])}
            </Tag>
          )}
        </div>
      ),
    },
  ];
  if (o.showConference) columns.push(conferenceColumn(title("conference"), locale));
  if (o.showUnit)
    columns.push({
      key: "unit",
      title: title("unit"),
      width: 200,
      ellipsis: { showTitle: true },
      render: (_v, row) => <span data-testid="print-unit">{row.unit || emptyMark}</span>,
    });
  columns.push(
    {
      key: "type",
      title: title("type"),
      width: 150,
      render: (_v, row) => (
        <div className="adm-name-cell">
          <span data-testid="print-type">
            {row.printType === null ? emptyMark : o.i18n._(printTypeLabels[row.printType])}
          </span>
          <span className="adm-sub">{titleOf(row.participantType.title, locale)}</span>
        </div>
      ),
    },
    {
      key: "preview",
      title: title("preview"),
      width: 260,
      render: (_v, row) => (
        <div className="bdg-preview" data-testid="print-preview">
          <div className={[...row.name].length < 6 ? "bdg-preview-name" : "bdg-preview-name bdg-long"}>
            {row.name}
          </div>
          {o.showUnit && row.unit && <div className="bdg-preview-unit">{row.unit}</div>}
        </div>
      ),
    },
    {
      key: "printed",
      title: title("printed"),
      width: 90,
      align: "center",
      render: (_v, row) =>
        row.printCount > 0 ? (
          <Tag color="blue" variant="outlined" data-testid="print-count">
            × {row.printCount}
          </Tag>
        ) : (
          <span className="adm-sub">{emptyMark}</span>
        ),
    },
    actionsColumn(title("actions"), 96, o.narrow, (row) => (
      <Button
        size="small"
        icon={<PrinterOutlined />}
        disabled={o.busy}
        onClick={() => o.onPrint(row)}
        data-testid="print-row"
      >
        {title("print")}
      </Button>
    )),
  );
  return columns;
}
