import { type Dashboard, dashboardMoneyFigures } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatAmount, useAdminLocale } from "#admin/format";
import { FigureLink } from "./FigureLink";

type Props = { money: Dashboard["money"]; conferenceId: string };

/** The money of each line state, per currency, each opening the payment list of that state. */
export function MoneyFigures({ money, conferenceId }: Props) {
  const { i18n } = useLingui();
  const locale = useAdminLocale();
  return (
    <div className="adm-dash-money" data-testid="dashboard-money">
      {dashboardMoneyFigures.map((figure) => {
        const rows = money.filter((row) => row.payStatus === figure.payStatus);
        const lines = rows.reduce((sum, row) => sum + row.lines, 0);
        const amounts = rows.map((row) => formatAmount(row[figure.amount], row.currency, locale));
        return (
          <FigureLink
            key={figure.payStatus}
            conferenceId={conferenceId}
            target={{ page: "paylist", search: { payStatus: figure.payStatus } }}
            testId={`dashboard-money-${figure.payStatus}`}
            className="adm-dash-money-card"
          >
            <span className="adm-dash-money-label">{i18n._(figure.label)}</span>
            <span className="adm-dash-money-amount">
              {amounts.length > 0 ? amounts.join(" · ") : formatAmount(0, "CNY", locale)}
            </span>
            <span className="adm-dash-money-lines">
              <Trans>{lines} payment lines</Trans>
            </span>
          </FigureLink>
        );
      })}
    </div>
  );
}
