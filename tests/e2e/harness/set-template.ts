import { inject } from "vitest";
import { setSeedTemplate } from "./seed-template";

// Before each journey file: servers it starts on SQLite copy the run's seeded template (global-setup.ts).
setSeedTemplate(inject("seedTemplate"));
