import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilent } from 'pino';

type Line = (...args: unknown[]) => void;

/**
 * A request's logger (`request.log`), made into pino's child of the app's logger on its first line.
 * Fastify gives every request a child with the request id bound; pino writes the bindings out as
 * JSON when the child is made, about 1 % of a cached answer's CPU under load, although outside
 * development a request logs only when it fails. The lines it logs are the ones the child would have
 * logged: the same bindings, options and level.
 */
export class RequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level as LevelWithSilent;
  }

  fatal(...args: unknown[]): void {
    (this.logger.fatal as Line)(...args);
  }

  error(...args: unknown[]): void {
    (this.logger.error as Line)(...args);
  }

  warn(...args: unknown[]): void {
    (this.logger.warn as Line)(...args);
  }

  info(...args: unknown[]): void {
    (this.logger.info as Line)(...args);
  }

  debug(...args: unknown[]): void {
    (this.logger.debug as Line)(...args);
  }

  trace(...args: unknown[]): void {
    (this.logger.trace as Line)(...args);
  }

  silent(...args: unknown[]): void {
    (this.logger.silent as Line)(...args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger is made on first use. */
export function requestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options);
}
