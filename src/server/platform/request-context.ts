import type { AccountUser } from '#domain/accounts.js';
import type { Language } from '#domain/languages.js';
import type { PageRequest } from '#domain/paging.js';
import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { Auth } from './auth/auth.js';
import type { Logger } from './logger.js';
import type { Storage } from './storage/storage.js';

/** What every feature gets: built once in main.ts (or a test) and passed to createApp. */
export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  /** Uploaded files: the local directory or the S3 bucket of the config. */
  storage: Storage;
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

/** The caller as our server sees it (the client address is never taken from the client). */
export interface RequestMeta {
  /** Headers to hand the auth library: cookies, user agent, our client-address header. */
  headers: Headers;
  ip: string;
  userAgent: string | null;
  /** The language the caller reads (Accept-Language; the web app sends its page's). */
  language: Language;
}

/** What a service that works through the auth library gets: the deps and who is asking. */
export interface AuthServiceContext {
  auth: Auth;
  db: Db;
  config: Config;
  logger: Logger;
  meta: RequestMeta;
}

/** What a service that answers the caller alone is given: the database and who asks. */
export interface ActorRequest {
  db: Db;
  actor: AccountUser;
}

/** What an admin list's service is given: the database, who asks, which rows, which page. */
export interface ListRequest<Filter> extends ActorRequest {
  filter: Filter;
  page: PageRequest;
}
