import type { MiddlewareHandler } from 'hono';

/**
 * How many requests this instance is answering right now. Background work (the
 * outbox worker) looks at it to give way to visitors during a burst.
 */
export class RequestsInFlight {
  count = 0;

  readonly middleware: MiddlewareHandler = async (_c, next) => {
    this.count += 1;
    try {
      await next();
    } finally {
      this.count -= 1;
    }
  };
}
