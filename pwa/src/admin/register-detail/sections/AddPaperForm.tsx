import { PlusOutlined } from "@ant-design/icons";
import { normalizePaperId, type PanelPaperInput, validationIds } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { App, Button, Input, Select, Space } from "antd";
import { useState } from "react";

/** Page counts offered (spec 002 §9: 1 to 8); the server holds them to the conference's page limit. */
const pageChoices = [1, 2, 3, 4, 5, 6, 7, 8];

type Props = { busy: boolean; onAdd: (paper: PanelPaperInput) => void };

/** A paper's id and page count, both needed (请输入论文ID及论文页数！). */
export function AddPaperForm({ busy, onAdd }: Props) {
  const { t, i18n } = useLingui();
  const { message } = App.useApp();
  const [paperId, setPaperId] = useState("");
  const [pages, setPages] = useState<number | undefined>(undefined);
  const add = () => {
    const id = normalizePaperId(paperId.trim());
    if (!id || pages === undefined) {
      void message.warning(i18n._(validationIds.paperIdAndPages));
      return;
    }
    onAdd({ paperId: id, pages });
  };
  return (
    <Space.Compact className="rd-add-paper">
      <Input
        value={paperId}
        onChange={(event) => setPaperId(event.target.value)}
        onBlur={() => setPaperId((value) => normalizePaperId(value.trim()))}
        placeholder={t`Paper ID`}
        style={{ width: 160 }}
        data-testid="panel-paper-id"
      />
      <Select<number>
        value={pages}
        onChange={setPages}
        placeholder={t`Pages`}
        style={{ width: 110 }}
        options={pageChoices.map((value) => ({ value, label: t`${value} pages` }))}
        data-testid="panel-paper-pages"
      />
      <Button icon={<PlusOutlined />} onClick={add} loading={busy} data-testid="panel-paper-add">
        <Trans>Add paper</Trans>
      </Button>
    </Space.Compact>
  );
}
