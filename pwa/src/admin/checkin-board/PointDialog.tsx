import { type CheckinPoint, type CheckinPointInput, checkinPointInput } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Alert, Form, Input, InputNumber, Modal } from "antd";
import { useCreateCheckinPoint, useUpdateCheckinPoint } from "#admin/queries/checkin-board";
import { schemaRule } from "#admin/schema-rule";
import { ApiClientError, errorText } from "#api/errors";

type Values = { name: { zh: string; en: string }; sortOrder: number };

type Props = {
  conferenceId: number;
  /** The point to rename; none to add one. */
  point: CheckinPoint | null;
  /** Where a new point goes in the order (after the others). */
  nextOrder: number;
  onDone: (saved: CheckinPoint) => void;
  onClose: () => void;
};

const nameRules = checkinPointInput.shape.name.shape;

/** Adds a check-in point, or renames one (and moves it in the order): both names, as the schema asks. */
export function PointDialog({ conferenceId, point, nextOrder, onDone, onClose }: Props) {
  const { t, i18n } = useLingui();
  const [form] = Form.useForm<Values>();
  const create = useCreateCheckinPoint(conferenceId);
  const update = useUpdateCheckinPoint(conferenceId);
  const save = point ? update : create;

  const submit = (values: Values) => {
    const input: CheckinPointInput = { name: values.name, sortOrder: values.sortOrder ?? 0 };
    const onError = (error: unknown) => {
      if (!(error instanceof ApiClientError)) return;
      form.setFields(
        Object.values(error.fields).map((issue) => ({
          name: issue.path.split(".") as never,
          errors: [issue.code.startsWith("validation.") ? i18n._(issue.code, issue.params) : issue.message],
        })),
      );
    };
    if (point) update.mutate({ id: point.id, input }, { onSuccess: onDone, onError });
    else create.mutate(input, { onSuccess: onDone, onError });
  };
  const fieldErrors = save.error instanceof ApiClientError && Object.keys(save.error.fields).length > 0;

  return (
    <Modal
      open
      destroyOnHidden
      title={point ? t`Rename the check-in point` : t`Add a check-in point`}
      okText={t`Save`}
      cancelText={t`Cancel`}
      okButtonProps={{ ...({ "data-testid": "point-save" } as object) }}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={point ? { name: point.name, sortOrder: point.sortOrder } : { sortOrder: nextOrder }}
        data-testid="point-form"
      >
        <Form.Item
          name={["name", "zh"]}
          label={t`Name in Chinese`}
          required
          rules={[schemaRule(nameRules.zh, i18n)]}
        >
          <Input maxLength={40} placeholder={t`e.g. 晚宴`} data-testid="point-name-zh" />
        </Form.Item>
        <Form.Item
          name={["name", "en"]}
          label={t`Name in English`}
          required
          rules={[schemaRule(nameRules.en, i18n)]}
        >
          <Input maxLength={60} placeholder={t`e.g. Dinner`} data-testid="point-name-en" />
        </Form.Item>
        <Form.Item
          name="sortOrder"
          label={t`Order`}
          extra={t`Points are listed by this number; the main point always comes first.`}
        >
          <InputNumber min={0} precision={0} data-testid="point-order" />
        </Form.Item>
        {save.isError && !fieldErrors && <Alert type="error" showIcon title={errorText(save.error)} />}
      </Form>
    </Modal>
  );
}
