import { Hono } from 'hono';
import { z } from 'zod';
import { PAGE_SIZE_MAX, pageQuerySchema } from '../../../domain/paging.js';
import { messages } from '../../../domain/validation.js';
import { cachedJson } from '../../platform/cached-json.js';
import type { AppEnv } from '../../platform/request-context.js';
import { validate } from '../../platform/validate.js';
import { listCities, listCityBusinesses } from './cities.service.js';

const CITY_MAX_LENGTH = 100;
const cityParamSchema = z.object({
  cityName: z
    .string()
    .trim()
    .min(1, messages.required('City'))
    .max(CITY_MAX_LENGTH, messages.maxLength('City', CITY_MAX_LENGTH)),
});

const pageSchema = pageQuerySchema({ defaultLimit: PAGE_SIZE_MAX });

export const citiesRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listCities({ db: c.get('deps').database.db })))
  .get(
    '/:cityName',
    validate('param', cityParamSchema),
    validate('query', pageSchema),
    async (c) => {
      const { cityName } = c.req.valid('param');
      const page = await listCityBusinesses({
        db: c.get('deps').database.db,
        cityParam: cityName,
        page: c.req.valid('query'),
      });
      return cachedJson(c, page);
    },
  );
