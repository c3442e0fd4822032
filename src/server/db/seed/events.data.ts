import { TIME_ZONE } from '#domain/time.js';
import type { localEvents } from '../schema/directory.js';

type NewLocalEvent = typeof localEvents.$inferInsert;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * BCS Local's own town events (DESIGN decision 18), scheduled on real calendar days
 * (next Saturday, the next First Friday, ...) in Central time counted from `now`.
 */
export function upcomingEvents(now: Date): NewLocalEvent[] {
  const today = localDay(now);
  const saturday = nextWeekday(today, 6);
  const firstFriday = nextFirstFriday(today);

  return [
    {
      title: 'Saturday Farmers Market on Main',
      description:
        'Fresh produce, pastured eggs, local honey, kolaches and handmade goods from more than 40 Brazos Valley growers and makers. Bring a bag and come early for the best tomatoes.',
      location: 'Main Street Market Pavilion',
      address: '500 N Main St',
      city: 'Bryan',
      url: 'https://mainstreetmarket.example',
      startsAt: at(saturday, 8, 0),
      endsAt: at(saturday, 12, 0),
    },
    {
      title: 'First Friday in Downtown Bryan',
      description:
        'Shops stay open late, galleries pour wine, street musicians play on every corner and food trucks line Main Street. Free and family friendly.',
      location: 'Historic Downtown Bryan',
      address: 'Main St and 26th St',
      city: 'Bryan',
      url: 'https://firstfridaybryan.example',
      startsAt: at(firstFriday, 18, 0),
      endsAt: at(firstFriday, 21, 0),
    },
    {
      title: 'Small Business Marketing Workshop',
      description:
        'A free evening workshop for local owners: setting up a Google Business Profile, asking for reviews and getting more from social media. Light dinner provided; seats are limited.',
      location: 'Brazos Valley Small Business Center',
      address: '1500 Harvey Rd',
      city: 'College Station',
      url: 'https://bcsbusinesscenter.example/workshops',
      startsAt: at(nextWeekday(addDays(today, 7), 2), 18, 0),
      endsAt: at(nextWeekday(addDays(today, 7), 2), 20, 0),
    },
    {
      title: 'Lake Bryan Sunset Paddle',
      description:
        'A guided, beginner-friendly kayak and paddleboard tour around the lake at golden hour. Boards, paddles and life jackets are included.',
      location: 'Lake Bryan Park',
      address: '8200 Sandy Point Rd',
      city: 'Bryan',
      startsAt: at(nextWeekday(addDays(today, 9), 0), 18, 30),
      endsAt: at(nextWeekday(addDays(today, 9), 0), 20, 30),
    },
    {
      title: 'Bluebonnet Dash 5K and Fun Run',
      description:
        'A flat, fast 5K through the park trails, with a one-mile fun run for kids and a pancake breakfast at the finish. Proceeds support local school libraries.',
      location: 'Central Park',
      address: '1000 Krenek Tap Rd',
      city: 'College Station',
      url: 'https://bluebonnetdash.example',
      startsAt: at(addDays(saturday, 14), 7, 30),
      endsAt: at(addDays(saturday, 14), 10, 0),
    },
    {
      title: 'Blues & BBQ on Railroad Street',
      description:
        'Live blues on the outdoor stage, brisket from local pitmasters and a cold drink garden. Bring a lawn chair.',
      location: 'Railroad Street',
      address: 'Railroad St and E Washington Ave',
      city: 'Navasota',
      startsAt: at(addDays(saturday, 21), 18, 0),
      endsAt: at(addDays(saturday, 21), 22, 0),
    },
  ];
}

/** A calendar day, held as midnight UTC of that date. */
type Day = Date;

function localDay(instant: Date): Day {
  const p = wallClock(instant);
  return new Date(Date.UTC(p.year, p.month - 1, p.day));
}

function addDays(day: Day, days: number): Day {
  return new Date(day.getTime() + days * DAY_MS);
}

/** The first day strictly after `day` falling on `weekday` (0 = Sunday). */
function nextWeekday(day: Day, weekday: number): Day {
  const ahead = (weekday - day.getUTCDay() + 7) % 7 || 7;
  return addDays(day, ahead);
}

function nextFirstFriday(today: Day): Day {
  for (let monthsAhead = 0; ; monthsAhead++) {
    const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + monthsAhead, 1));
    const friday = addDays(first, (5 - first.getUTCDay() + 7) % 7);
    if (friday > today) return friday;
  }
}

/** The instant at which the wall clock in Central time reads `hour:minute` on `day`. */
function at(day: Day, hour: number, minute: number): Date {
  const wall = day.getTime() + (hour * 60 + minute) * 60 * 1000;
  // The offset depends on the instant (daylight saving), so correct once more.
  let instant = wall - offsetAt(wall);
  instant = wall - offsetAt(instant);
  return new Date(instant);
}

/** Central time minus UTC at `ms`, in milliseconds (negative). */
function offsetAt(ms: number): number {
  const p = wallClock(new Date(ms));
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

function wallClock(instant: Date) {
  const parts = Object.fromEntries(
    formatter.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
}
