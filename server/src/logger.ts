import pino from "pino";

/**
 * Structured JSON logs. Personal data never goes in: request logs carry no query strings or bodies, and
 * these keys are redacted wherever they appear, as a second line of defence.
 */
export function createLogger(level: string) {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: [
        "*.idNumber",
        "*.phone",
        "*.password",
        "*.email",
        "*.token",
        "*.cookie",
        "idNumber",
        "phone",
        "password",
        "email",
        "token",
      ],
      censor: "[redacted]",
    },
  });
}

export type Logger = ReturnType<typeof createLogger>;
