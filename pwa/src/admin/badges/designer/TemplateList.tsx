import { PlusOutlined } from "@ant-design/icons";
import type { BadgeTemplate } from "@confreg/shared";
import { Trans } from "@lingui/react/macro";
import { Button, Empty, Tag } from "antd";

type Props = {
  templates: BadgeTemplate[];
  current: number | null;
  /** The name of a new template not saved yet, shown at the end of the list. */
  unsaved: string | null;
  onOpen: (template: BadgeTemplate) => void;
  onNew: () => void;
};

/** The conference's templates: open one to edit it, or start a new one. */
export function TemplateList({ templates, current, unsaved, onOpen, onNew }: Props) {
  return (
    <div data-testid="designer-templates">
      <div className="bdg-element-row">
        <span className="bdg-section-title">
          <Trans>Templates</Trans>
        </span>
        <Button size="small" icon={<PlusOutlined />} onClick={onNew} data-testid="designer-new">
          <Trans>New</Trans>
        </Button>
      </div>
      {templates.length === 0 && unsaved === null ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={<Trans>No template yet: badges print with the built-in layout.</Trans>}
        />
      ) : (
        <div className="bdg-elements">
          {templates.map((template) => (
            <button
              key={template.id}
              type="button"
              className={template.id === current ? "bdg-template-item bdg-current" : "bdg-template-item"}
              onClick={() => onOpen(template)}
              data-testid="designer-template"
            >
              <span>{template.name}</span>
              {template.isDefault && (
                <Tag color="blue" variant="outlined">
                  <Trans>Default</Trans>
                </Tag>
              )}
            </button>
          ))}
          {unsaved !== null && (
            <div className="bdg-template-item bdg-current" data-testid="designer-template-unsaved">
              <span>{unsaved || "…"}</span>
              <Tag variant="outlined">
                <Trans>Not saved</Trans>
              </Tag>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
