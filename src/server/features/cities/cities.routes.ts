import { Hono } from 'hono';
import { z } from 'zod';
import { messages } from '../../../domain/validation.js';
import type { AppEnv } from '../../platform/request-context.js';
import { validate } from '../../platform/validate.js';
import { listCities, listCityBusinesses } from './cities.service.js';

const CITY_MAX_LENGTH = 100;
const PAGE_MAX = 100;

const cityParamSchema = z.object({
  cityName: z
    .string()
    .trim()
    .min(1, messages.required('City'))
    .max(CITY_MAX_LENGTH, messages.maxLength('City', CITY_MAX_LENGTH)),
});

const pageSchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 100' })
    .int('limit must be a whole number from 1 to 100')
    .min(1, 'limit must be a whole number from 1 to 100')
    .max(PAGE_MAX, 'limit must be a whole number from 1 to 100')
    .default(PAGE_MAX),
  offset: z.coerce
    .number({ error: 'offset must be a whole number of 0 or more' })
    .int('offset must be a whole number of 0 or more')
    .min(0, 'offset must be a whole number of 0 or more')
    .max(100_000, 'offset must be a whole number of 0 or more')
    .default(0),
});

export const citiesRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listCities({ db: c.get('deps').database.db })))
  .get(
    '/:cityName',
    validate('param', cityParamSchema),
    validate('query', pageSchema),
    async (c) => {
      const { cityName } = c.req.valid('param');
      const { limit, offset } = c.req.valid('query');
      const page = await listCityBusinesses({
        db: c.get('deps').database.db,
        cityParam: cityName,
        limit,
        offset,
      });
      return c.json(page);
    },
  );
