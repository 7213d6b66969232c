import { type ConferenceRecord, validationMessages, wallTimeIn, zonedWallTimeToIso } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Form, Input, Row } from "antd";
import { useCopyConference } from "#admin/queries/conference-editor";
import { BilingualFields } from "./BilingualFields";
import { RegistrationWindowFields } from "./form-parts";
import { ItemDialog } from "./ItemDialog";

type Values = {
  title: { zh: string; en: string };
  systemCode: string;
  beginTime: string;
  discountTime: string;
  endTime: string;
};

/** The same moment a year later, on the conference's clock (the copy's dates to start from). */
const nextYear = (iso: string, zone: string) => {
  const wall = wallTimeIn(iso, zone);
  return `${Number(wall.slice(0, 4)) + 1}${wall.slice(4)}`;
};

/** A name with its years moved on by one ("CIAC 2027" -> "CIAC 2028"), for the admin to correct. */
const yearOn = (name: string) => name.replace(/\b20\d\d\b/g, (year) => String(Number(year) + 1));

/**
 * Copy from an earlier conference: the new one's name, system code and dates (first proposed a year on,
 * on the source's clock); its configuration comes over, its registrations do not.
 */
export function CopyDialog({
  source,
  onClose,
  onCopied,
}: {
  source: ConferenceRecord;
  onClose: () => void;
  onCopied: (id: number) => void;
}) {
  const { t, i18n } = useLingui();
  const copy = useCopyConference();
  const zone = source.timezone;
  const initial: Values = {
    title: { zh: yearOn(source.title.zh), en: yearOn(source.title.en) },
    systemCode: "",
    beginTime: nextYear(source.beginTime, zone),
    discountTime: nextYear(source.discountTime, zone),
    endTime: nextYear(source.endTime, zone),
  };
  const required = [{ required: true, message: i18n._(validationMessages.required) }];
  return (
    <ItemDialog<Values>
      title={t`Copy “${source.title.zh || source.title.en}” to a new conference`}
      initialValues={initial}
      saving={copy.isPending}
      testId="copy"
      width={720}
      onClose={onClose}
      onSave={(values) =>
        copy
          .mutateAsync({
            from: source.id,
            input: {
              ...values,
              beginTime: zonedWallTimeToIso(values.beginTime, zone),
              discountTime: zonedWallTimeToIso(values.discountTime, zone),
              endTime: zonedWallTimeToIso(values.endTime, zone),
            },
          })
          .then((created) => onCopied(created.id))
      }
    >
      <p className="adm-sub">
        {t`Participant types, workshops, fee table, hotels and room stock, invitation codes, extra questions, check-in points, badge templates, group schemes and every setting are copied; registrations, people and papers are not. Dates are on the ${zone} clock.`}
      </p>
      <BilingualFields
        name={["title"]}
        label={t`Conference name`}
        required={validationMessages.conferenceTitle}
        testId="copy-title"
      />
      <Form.Item name="systemCode" label={t`System code`} rules={required}>
        <Input maxLength={40} data-testid="copy-systemCode" />
      </Form.Item>
      <Row gutter={12}>
        <RegistrationWindowFields testPrefix="copy" />
      </Row>
    </ItemDialog>
  );
}
