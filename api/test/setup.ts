import { disableAsyncContextsWhenIdle } from '../src/db/idle-async-context.ts';

// The api's tests run with the async contexts main.ts sets up for the server (docs/decisions/0067-async-context-off-while-idle.md).
disableAsyncContextsWhenIdle();
