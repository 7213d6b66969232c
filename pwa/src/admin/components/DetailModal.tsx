import { Modal, Skeleton } from "antd";
import type { ReactNode } from "react";
import { LoadError } from "./LoadError";

type Props<T> = {
  open: boolean;
  onClose: () => void;
  width: number;
  title: ReactNode;
  footer: ReactNode;
  /** The body's `data-testid`. */
  testId: string;
  /** The detail's query: a skeleton while it loads, the error with Retry if it fails. */
  detail: {
    data: T | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  children: (data: T) => ReactNode;
};

/** A back-office detail dialog: centred, its body scrolling within the window, for one loaded record. */
export function DetailModal<T>({ open, onClose, width, title, footer, testId, detail, children }: Props<T>) {
  return (
    <Modal
      open={open}
      onCancel={onClose}
      width={width}
      centered
      destroyOnHidden
      title={title}
      footer={footer}
      styles={{ body: { maxHeight: "calc(100vh - 200px)", overflowY: "auto", paddingRight: 4 } }}
    >
      <div data-testid={testId}>
        {detail.isPending && <Skeleton active paragraph={{ rows: 10 }} />}
        {detail.isError && <LoadError error={detail.error} onRetry={() => void detail.refetch()} />}
        {detail.data && children(detail.data)}
      </div>
    </Modal>
  );
}
