import { Button } from "antd-mobile";
import type { ReactNode } from "react";

type Action = { label: ReactNode; onClick: () => void; testId: string };

/** A card's small outlined action (edit, add): the one look of the attendee pages' card buttons. */
export function CardAction({ label, onClick, testId }: Action) {
  return (
    <Button
      size="small"
      color="primary"
      fill="outline"
      shape="rounded"
      onClick={onClick}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}

/** A card's title, with its action at the right where there is one. */
export function CardHead({ title, action }: { title: ReactNode; action?: Action | null }) {
  return (
    <div className="att-card-head">
      <h2 className="att-card-title">{title}</h2>
      {action && <CardAction {...action} />}
    </div>
  );
}
