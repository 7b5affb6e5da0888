// Structured logs: one JSON object a line on stdout, so that journald, Docker or any log
// collector can index the fields without parsing prose.

export type LogLevel = 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

export interface LogRecord extends LogFields {
  time: string;
  level: LogLevel;
  msg: string;
}

export interface Logger {
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

/** A logger that hands each record, serialised as one line, to `write` (stdout by default). */
export function createLogger(write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  const emit = (level: LogLevel, msg: string, fields: LogFields = {}): void => {
    const record: LogRecord = { time: new Date().toISOString(), level, msg, ...fields };
    write(`${JSON.stringify(record, errorsAsText)}\n`);
  };
  return {
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
  };
}

/** A logger that keeps its records in memory: tests read `records` instead of stdout. */
export function memoryLogger(): Logger & { records: LogRecord[] } {
  const records: LogRecord[] = [];
  const logger = createLogger((line) => records.push(JSON.parse(line) as LogRecord));
  return Object.assign(logger, { records });
}

// JSON.stringify turns an Error into `{}`; keep its message (and stack, for programmer errors).
function errorsAsText(_key: string, value: unknown): unknown {
  if (value instanceof Error) return { message: value.message, stack: value.stack };
  return value;
}
