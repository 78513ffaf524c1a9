import type { TestProject } from 'vitest/node';
import { startServer } from '../../scripts/lib/start-server.ts';

export const e2eAdmin = { name: 'admin', password: 'e2e-admin-password' };
export const e2eGuestPassword = 'e2e-guest-pass';

/** Starts the built site with demo content and known credentials; journeys read `baseUrl`/`dataDir`. */
export default async function setup(project: TestProject) {
  const server = await startServer({
    ADMIN_USERNAME: e2eAdmin.name,
    ADMIN_PASSWORD: e2eAdmin.password,
    DEMO_GUEST_PASSWORD: e2eGuestPassword,
    SEED_DEMO: '1',
    // the calendar journey serves its channel feed from this machine
    CALENDAR_ALLOW_PRIVATE: '1',
  });
  project.provide('baseUrl', server.url);
  project.provide('dataDir', server.dataDir);
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}
