import {
  type AddressView,
  addressInput,
  addressIssues,
  fieldIssuesFromZod,
  loadedAreaTree,
} from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Form } from "antd-mobile";
import { ApiClientError, errorText } from "#api/errors";
import { useSignedInArea } from "#attendee/attendee-context";
import { Sheet } from "#attendee/components/Sheet";
import { showToast } from "#attendee/components/toast";
import { messagesByPath } from "#attendee/lib/field-errors";
import { issuesRule } from "#attendee/lib/form-rules";
import { useSessionExpiry } from "#attendee/lib/use-session-expiry";
import { AddressFields } from "./AddressFields";
import { type AddressValue, addressValueOf, toAddressInput } from "./address-value";
import { useEditAddress } from "./use-edit-address";

type Props = { registrationId: number; address: AddressView; visible: boolean; onClose: () => void };
type Values = { address: AddressValue };

/** registerDetail's address popup: the same fields and rules as the form's card, saved on their own. */
export function AddressEditPopup({ registrationId, address, visible, onClose }: Props) {
  const { t, i18n } = useLingui();
  const { conference } = useSignedInArea();
  const [form] = Form.useForm<Values>();
  const save = useEditAddress(registrationId);
  const sessionExpired = useSessionExpiry();

  const issues = () => {
    const parsed = addressInput.safeParse(toAddressInput(form.getFieldsValue(true).address));
    if (!parsed.success)
      return fieldIssuesFromZod(parsed.error.issues).map((i) => ({ ...i, path: `address.${i.path}` }));
    return addressIssues(conference.settings, parsed.data, loadedAreaTree());
  };
  const rule = (path: string) => issuesRule(path, issues, i18n);

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    try {
      await save.mutateAsync(toAddressInput(form.getFieldsValue(true).address));
      showToast({ icon: "success", content: t`Address saved.` });
      onClose();
    } catch (error) {
      if (error instanceof ApiClientError && error.code === "VALIDATION_FAILED") {
        const messages = messagesByPath(i18n, Object.values(error.fields));
        form.setFields([...messages].map(([path, text]) => ({ name: path.split("."), errors: [text] })));
        return;
      }
      if (!sessionExpired(error)) showToast({ icon: "fail", content: errorText(error) });
    }
  };

  return (
    <Sheet
      open={visible}
      title={<Trans>Address declaration</Trans>}
      onClose={onClose}
      testId="address-sheet"
      footer={
        <Button
          block
          color="primary"
          shape="rounded"
          loading={save.isPending}
          onClick={submit}
          data-testid="address-save"
        >
          <Trans>Save</Trans>
        </Button>
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ address: addressValueOf(address) }}
        requiredMarkStyle="asterisk"
        className="att-form"
        data-testid="address-edit"
      >
        <AddressFields rule={rule} registrationId={registrationId} />
      </Form>
    </Sheet>
  );
}
