// The calendar parser's worker entry when the server runs from source (tsx, Vitest): a worker thread does
// not inherit tsx's loader, so it registers it before loading the TypeScript entry. The built server starts
// the compiled entry instead (server/infra/calendar-parser.ts), so nothing in build/ refers to tsx.
import { register } from 'tsx/esm/api';

register();
await import('./calendar-parser-worker.ts');
