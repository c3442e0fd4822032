import { Hono } from 'hono';
import type { AppEnv } from '../../platform/request-context.js';

export const businessesRoutes = new Hono<AppEnv>();
