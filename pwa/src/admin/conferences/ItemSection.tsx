import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
} from "@ant-design/icons";
import { Trans, useLingui } from "@lingui/react/macro";
import { App, Button, Card, Popconfirm, Space, Table, type TableColumnsType, Tooltip } from "antd";
import { type ReactNode, useState } from "react";
import type { useItemMutations } from "#admin/queries/conference-editor";
import { errorText } from "#api/errors";
import { ItemDialog } from "./ItemDialog";

type Props<T extends { id: number }, V extends object, I> = {
  title: string;
  /** Prefix of the section's test ids ("types": types-add, types-row, types-edit...). */
  testId: string;
  items: T[];
  columns: TableColumnsType<T>;
  mutations: ReturnType<typeof useItemMutations<I>>;
  ordered: boolean;
  /** The dialog: its values for a new item or an existing one, the input they make, and its fields. */
  blank: V;
  valuesOf: (item: T) => V;
  inputOf: (values: V) => I;
  fields: (item: T | null) => ReactNode;
  nameOf: (item: T) => string;
  dialogWidth?: number;
  /** Shown under the title: what the section's rules are. */
  note?: ReactNode;
};

/**
 * One kind of a conference's items: a table with its columns, and add, edit, move and delete. The server
 * refuses what would strand registrations (a used item, a limit below what is taken); its words are shown.
 */
export function ItemSection<T extends { id: number }, V extends object, I>(props: Props<T, V, I>) {
  const { title, testId, items, columns, mutations, ordered, blank, valuesOf, inputOf, fields, nameOf } =
    props;
  const { t } = useLingui();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);

  const move = (index: number, by: -1 | 1) => {
    const ids = items.map((item) => item.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved as number);
    mutations.reorder.mutate(ids, { onError: (error) => void message.error(errorText(error)) });
  };
  const remove = (item: T) =>
    mutations.remove
      .mutateAsync(item.id)
      .then(() => void message.success(t`Deleted “${nameOf(item)}”.`))
      .catch((error: unknown) => void message.error(errorText(error)));

  const actions: TableColumnsType<T>[number] = {
    title: t`Actions`,
    key: "actions",
    width: ordered ? 230 : 170,
    render: (_, item, index) => (
      <Space size={4}>
        <Button
          size="small"
          icon={<EditOutlined />}
          onClick={() => setEditing({ item })}
          data-testid={`${testId}-edit`}
        >
          <Trans>Edit</Trans>
        </Button>
        {ordered && (
          <>
            <Tooltip title={t`Move up`}>
              <Button
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={t`Move up`}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              />
            </Tooltip>
            <Tooltip title={t`Move down`}>
              <Button
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={t`Move down`}
                disabled={index === items.length - 1}
                onClick={() => move(index, 1)}
              />
            </Tooltip>
          </>
        )}
        <Popconfirm
          title={t`Delete “${nameOf(item)}”?`}
          description={t`Refused while registrations use it.`}
          okText={t`Delete`}
          okButtonProps={{ danger: true, ...({ "data-testid": `${testId}-delete-confirm` } as object) }}
          cancelText={t`Cancel`}
          onConfirm={() => remove(item)}
        >
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t`Delete`}
            data-testid={`${testId}-delete`}
          />
        </Popconfirm>
      </Space>
    ),
  };

  return (
    <Card
      size="small"
      className="adm-card"
      title={title}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ item: null })}
          data-testid={`${testId}-add`}
        >
          <Trans>Add</Trans>
        </Button>
      }
    >
      {props.note && <p className="adm-sub cfe-note">{props.note}</p>}
      <Table<T>
        rowKey="id"
        size="small"
        pagination={false}
        columns={[...columns, actions]}
        dataSource={items}
        onRow={(item) => ({ "data-testid": `${testId}-row`, "data-id": item.id }) as object}
      />
      {editing && (
        <ItemDialog<V>
          title={editing.item ? t`Edit “${nameOf(editing.item)}”` : t`Add to “${title}”`}
          initialValues={editing.item ? valuesOf(editing.item) : blank}
          saving={mutations.save.isPending}
          width={props.dialogWidth}
          testId={testId}
          onClose={() => setEditing(null)}
          onSave={(values) =>
            mutations.save.mutateAsync({ id: editing.item?.id ?? null, input: inputOf(values) }).then(() => {
              setEditing(null);
              void message.success(t`Saved.`);
            })
          }
        >
          {fields(editing.item)}
        </ItemDialog>
      )}
    </Card>
  );
}
