import { describe, expect, it } from 'vitest';
import { batchAnswersOf, batchLineOf } from './census-geocoder.js';

describe("the Census batch's CSV", () => {
  it('reads matches, no matches and ties in the shape the Census answers them', () => {
    // As the Census answers (a recorded answer's shape): quoted, the "lon,lat" pair in
    // one field, a No_Match row stopping after its third field, rows in any order.
    const answer = [
      '"3","301 N Main St, Bryan, TX, 77803","Match","Exact","301 N MAIN ST, BRYAN, TX, 77803","-96.374805,30.674227","59653655","R"',
      '"2","1 Nowhere Ln, Bryan, TX, ","No_Match"',
      '"1","100 Texas Ave, Bryan, TX, 77802","Tie"',
      '"4","12 Villa Maria Rd, Bryan, TX, 77801","Match","Non_Exact","12 VILLA MARIA RD, BRYAN, TX, 77801","-96.36,30.65","1","L"',
      '"5","9 Odd St, Bryan, TX, 77801","Match","Exact","9 ODD ST","",""',
      '',
    ].join('\n');
    expect(Object.fromEntries(batchAnswersOf(answer))).toEqual({
      '1': { kind: 'no_match', matchType: 'Tie' },
      '2': { kind: 'no_match', matchType: null },
      '3': {
        kind: 'matched',
        latitude: 30.674227,
        longitude: -96.374805,
        matchedAddress: '301 N MAIN ST, BRYAN, TX, 77803',
        matchType: 'Exact',
      },
      '4': expect.objectContaining({ kind: 'matched', matchType: 'Non_Exact', latitude: 30.65 }),
      '5': expect.objectContaining({ kind: 'failed' }),
    });
  });

  it('sends five fields a row, with no comma, quote or line break of their own', () => {
    expect(
      batchLineOf({
        id: 'b1',
        street: '100 Main St, Suite "B"\nRear',
        city: 'College Station',
        state: 'TX',
        zip: null,
        line: '',
      }),
    ).toBe('b1,100 Main St Suite B Rear,College Station,TX,');
  });
});
