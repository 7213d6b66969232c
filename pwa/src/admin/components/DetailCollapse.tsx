import { Collapse, type CollapseProps } from "antd";

/** A section: its heading (`label`, with `extra` beside it) and content, keyed to start open. */
export type DetailSection = NonNullable<CollapseProps["items"]>[number] & { key: string };

/** A detail dialog's sections, all open at first, each folding away under its heading. */
export function DetailCollapse({ sections }: { sections: DetailSection[] }) {
  return (
    <Collapse
      className="adm-detail"
      bordered={false}
      styles={{ header: { paddingInline: 4 }, body: { padding: "4px 4px 16px" } }}
      defaultActiveKey={sections.map((s) => s.key)}
      items={sections}
    />
  );
}
