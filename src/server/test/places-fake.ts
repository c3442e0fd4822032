/**
 * A local stand-in for the two Places API (New) endpoints we call (Text Search and
 * Place Details), speaking Google's protocol: the X-Goog-Api-Key and X-Goog-FieldMask
 * headers (a request without a field mask is refused, as Google refuses it), Google's
 * JSON shapes, and its error envelope `{ error: { code, message, status } }`. Tests
 * point GOOGLE_PLACES_API_URL at it. Google's servers are the one part we cannot run.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_PLACES_KEY = 'fake-places-key';

export interface FakeReview {
  author: string;
  rating: number;
  text?: string;
  /** ISO time. */
  publishTime?: string;
  relative?: string;
  /** false: the author has no photo (the browser tests stay off Google's servers). */
  photo?: boolean;
}

export interface FakePlace {
  id: string;
  name: string;
  address: string;
  rating?: number;
  userRatingCount?: number;
  reviews?: FakeReview[];
}

export interface FakePlacesRequest {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  apiKey: string | undefined;
  fieldMask: string | undefined;
}

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

async function jsonOf(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : null;
}

const mapsUri = (id: string) => `https://maps.google.com/?cid=${encodeURIComponent(id)}`;

function reviewJson(placeId: string, review: FakeReview, index: number) {
  const slug = review.author.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    name: `places/${placeId}/reviews/r${index}`,
    relativePublishTimeDescription: review.relative ?? 'a month ago',
    rating: review.rating,
    ...(review.text !== undefined
      ? {
          text: { text: review.text, languageCode: 'en' },
          originalText: { text: review.text, languageCode: 'en' },
        }
      : {}),
    authorAttribution: {
      displayName: review.author,
      uri: `https://www.google.com/maps/contrib/${slug}/reviews`,
      ...(review.photo === false
        ? {}
        : { photoUri: `https://lh3.googleusercontent.com/a-/${slug}=s128-c0x00000000-cc-rp-mo` }),
    },
    publishTime: review.publishTime ?? '2026-10-01T15:04:05.123456Z',
    flagContentUri: `https://www.google.com/local/review/rap/report?r=${index}`,
    googleMapsUri: `https://www.google.com/maps/reviews/data=${encodeURIComponent(placeId)}-${index}`,
  };
}

