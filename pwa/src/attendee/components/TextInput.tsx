import { Input, type InputProps, type InputRef } from "antd-mobile";
import { useLayoutEffect, useRef } from "react";

/**
 * antd-mobile's Input with the test id on the `<input>` itself (antd-mobile puts data attributes on its
 * wrapper), so browser tests can type into it directly.
 */
export function TextInput({ testId, ...props }: InputProps & { testId: string }) {
  const ref = useRef<InputRef>(null);
  useLayoutEffect(() => {
    ref.current?.nativeElement?.setAttribute("data-testid", testId);
  }, [testId]);
  return <Input ref={ref} {...props} />;
}
