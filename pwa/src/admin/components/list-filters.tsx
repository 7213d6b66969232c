import { SearchOutlined, UndoOutlined } from "@ant-design/icons";
import { Trans } from "@lingui/react/macro";
import { Button } from "antd";

/** The filter form's Reset and Search; the test ids are `<prefix>-reset` and `<prefix>-search`. */
export function FilterActions({ onReset, testIdPrefix }: { onReset: () => void; testIdPrefix: string }) {
  return (
    <div className="adm-filter-actions">
      <Button icon={<UndoOutlined />} onClick={onReset} data-testid={`${testIdPrefix}-reset`}>
        <Trans>Reset</Trans>
      </Button>
      <Button
        type="primary"
        htmlType="submit"
        icon={<SearchOutlined />}
        data-testid={`${testIdPrefix}-search`}
      >
        <Trans>Search</Trans>
      </Button>
    </div>
  );
}
