import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Auth } from './auth/auth.js';
import type { Logger } from './logger.js';

/** What every feature gets: built once in main.ts (or a test) and passed to createApp. */
export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  /** Absolute path of the built SPA (dist/web); undefined serves no front end (API tests). */
  webDir?: string;
}

export type AppEnv = {
  Variables: {
    requestId: string;
    deps: AppDeps;
    /** The auth library instance, one per app. */
    auth: Auth;
  };
};
