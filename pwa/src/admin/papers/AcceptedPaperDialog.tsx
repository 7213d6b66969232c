import type { AdminAcceptedPaper } from "@confreg/shared";
import { validationMessages } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Form, Input, InputNumber, Switch } from "antd";
import { ItemDialog } from "#admin/conferences/ItemDialog";
import { useUpdateAcceptedPaper } from "#admin/queries/accepted-papers";

type Values = {
  paperId: string;
  title: string;
  pages: number | null;
  isFinal: boolean;
  authors: string;
  authorsEn: string;
  submitUserEmail: string;
  submitUserPhone: string;
  pin: string;
};

/** Edits one accepted paper. The phone and PIN are never shown: left empty, the ones on file stay. */
export function AcceptedPaperDialog({ paper, onClose }: { paper: AdminAcceptedPaper; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const update = useUpdateAcceptedPaper();
  const required = [{ required: true, message: i18n._(validationMessages.required) }];
  const initial: Values = { ...paper, submitUserPhone: "", pin: "" };
  return (
    <ItemDialog<Values>
      title={t`Edit paper ${paper.paperId}`}
      initialValues={initial}
      saving={update.isPending}
      testId="paper"
      width={620}
      onClose={onClose}
      onSave={({
        submitUserPhone,
        pin,
        paperId,
        title,
        pages,
        isFinal,
        authors,
        authorsEn,
        submitUserEmail,
      }) =>
        update
          .mutateAsync({
            id: paper.id,
            json: {
              paperId,
              title,
              pages: pages ?? null,
              isFinal,
              authors,
              authorsEn,
              submitUserEmail,
              ...(submitUserPhone ? { submitUserPhone } : {}),
              ...(pin ? { pin } : {}),
            },
          })
          .then(onClose)
      }
    >
      <Form.Item name="paperId" label={t`Paper id`} rules={required}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="title" label={t`Title`} rules={required}>
        <Input.TextArea autoSize maxLength={500} />
      </Form.Item>
      <Form.Item name="pages" label={t`Pages`}>
        <InputNumber min={1} max={999} precision={0} />
      </Form.Item>
      <Form.Item name="isFinal" label={t`Final version`} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="authors" label={t`Authors (Chinese)`}>
        <Input maxLength={500} />
      </Form.Item>
      <Form.Item name="authorsEn" label={t`Authors (English)`}>
        <Input maxLength={500} />
      </Form.Item>
      <Form.Item name="submitUserEmail" label={t`Submitter e-mail`}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="submitUserPhone"
        label={t`Submitter mobile`}
        extra={
          paper.submitUserPhoneMasked
            ? t`On file: ${paper.submitUserPhoneMasked}. Leave empty to keep it.`
            : undefined
        }
      >
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item
        name="pin"
        label={t`PIN`}
        extra={paper.hasPin ? t`A PIN is set. Leave empty to keep it.` : t`No PIN yet.`}
      >
        <Input maxLength={50} autoComplete="off" />
      </Form.Item>
    </ItemDialog>
  );
}
