import { api } from '../../../domain/api.js';
import { keptValue } from '../../platform/cached-json.js';
import { type Route, route } from '../../platform/routes.js';
import { listCities, listCityBusinesses } from './cities.service.js';

export const citiesRoutes: Route[] = [
  route(api.directory.cities, (c) => listCities({ db: c.get('deps').database.db })),
  route(api.directory.city, async (c, { params, query }) =>
    keptValue(
      await listCityBusinesses({
        db: c.get('deps').database.db,
        cityParam: params.cityName,
        page: query,
      }),
    ),
  ),
];
