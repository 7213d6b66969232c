import { pickText } from "@confreg/shared";
import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Button, Result } from "antd-mobile";
import { useLocale } from "#attendee/lib/locale";
import type { LoadedConference } from "#attendee/queries/conference";

/**
 * An invoice-only collection (membership dues and the like) takes payments with invoices, not
 * registrations (spec 001 newPay). Until its payer pages exist, its pages say what it is and offer nothing
 * that would be refused.
 */
export function InvoiceOnlyNotice({ conference }: { conference: Pick<LoadedConference, "title"> }) {
  const locale = useLocale();
  const title = pickText(conference.title, locale);
  return (
    <div className="att-state" data-testid="invoice-only">
      <Result
        status="info"
        style={{ background: "transparent" }}
        title={<Trans>An invoice-only collection</Trans>}
        description={
          <Trans>
            {title} collects payments with invoices (such as membership dues); it takes no registrations.
            Paying on this site is not available yet: please contact the organisers.
          </Trans>
        }
      />
      <Link to="/">
        <Button color="primary" fill="outline" shape="rounded">
          <Trans>Other conferences</Trans>
        </Button>
      </Link>
    </div>
  );
}
