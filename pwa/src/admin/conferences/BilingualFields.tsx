import type { Label } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Col, Form, Input, Row } from "antd";
import type { ReactNode } from "react";

type Props = {
  /** Where the { zh, en } pair lives in the form (inside a list: relative to its row). */
  name: (string | number)[];
  /** Inside a Form.List: the list's own name, so the pair's full path can be read. */
  within?: (string | number)[];
  label: ReactNode;
  /** One of the two is needed; this message when both are empty. */
  required?: Label;
  testId?: string;
  maxLength?: number;
};

/** A text in Chinese and English side by side (names, titles, options). */
export function BilingualFields({ name, within = [], label, required, testId, maxLength = 200 }: Props) {
  const { t, i18n } = useLingui();
  const full = [...within, ...name];
  const rule = ({ getFieldValue }: { getFieldValue: (path: (string | number)[]) => unknown }) => ({
    validator: async () => {
      if (!required) return;
      const zh = String(getFieldValue([...full, "zh"]) ?? "").trim();
      const en = String(getFieldValue([...full, "en"]) ?? "").trim();
      if (!zh && !en) throw new Error(i18n._(required));
    },
  });
  return (
    <Form.Item label={label} required={Boolean(required)} style={{ marginBottom: 0 }}>
      <Row gutter={8}>
        {(["zh", "en"] as const).map((lang) => (
          <Col span={12} key={lang}>
            <Form.Item
              name={[...name, lang]}
              rules={lang === "zh" ? [rule] : []}
              dependencies={lang === "zh" ? [[...full, "en"]] : []}
            >
              <Input
                prefix={lang === "zh" ? "中" : "EN"}
                placeholder={lang === "zh" ? t`In Chinese` : t`In English`}
                maxLength={maxLength}
                data-testid={testId && `${testId}-${lang}`}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </Form.Item>
  );
}