/** The fake on a free port (or `port`), without a test runner: scripts may run it too. */
export async function listenPlacesFake(port = 0, known: FakePlace[] = []) {
  const places = new Map<string, FakePlace>(known.map((place) => [place.id, place]));
  const requests: FakePlacesRequest[] = [];
  /** Answers for the next requests, in order, instead of the normal ones. */
  const failures: { status: number; message: string }[] = [];
  /** Places whose details fail until healed (a place Google cannot serve for a while). */
  const failing = new Map<string, { status: number; message: string }>();

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = await jsonOf(req).catch(() => null);
    const apiKey = req.headers['x-goog-api-key'] as string | undefined;
    const fieldMask = req.headers['x-goog-fieldmask'] as string | undefined;
    requests.push({ method: req.method ?? '', path: url.pathname, body, apiKey, fieldMask });
    const send = (status: number, payload: object) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
      res.end(JSON.stringify(payload));
    };
    const fail = (status: number, message: string, reason?: string) =>
      send(status, {
        error: {
          code: status,
          message,
          status: STATUS_NAMES[status] ?? 'UNKNOWN',
          ...(reason
            ? { details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason }] }
            : {}),
        },
      });

    const failure = failures.shift();
    if (failure) return fail(failure.status, failure.message);
    if (apiKey !== FAKE_PLACES_KEY)
      return fail(400, 'API key not valid. Please pass a valid API key.', 'API_KEY_INVALID');
    if (!fieldMask)
      return fail(
        400,
        'FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters',
      );

    if (req.method === 'POST' && url.pathname === '/v1/places:searchText') {
      const query = String(body?.textQuery ?? '').toLowerCase();
      if (!query) return fail(400, 'Empty text_query.');
      const found = [...places.values()].filter((place) =>
        query.includes(place.name.toLowerCase()),
      );
      const pageSize = Number(body?.pageSize ?? 20);
      // Google answers an empty object when nothing matches.
      if (found.length === 0) return send(200, {});
      return send(200, {
        places: found.slice(0, pageSize).map((place) => ({
          id: place.id,
          formattedAddress: place.address,
          googleMapsUri: mapsUri(place.id),
          displayName: { text: place.name, languageCode: 'en' },
        })),
      });
    }
    const detail = /^\/v1\/places\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && detail) {
      const id = decodeURIComponent(detail[1]);
      const broken = failing.get(id);
      if (broken) return fail(broken.status, broken.message);
      const place = places.get(id);
      if (!place) return fail(404, `Place '${id}' not found.`);
      return send(200, {
        id: place.id,
        formattedAddress: place.address,
        googleMapsUri: mapsUri(place.id),
        displayName: { text: place.name, languageCode: 'en' },
        ...(place.rating !== undefined ? { rating: place.rating } : {}),
        ...(place.userRatingCount ? { userRatingCount: place.userRatingCount } : {}),
        ...(place.reviews?.length
          ? { reviews: place.reviews.map((review, i) => reviewJson(place.id, review, i)) }
          : {}),
      });
    }
    return fail(404, `No fake for ${req.method} ${url.pathname}`);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    requests,
    /** Adds (or replaces) a place Google knows. */
    addPlace: (place: FakePlace) => places.set(place.id, place),
    removePlace: (id: string) => places.delete(id),
    /** The next request is answered with this error (429 is Google's RESOURCE_EXHAUSTED). */
    failNext: (status: number, message = 'Something went wrong at Google') =>
      failures.push({ status, message }),
    /** Every details request for this place is answered with this error until healed. */
    failPlace: (id: string, status: number, message = 'Something went wrong at Google') =>
      failing.set(id, { status, message }),
    healPlace: (id: string) => failing.delete(id),
    requestsTo: (path: string) => requests.filter((r) => r.path === path),
  };
}

/** The fake for one test file: it stops when the file's tests are done. */
export async function startPlacesFake() {
  const { afterAll } = await import('vitest');
  const fake = await listenPlacesFake();
  afterAll(fake.close);
  return fake;
}

/**
 * Places the browser tests' server knows (scripts/e2e-server.ts): one with five reviews,
 * one without any. Their names are what a journey searches for.
 */
export const SAMPLE_PLACES: FakePlace[] = [
  {
    id: 'ChIJsampleHarvestTable01',
    name: 'Harvest Table Kitchen',
    address: '301 N Main St, Bryan, TX 77803, USA',
    rating: 4.6,
    userRatingCount: 212,
    reviews: [
      {
        author: 'Dana Whitfield',
        rating: 5,
        text: 'The brisket hash is the best breakfast in Bryan. Friendly staff, quick coffee refills.',
        relative: '2 weeks ago',
      },
      {
        author: 'Luis Garza',
        rating: 4,
        text: 'Great patio on a cool evening. It gets busy after Aggie games, so come early.',
        relative: 'a month ago',
      },
      {
        author: 'Priya Natarajan',
        rating: 5,
        text: 'Vegetarian options that are actually good. The seasonal salad changes every few weeks.',
        relative: '2 months ago',
      },
      {
        author: 'Tom Becker',
        rating: 3,
        text: 'Food was good but the wait was long on a Saturday.',
        relative: '3 months ago',
      },
      {
        author: 'Maggie Ortiz',
        rating: 5,
        text: 'Catered our office party. Everything arrived hot and on time.',
        relative: '5 months ago',
      },
    ].map((review, i) => ({
      ...review,
      photo: false,
      publishTime: new Date(Date.now() - [14, 33, 61, 95, 150][i] * 24 * 60 * 60_000).toISOString(),
    })),
  },
  {
    id: 'ChIJsampleBrandNewShop02',
    name: 'Brand New Bike Shop',
    address: '1200 Texas Ave, College Station, TX 77840, USA',
    userRatingCount: 0,
    reviews: [],
  },
];
