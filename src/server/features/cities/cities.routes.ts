import { api } from '#domain/api.js';
import { keptValue } from '../../platform/cached-json.js';
import { type Route, route } from '../../platform/routes.js';
import { listCities, listCityBusinesses } from './cities.service.js';

export const citiesRoutes: Route[] = [
  route(api.directory.cities, (_c, { ctx }) => listCities(ctx)),
  route(api.directory.city, async (_c, { ctx, params, query }) =>
    keptValue(await listCityBusinesses({ ...ctx, cityParam: params.cityName, page: query })),
  ),
];
