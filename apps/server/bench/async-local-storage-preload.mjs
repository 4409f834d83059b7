// The floor of any tracing on this Node: an AsyncLocalStorage entered once, as OpenTelemetry's context manager does at
// a request's first span, with nothing else. bench/observability.ts preloads it to measure that floor apart.
import { AsyncLocalStorage } from 'node:async_hooks';

const storage = new AsyncLocalStorage();
storage.enterWith({ bench: 'floor' });
globalThis[Symbol.for('donor-portal.bench.async-local-storage')] = storage;
