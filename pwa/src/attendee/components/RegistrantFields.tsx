import {
  type IdType,
  type RegistrantFieldDescriptor,
  type RegistrantFieldName,
  registrantFieldDescriptors,
  registrantFieldNames,
} from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Form } from "antd-mobile";
import { useLocale } from "#attendee/lib/locale";
import { registrantControls } from "./registrant-controls";

type Rule = { validator: (rule: unknown, value: unknown) => Promise<void> };

type Props = {
  shown: ReadonlySet<RegistrantFieldName>;
  required: ReadonlySet<RegistrantFieldName>;
  rule: (field: RegistrantFieldName) => Rule;
  /** Labels the conference words its own way (the participant type's other-membership label). */
  labels: Partial<Record<RegistrantFieldName, string>>;
  /** The document type chosen so far. */
  idType: IdType;
};

/** Fields whose check reads other fields are checked again when those change (the number and its type). */
const othersOf = (name: RegistrantFieldName) => registrantFieldNames.filter((other) => other !== name);

/**
 * The registrant's details (spec 000 §3, §5; DOMAIN.md §7), from the shared field descriptors: every
 * field they show for this conference and type, in their order, with their labels, placeholders,
 * required marks and a control per kind.
 */
export function RegistrantFields({ shown, required, rule, labels, idType }: Props) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const context = { i18n, locale, idType, choose: t`Please choose` };
  return (
    <>
      {registrantFieldNames
        .filter((name) => shown.has(name))
        .map((name) => {
          const field: RegistrantFieldDescriptor = registrantFieldDescriptors[name];
          const typed = field.control === "text" || field.control === "email" || field.control === "phone";
          return (
            <Form.Item
              key={name}
              name={name}
              label={labels[name] ?? i18n._(field.label)}
              required={required.has(name)}
              rules={[rule(name)]}
              validateTrigger={typed || field.control === "idNumber" ? "onBlur" : "onChange"}
              dependencies={field.check ? othersOf(name) : undefined}
            >
              {registrantControls[field.control](name, field, context)}
            </Form.Item>
          );
        })}
    </>
  );
}
