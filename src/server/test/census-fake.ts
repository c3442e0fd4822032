/**
 * A local stand-in for the two U.S. Census Bureau geocoder endpoints we call
 * (census-geocoder.ts), speaking their formats as recorded from the real service:
 * `GET /geocoder/locations/onelineaddress` answers JSON `{ result: { input, addressMatches:
 * [{ matchedAddress, coordinates: { x: lon, y: lat }, tigerLine, addressComponents }] } }`,
 * and `POST /geocoder/locations/addressbatch` takes a multipart CSV file `addressFile`
 * (`id,street,city,state,zip`, no header) and answers quoted CSV rows in no particular
 * order (`"id","input","Match","Exact","MATCHED","lon,lat","tiger id","L"`, or
 * `"id","input","No_Match"` / `"Tie"`). Tests point GEOCODER_URL at it; failures (a
 * status, a timeout) can be queued. The Census's servers are the one part we cannot run.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Papa from 'papaparse';

export interface FakeLocation {
  latitude: number;
  longitude: number;
  /** How the Census writes it back; defaults to the address in capitals. */
  matchedAddress?: string;
  /** 'Exact' unless said. */
  matchType?: 'Exact' | 'Non_Exact';
}

export interface FakeCensusRequest {
  method: string;
  path: string;
  /** The single call's address, or the batch's number of rows. */
  address?: string;
  rows?: number;
  benchmark: string | null;
}

/** Capitals, no punctuation, single spaces: '301 N Main St, Bryan, TX 77803' and its batch row meet. */
export const addressKey = (address: string) =>
  address
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

type Failure = { kind: 'status'; status: number } | { kind: 'hang' };

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const quoted = (cells: string[]) => cells.map((cell) => `"${cell}"`).join(',');

/** The fake on a free port (or `port`), without a test runner: the bench runs it too. */
export async function listenCensusFake(port = 0) {
  const known = new Map<string, FakeLocation>();
  const ties = new Set<string>();
  const requests: FakeCensusRequest[] = [];
  const failures: Failure[] = [];
  /** Every address matches (a made-up point near Bryan) unless listed as unknown: the bench's mode. */
  let matchEverything = false;

  const locate = (address: string): FakeLocation | 'tie' | null => {
    const key = addressKey(address);
    if (ties.has(key)) return 'tie';
    const found = known.get(key);
    if (found) return found;
    if (!matchEverything || key.includes('NOWHERE')) return null;
    let hash = 0;
    for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
    return { latitude: 30.6 + (hash % 1000) / 10_000, longitude: -96.35 + (hash % 997) / 10_000 };
  };
  const coordinates = (l: FakeLocation) => ({ x: l.longitude, y: l.latitude });

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = await bodyOf(req);
    const send = (status: number, type: string, payload: string) => {
      res.writeHead(status, { 'content-type': type });
      res.end(payload);
    };
    const sendJson = (status: number, payload: object) =>
      send(status, 'application/json', JSON.stringify(payload));
    const record: FakeCensusRequest = {
      method: req.method ?? '',
      path: url.pathname,
      benchmark: url.searchParams.get('benchmark'),
      ...(url.searchParams.has('address')
        ? { address: url.searchParams.get('address') ?? '' }
        : {}),
    };
    requests.push(record);

    const failure = failures.shift();
    if (failure?.kind === 'hang') return; // no answer: the client's timeout ends it
    if (failure)
      return send(failure.status, 'text/html', '<html><body>Service Unavailable</body></html>');

    if (req.method === 'GET' && url.pathname === '/geocoder/locations/onelineaddress') {
      const address = url.searchParams.get('address') ?? '';
      if (url.searchParams.get('format') !== 'json' || !record.benchmark)
        return sendJson(400, { errors: ['Benchmark and format are required'], status: '400' });
      if (!address.trim())
        return sendJson(400, { errors: ['Address cannot be empty'], status: '400' });
      const found = locate(address);
      const match = (l: FakeLocation, i = 0) => ({
        tigerLine: { side: 'L', tigerLineId: String(76_000_000 + i) },
        coordinates: coordinates(l),
        addressComponents: {},
        matchedAddress: l.matchedAddress ?? address.toUpperCase(),
      });
      const addressMatches =
        found === 'tie'
          ? [
              match({ latitude: 30.67, longitude: -96.37 }),
              match({ latitude: 30.61, longitude: -96.31 }, 1),
            ]
          : found
            ? [match(found)]
            : [];
      return sendJson(200, {
        result: {
          input: {
            address: { address },
            benchmark: { id: '4', benchmarkName: 'Public_AR_Current', isDefault: true },
          },
          addressMatches,
        },
      });
    }

    if (req.method === 'POST' && url.pathname === '/geocoder/locations/addressbatch') {
      let form: FormData;
      try {
        form = await new Request('http://fake', {
          method: 'POST',
          headers: { 'content-type': req.headers['content-type'] ?? '' },
          body: new Uint8Array(body),
        }).formData();
      } catch {
        return send(400, 'text/plain', 'A multipart form is required');
      }
      record.benchmark = String(form.get('benchmark') ?? '') || null;
      const file = form.get('addressFile');
      if (!record.benchmark || !(file instanceof Blob))
        return send(400, 'text/plain', 'addressFile and benchmark are required');
      const { data } = Papa.parse<string[]>((await file.text()).trim(), { skipEmptyLines: true });
      record.rows = data.length;
      if (data.length > 10_000) return send(400, 'text/plain', 'More than 10,000 records');
      const lines = data.map((row) => {
        const [id, street = '', city = '', state = '', zip = ''] = row;
        const input = `${street}, ${city}, ${state}, ${zip}`;
        const found = locate(`${street} ${city} ${state} ${zip}`);
        if (found === 'tie') return quoted([id, input, 'Tie']);
        if (!found) return quoted([id, input, 'No_Match']);
        return quoted([
          id,
          input,
          'Match',
          found.matchType ?? 'Exact',
          found.matchedAddress ?? input.toUpperCase(),
          `${found.longitude},${found.latitude}`,
          '76225813',
          'L',
        ]);
      });
      // The Census answers in its own order, not the file's.
      lines.reverse();
      return send(200, 'text/csv', `${lines.join('\n')}\n`);
    }
    return send(404, 'text/plain', `No fake for ${req.method} ${url.pathname}`);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    requests,
    /** The Census knows this one-line address ('301 N Main St, Bryan, TX 77803'). */
    addAddress: (line: string, location: FakeLocation) => known.set(addressKey(line), location),
    /** The Census finds two places for this address. */
    addTie: (line: string) => ties.add(addressKey(line)),
    /** The next requests are answered with this status, or not at all ('hang'). */
    failNext: (what: number | 'hang', times = 1) => {
      for (let i = 0; i < times; i += 1)
        failures.push(what === 'hang' ? { kind: 'hang' } : { kind: 'status', status: what });
    },
    /** Every address matches somewhere in Bryan except those naming NOWHERE (the bench). */
    matchEverything: (on = true) => {
      matchEverything = on;
    },
    requestsTo: (path: string) => requests.filter((r) => r.path === path),
  };
}

/** The fake for one test file: it stops when the file's tests are done. */
export async function startCensusFake() {
  const { afterAll } = await import('vitest');
  const fake = await listenCensusFake();
  afterAll(fake.close);
  return fake;
}

export const SINGLE_PATH = '/geocoder/locations/onelineaddress';
export const BATCH_PATH = '/geocoder/locations/addressbatch';
