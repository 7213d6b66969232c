import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { type ConferenceView, normalizePaperId, paperLimitOf, papersOffered } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Form, Input, InputNumber, Space } from "antd";
import type { FormValues } from "./form-values";
import type { IssueProps } from "./use-form-issues";

type Props = { conference: ConferenceView; values: FormValues; disabled: boolean; issue: IssueProps };

/**
 * The paper list (spec 002 §5): each paper's id (trimmed, leading zeros dropped) and its pages, 1 to the
 * conference's page limit; none for a type without papers. Whether each paper is accepted, final and free
 * is the server's to say, at its row.
 */
export function PaperFields({ conference, values, disabled, issue }: Props) {
  const { t } = useLingui();
  const form = Form.useFormInstance<FormValues>();
  const type = conference.participantTypes.find((p) => p.id === values.participantTypeId) ?? null;
  if (!papersOffered(conference.settings, type))
    return <p className="adm-sub">{t`The current participation type does not support adding papers.`}</p>;
  const max = paperLimitOf(conference.settings, type);
  const listIssue = issue("papers").help;
  return (
    <Form.List name="papers">
      {(rows, { add, remove }) => (
        <>
          {listIssue && (
            <div className="ant-form-item-explain-error" data-testid="edit-papers-issue">
              {listIssue}
            </div>
          )}
          {rows.map((row) => (
            <Space key={row.key} align="start" className="re-paper-row" data-testid="edit-paper-row">
              <Form.Item
                name={[row.name, "paperId"]}
                label={t`Paper ID`}
                {...issue(`papers.${row.name}.paperId`)}
              >
                <Input
                  disabled={disabled}
                  onBlur={(event) =>
                    form.setFieldValue(
                      ["papers", row.name, "paperId"],
                      normalizePaperId(event.target.value.trim()),
                    )
                  }
                  data-testid="edit-paper-id"
                />
              </Form.Item>
              <Form.Item name={[row.name, "pages"]} label={t`Pages`} {...issue(`papers.${row.name}.pages`)}>
                <InputNumber
                  min={1}
                  max={conference.settings.pageLimit}
                  precision={0}
                  disabled={disabled}
                  data-testid="edit-paper-pages"
                />
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                disabled={disabled}
                onClick={() => remove(row.name)}
                aria-label={t`Remove paper`}
                className="re-paper-remove"
              />
            </Space>
          ))}
          <Button
            icon={<PlusOutlined />}
            disabled={disabled || rows.length >= max}
            onClick={() => add({ paperId: "", pages: undefined })}
            data-testid="edit-paper-add"
          >
            <Trans>Add paper</Trans>
          </Button>
        </>
      )}
    </Form.List>
  );
}
