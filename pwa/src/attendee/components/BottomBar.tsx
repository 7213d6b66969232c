import type { ReactNode } from "react";

/** A bar fixed to the bottom of the screen (above the home indicator), e.g. total and Submit. */
export function BottomBar({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <>
      <div className="att-bottombar-spacer" />
      <div className="att-bottombar" data-testid={testId}>
        <div className="att-bottombar-inner">{children}</div>
      </div>
    </>
  );
}

/** The currency and total on the left of a bottom bar. */
export function TotalDisplay({
  label,
  amount,
  testId,
}: {
  label: ReactNode;
  amount: ReactNode;
  testId: string;
}) {
  return (
    <div className="att-total">
      <span className="att-total-label">{label}</span>
      <span className="att-total-amount" data-testid={testId}>
        {amount}
      </span>
    </div>
  );
}
