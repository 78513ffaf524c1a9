import { redactUrl } from './redact-url.ts';

/** Where log lines go instead of stdout (the tests read them). */
export interface LogStream {
  write(line: string): void;
}

/** Fastify's request, as its `req` log serializer receives it. */
interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * The app's logger settings (server/app.ts): Fastify's own request log, with the secrets of an address
 * masked (server/http/redact-url.ts, issue 39). The `req` serializer is Fastify's default but for the
 * address; the hook masks messages too (Fastify's `Route GET:/review/… not found`) and an error's message
 * and stack, which may quote the address (FST_ERR_REP_ALREADY_SENT does).
 */
export function logOptions(level: string, stream?: LogStream) {
  return {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization'],
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(this, args.map(maskArgument));
      },
    },
    ...(stream ? { stream } : {}),
  };
}

function maskArgument(arg: unknown): unknown {
  if (typeof arg === 'string') return redactUrl(arg);
  if (arg instanceof Error) return maskedError(arg);
  if (arg && typeof arg === 'object' && 'err' in arg && arg.err instanceof Error)
    return { ...arg, err: maskedError(arg.err) };
  return arg;
}

/** A copy of `error` (its class and fields kept, for pino's serializer) with the address secrets masked. */
function maskedError(error: Error): Error {
  const copy = Object.assign(Object.create(Object.getPrototypeOf(error)) as Error, error);
  Object.defineProperty(copy, 'message', {
    value: redactUrl(error.message),
    enumerable: false,
    writable: true,
  });
  Object.defineProperty(copy, 'stack', {
    value: redactUrl(error.stack ?? ''),
    enumerable: false,
    writable: true,
  });
  if (error.cause !== undefined) copy.cause = error.cause;
  return copy;
}
