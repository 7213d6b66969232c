import { loadAreaTree } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "antd-mobile";
import { useEffect } from "react";
import { AreaPicker } from "#attendee/components/AreaPicker";
import { TextInput } from "#attendee/components/TextInput";
import type { FieldRule } from "#attendee/lib/lazy-rule";
import { HealthCodeField } from "./HealthCodeField";

type Props = {
  /** The rule of one field by its issue path (`address.liveAddress`). */
  rule: (path: string) => FieldRule;
  /** Editing a registration's declaration (registerDetail): its id, for the image upload. */
  registrationId?: number;
};

/** The declaration's fields, named `["address", field]`: on newRegist's card and in registerDetail's popup. */
export function AddressFields({ rule, registrationId }: Props) {
  const { t } = useLingui();
  // The division data in the background, so the form's own check knows the districts before submitting.
  useEffect(() => void loadAreaTree(), []);
  const district = (field: "liveDistrict" | "workDistrict", title: string) => (
    <AreaPicker placeholder={t`Province / city / district`} title={title} testId={`address-${field}`} />
  );
  const street = (field: "liveAddress" | "workAddress") => (
    <TextInput clearable maxLength={200} placeholder={t`Street and number`} testId={`address-${field}`} />
  );
  return (
    <>
      <Form.Item
        name={["address", "liveDistrict"]}
        label={<Trans>Residence district</Trans>}
        required
        rules={[rule("address.liveDistrict")]}
      >
        {district("liveDistrict", t`Residence district`)}
      </Form.Item>
      <Form.Item
        name={["address", "liveAddress"]}
        label={<Trans>Residence address</Trans>}
        required
        rules={[rule("address.liveAddress")]}
        validateTrigger="onBlur"
      >
        {street("liveAddress")}
      </Form.Item>
      <Form.Item
        name={["address", "workDistrict"]}
        label={<Trans>Workplace district</Trans>}
        required
        rules={[rule("address.workDistrict")]}
      >
        {district("workDistrict", t`Workplace district`)}
      </Form.Item>
      <Form.Item
        name={["address", "workAddress"]}
        label={<Trans>Workplace address</Trans>}
        required
        rules={[rule("address.workAddress")]}
        validateTrigger="onBlur"
      >
        {street("workAddress")}
      </Form.Item>
      <Form.Item
        name={["address", "healthCode"]}
        label={<Trans>Exhibition health code</Trans>}
        required
        rules={[rule("address.healthCode")]}
        help={<Trans>A screenshot of your exhibition health code (jpg, png or bmp).</Trans>}
      >
        <HealthCodeField registrationId={registrationId} testId="address-healthCode" />
      </Form.Item>
    </>
  );
}
