import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import {
  type BadgeElement,
  type BadgeElementKind,
  badgeElementKindLabels,
  badgeElementKindValues,
  maxBadgeElements,
} from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Dropdown } from "antd";

type Props = {
  elements: BadgeElement[];
  selected: string | null;
  onSelect: (id: string) => void;
  onAdd: (kind: BadgeElementKind) => void;
  onRemove: (id: string) => void;
};

/** The badge's elements, in drawing order: choose one to edit it, remove it, or add another kind. */
export function ElementList({ elements, selected, onSelect, onAdd, onRemove }: Props) {
  const { t, i18n } = useLingui();
  return (
    <div data-testid="designer-elements">
      <div className="bdg-element-row">
        <span className="bdg-section-title">
          <Trans>Elements</Trans>
        </span>
        <Dropdown
          trigger={["click"]}
          disabled={elements.length >= maxBadgeElements}
          menu={{
            items: badgeElementKindValues.map((kind) => ({
              key: kind,
              label: <span data-testid={`designer-add-${kind}`}>{i18n._(badgeElementKindLabels[kind])}</span>,
            })),
            onClick: ({ key }) => onAdd(key as BadgeElementKind),
          }}
        >
          <Button size="small" icon={<PlusOutlined />} data-testid="designer-add">
            <Trans>Add</Trans>
          </Button>
        </Dropdown>
      </div>
      <div className="bdg-elements">
        {elements.map((element) => (
          <div key={element.id} className="bdg-element-row">
            <button
              type="button"
              className={element.id === selected ? "bdg-template-item bdg-current" : "bdg-template-item"}
              onClick={() => onSelect(element.id)}
              data-testid={`designer-element-${element.kind}`}
            >
              {i18n._(badgeElementKindLabels[element.kind])}
              {element.kind === "text" && (
                <span className="adm-sub">{element.text?.zh || element.text?.en}</span>
              )}
            </button>
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t`Remove`}
              onClick={() => onRemove(element.id)}
              data-testid={`designer-remove-${element.kind}`}
            />
          </div>
        ))}
      </div>
    </div>
  );
}
