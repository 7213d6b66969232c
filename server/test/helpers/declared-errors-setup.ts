import { afterEach } from "vitest";
import { takeUndeclaredErrors } from "./undeclared-errors";

// Every server test: an error answer with a code its route did not declare fails the test that caused it
// (http/declared-errors.ts; the route declares its codes with `errors`, http/routes.ts).
afterEach(() => {
  const undeclared = takeUndeclaredErrors();
  if (undeclared.length === 0) return;
  const lines = undeclared.map((e) => `${e.code} from ${e.method} ${e.path} (route ${e.route})`);
  throw new Error(`Error codes the routes did not declare:\n${lines.join("\n")}`);
});
