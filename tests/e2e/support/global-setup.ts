import type { TestProject } from 'vitest/node';
import { hasChromium, requireInCI } from '../../support/requirements.ts';
import { type RunningServer, startServer } from './server.ts';

let server: RunningServer | undefined;

/** One demo server for all browser journeys; journeys that need special settings start their own. */
export async function setup(project: TestProject) {
  if (!requireInCI(hasChromium, 'Chromium (CHROMIUM_PATH)')) {
    project.provide('baseUrl', '');
    return;
  }
  server = await startServer();
  project.provide('baseUrl', server.url);
}

export async function teardown() {
  await server?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
