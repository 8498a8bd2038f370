/**
 * How many requests this instance is answering right now (counted by the
 * request-context middleware). Background work (the outbox worker) looks at it
 * to give way to visitors during a burst.
 */
export class RequestsInFlight {
  count = 0;
}
