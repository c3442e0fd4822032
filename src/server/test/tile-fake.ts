/**
 * A stand-in for a map tile server (decision 037): one small grey PNG for any tile, so
 * the maps in the browser tests load offline. Point MAP_TILE_URL at
 * `${url}/{z}/{x}/{y}.png`. It counts the tiles asked for.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An 8 x 8 light grey PNG; Leaflet stretches it over the 256-pixel tile. */
export const FAKE_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAD0lEQVR4nGN4jgMwDC0JALG1rUHrAv+PAAAAAElFTkSuQmCC',
  'base64',
);

const TILE_PATH = /^\/\d+\/-?\d+\/-?\d+\.png$/;

export async function listenTileFake(port = 0) {
  let served = 0;
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    if (req.method !== 'GET' || !TILE_PATH.test(path)) {
      res.writeHead(404).end();
      return;
    }
    served += 1;
    res.writeHead(200, {
      'content-type': 'image/png',
      'content-length': FAKE_TILE.length,
      'cache-control': 'max-age=3600',
    });
    res.end(FAKE_TILE);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    template: `${url}/{z}/{x}/{y}.png`,
    served: () => served,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
