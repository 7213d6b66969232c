import { Button } from "antd";
import type { ReactNode } from "react";

type Props = {
  name: string;
  onOpen: () => void;
  /** The name button's `data-testid`, and the attribute that carries the row's id. */
  testId: string;
  idAttribute: `data-${string}`;
  id: number;
  /** The line under the name (a unit, a second-language name). */
  children?: ReactNode;
};

/** A list's name cell: the name as a link that opens the row's detail, and a quieter line below it. */
export function NameCell({ name, onOpen, testId, idAttribute, id, children }: Props) {
  return (
    <div className="adm-name-cell">
      <Button
        type="link"
        size="small"
        className="adm-name-button"
        onClick={onOpen}
        data-testid={testId}
        {...{ [idAttribute]: id }}
      >
        {name}
      </Button>
      {children}
    </div>
  );
}
