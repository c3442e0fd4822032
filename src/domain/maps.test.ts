import { describe, expect, it } from 'vitest';
import { directionsUrl } from './directions.js';
import { locationField } from './map-pin.js';
import { isTileUrlTemplate, tileImageSource } from './map-tiles.js';
import { mapMessages, parseLocation, pinColumns, profileColumns } from './maps.js';

describe('the tile setting', () => {
  it('takes http(s) templates naming {z}, {x} and {y}', () => {
    expect(isTileUrlTemplate('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(true);
    expect(isTileUrlTemplate('https://{s}.tiles.example/{z}/{x}/{y}@2x.png?key=abc')).toBe(true);
    expect(isTileUrlTemplate('http://127.0.0.1:4100/tiles/{z}/{x}/{y}.png')).toBe(true);
    expect(isTileUrlTemplate('https://tile.openstreetmap.org/{z}/{x}.png')).toBe(false);
    expect(isTileUrlTemplate('ftp://tiles.example/{z}/{x}/{y}.png')).toBe(false);
    expect(isTileUrlTemplate("javascript:alert('{z}{x}{y}')")).toBe(false);
  });

  it("allows the template's host in the policy, and {s} subdomains as a wildcard", () => {
    expect(tileImageSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileImageSource('https://{s}.Tiles.example:8443/{z}/{x}/{y}.png')).toBe(
      'https://*.tiles.example:8443',
    );
    expect(tileImageSource('http://127.0.0.1:4100/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:4100');
  });
});

describe('the pin', () => {
  it('reads "lat, lng" with a comma or spaces, rounded to six decimals', () => {
    expect(parseLocation('30.6629, -96.3561')).toEqual({ latitude: 30.6629, longitude: -96.3561 });
    expect(parseLocation(' 30.12345678 -96.1 ')).toEqual({
      latitude: 30.123457,
      longitude: -96.1,
    });
  });

  it('refuses what is not two numbers in range', () => {
    for (const text of [
      '91, 0',
      '0, 181',
      '-90.5, 10',
      'abc, 1',
      '30',
      '1, 2, 3',
      '1e3, 2',
      'NaN, 1',
    ]) {
      expect(parseLocation(text), text).toBeNull();
    }
  });

  it('as a form field: empty is no pin, bad text the message', () => {
    const field = locationField();
    expect(field.parse('')).toBeNull();
    expect(field.parse(undefined)).toBeNull();
    expect(field.parse('30.5,-96.25')).toBe('30.5, -96.25');
    const bad = field.safeParse('200, 0');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(mapMessages.location);
  });

  it('is written as both coordinates and who placed it; no pin clears all three', () => {
    expect(pinColumns('30.5, -96.25', 'owner')).toEqual({
      latitude: 30.5,
      longitude: -96.25,
      coordinatesSource: 'owner',
    });
    expect(pinColumns(null, 'admin')).toEqual({
      latitude: null,
      longitude: null,
      coordinatesSource: null,
    });
    expect(profileColumns({ name: 'A', location: '1, 2' }, 'admin')).toEqual({
      name: 'A',
      latitude: 1,
      longitude: 2,
      coordinatesSource: 'admin',
    });
    expect(profileColumns({ name: 'A' }, 'owner')).toEqual({ name: 'A' });
  });
});

describe('directions', () => {
  it('go to the full address when there is one', () => {
    const url = directionsUrl({
      address: '317 University Dr',
      city: 'College Station',
      state: 'TX',
      zipCode: '77840',
      latitude: 30.6,
      longitude: -96.3,
    });
    expect(url).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=317%20University%20Dr%2C%20College%20Station%2C%20TX%2C%2077840',
    );
  });

  it('go to the pin without a street address, else to the town, else nowhere', () => {
    const place = { address: ' ', city: 'Bryan', state: 'TX', zipCode: null };
    expect(directionsUrl({ ...place, latitude: 30.5, longitude: -96.25 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=30.5%2C-96.25',
    );
    expect(directionsUrl({ ...place, latitude: null, longitude: null })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Bryan%2C%20TX',
    );
    expect(directionsUrl({ address: null, city: null, state: null, zipCode: null })).toBe(null);
  });
});
