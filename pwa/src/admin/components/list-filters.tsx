import { SearchOutlined, UndoOutlined } from "@ant-design/icons";
import type { AdminConference, AdminScope } from "@confreg/shared";
import { Trans } from "@lingui/react/macro";
import { Button } from "antd";

/** What a list page gives its filter form: the URL's search, and where the chosen filters go. */
export type ListFilterProps<Search, Filters> = {
  scope: AdminScope;
  search: Search;
  conferences: AdminConference[] | undefined;
  loadingConferences: boolean;
  onSearch: (filters: Filters) => void;
};

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
