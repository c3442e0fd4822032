/**
 * Fills a database with N fictional businesses for benchmarks, 1000 rows per
 * INSERT. Names are made of Brazos Valley-flavoured words plus a number, so they
 * never collide with each other or with the demo seed; plans are mixed like a
 * real directory (10% texas_gold, 20% silver, 70% free).
 *
 *   npx tsx bench/generate-businesses.ts --count 10000 --database-url postgres://...
 *   npx tsx bench/generate-businesses.ts --count 100000 --data-dir ./tmp-bench   (PGlite)
 */
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { getTableColumns, sql } from 'drizzle-orm';
import { CATEGORIES, type Category } from '#domain/categories.js';
import { JOB_CATEGORIES, JOB_TYPES } from '#domain/jobs.js';
import type { PlanId } from '#domain/plans.js';
import { slugify } from '#domain/slug.js';
import { type Database, type Db, openPglite, openPostgres, queryRows } from '#server/db/client.js';
import { migrateDatabase } from '#server/db/migrate.js';
import { withOpeningHours } from '#server/db/opening-hours.js';
import { businesses, categories } from '#server/db/schema/index.js';

const BATCH_SIZE = 1000;

const CITIES = [
  'Bryan',
  'College Station',
  'Navasota',
  'Caldwell',
  'Hearne',
  'Madisonville',
  'Kurten',
  'Wellborn',
  'Snook',
  'Somerville',
  'Calvert',
  'Franklin',
];

const FIRST = [
  'Aggie',
  'Brazos',
  'Bluebonnet',
  'Lone Star',
  'Post Oak',
  'Live Oak',
  'Maroon',
  'Prairie',
  'Cedar Creek',
  'Longhorn',
  'Pecan',
  'Red Barn',
  'Sunrise',
  'Golden Spur',
  'Twin City',
  'Old Main',
  'Wildflower',
  'Mesquite',
  'Harvest Moon',
  'Riverbend',
];

/** Words that describe each category, so the text search has something to find. */
const TRADE: Record<Category, string[]> = {
  'Air Conditioning': ['Heating & Cooling', 'A/C Repair', 'Climate Control'],
  'Auto Mechanic': ['Auto Repair', 'Garage', 'Tire & Lube'],
  'Beauty Salons': ['Hair Studio', 'Salon', 'Nail Bar'],
  Concrete: ['Concrete Works', 'Flatwork', 'Foundations'],
  Electricians: ['Electric', 'Electrical Services', 'Wiring Co.'],
  Gyms: ['Fitness', 'Strength Club', 'Cycle Studio'],
  Insurance: ['Insurance Agency', 'Insurance Group', 'Coverage'],
  'Massage Parlors': ['Massage Studio', 'Massage Therapy', 'Bodywork'],
  'Pest Control': ['Pest Control', 'Termite & Pest', 'Exterminators'],
  Plumbers: ['Plumbing', 'Rooter Service', 'Pipe & Drain'],
  'Real Estate': ['Realty', 'Properties', 'Land Co.'],
  Restaurants: ['Kitchen', 'Grill', 'Barbecue', 'Cafe', 'Tex-Mex'],
  Roofers: ['Roofing', 'Roof & Gutter', 'Roof Repair'],
  Services: ['Movers', 'Cleaning Co.', 'Lawn & Landscape', 'Locksmith'],
  Shopping: ['Boutique', 'Mercantile', 'Outfitters', 'Book Nook'],
  Wellness: ['Chiropractic', 'Yoga', 'Wellness Center', 'Acupuncture'],
};

const PHRASES = [
  'Family owned and proud to serve the Brazos Valley.',
  'Open six days a week with friendly, local service.',
  'Trusted by Aggies and their neighbors for years.',
  'Upfront prices, honest work and same-week appointments.',
  'Visit us just off Texas Avenue, or call for a free quote.',
];

function planFor(index: number): PlanId {
  const slot = index % 10;
  if (slot === 0) return 'texas_gold';
  if (slot <= 2) return 'silver';
  return 'free';
}

/**
 * Opening hours as owners write them (issue 29), one in seven left blank: the 'Open now'
 * filter has schedules of every kind to check, overnight and 24-hour ones included.
 */
const HOURS = [
  'Mon-Fri: 8AM-5PM',
  'Mon-Fri: 7AM-6PM, Sat: 8AM-2PM',
  'Mon-Sat: 11AM-10PM, Sun: 11AM-9PM',
  'Open 24 hours',
  'Tue-Sun: 6AM-2PM',
  'Thu-Sat: 6PM-2AM',
  null,
];

function businessRow(index: number, runId: string): typeof businesses.$inferInsert {
  const category = CATEGORIES[index % CATEGORIES.length];
  const trades = TRADE[category];
  const first = FIRST[Math.floor(index / CATEGORIES.length) % FIRST.length];
  const trade = trades[index % trades.length];
  const city = CITIES[(index * 7) % CITIES.length];
  const name = `${first} ${trade} ${index + 1}`;
  const plan = planFor(index);
  return {
    slug: `${slugify(name)}-${runId}`,
    name,
    category,
    address: `${100 + (index % 9000)} ${FIRST[index % FIRST.length]} Rd`,
    city,
    state: 'TX',
    zipCode: String(77801 + (index % 80)),
    phone: `(979) 555-${String(index % 10000).padStart(4, '0')}`,
    website: plan === 'free' ? null : `https://${slugify(name)}.example`,
    description: `${name} offers ${trade.toLowerCase()} in ${city}. ${PHRASES[index % PHRASES.length]}`,
    reviews: (index * 13) % 400,
    rating: Math.round((3 + ((index * 17) % 21) / 10) * 10) / 10,
    yearsInBusiness: index % 40,
    plan,
    hours: HOURS[Math.floor(index / 3) % HOURS.length],
    // Pins over the Brazos Valley (about 20 x 20 miles), one business in ten without.
    ...(index % 10 === 9
      ? {}
      : {
          latitude: 30.5 + ((index * 37) % 3000) / 10_000,
          longitude: -96.5 + ((index * 53) % 3000) / 10_000,
        }),
  };
}

/** From this many businesses on, they are written as a bulk load (loadedInBulk). */
const BULK_LOAD_LEAST = 20_000;

/** Inserts `count` businesses in batches; returns how many rows were written. */
export async function generateBusinesses(
  db: Db,
  { count, batchSize = BATCH_SIZE }: { count: number; batchSize?: number },
): Promise<number> {
  await db
    .insert(categories)
    .values(CATEGORIES.map((name, i) => ({ name, slug: slugify(name), sortOrder: i })))
    .onConflictDoNothing();
  // A run id keeps slugs unique when the generator runs twice on one database.
  const runId = randomBytes(3).toString('hex');
  const write = async (tx: Db) => {
    let written = 0;
    for (let start = 0; start < count; start += batchSize) {
      const rows = [];
      for (let i = start; i < Math.min(count, start + batchSize); i++)
        rows.push(withOpeningHours(businessRow(i, runId)));
      written += await insertRows(tx, rows);
    }
    return written;
  };
  return count >= BULK_LOAD_LEAST ? loadedInBulk(db, ['businesses'], write) : write(db);
}

/** Each business column's name in the database, by its field's. */
const COLUMN_NAMES = new Map(
  Object.entries(getTableColumns(businesses)).map(([field, column]) => [field, column.name]),
);

/**
 * One statement for a batch, its rows one JSON parameter (as the import writes its
 * batches): the query builder's statement of 1,000 rows by twenty parameters each cost
 * the generator more CPU than the database spent on the rows. Columns no row of the
 * batch names get their defaults. Answers how many rows were written (a slug or a name
 * in a city already there is skipped).
 */
async function insertRows(db: Db, rows: (typeof businesses.$inferInsert)[]): Promise<number> {
  const fields = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const columns = sql.join(
    fields.map((field) => sql.identifier(COLUMN_NAMES.get(field) as string)),
    sql`, `,
  );
  const records = rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([field, value]) => [COLUMN_NAMES.get(field), value]),
    ),
  );
  const inserted = await queryRows(
    db,
    sql`insert into businesses (${columns})
        select ${columns} from json_populate_recordset(null::businesses, ${JSON.stringify(records)}::json)
        on conflict do nothing
        returning id`,
  );
  return inserted.length;
}

/**
 * `load` run as PostgreSQL's "Populating a Database" advises: the tables' indexes that
 * are not unique dropped first and built once over all the rows at the end (the unique
 * ones stay, to skip a slug or a name in a city already there). Each of 1,000,000
 * businesses updated fourteen indexes as it went in: 17 minutes on this machine, most
 * of it the database's random writes to indexes larger than its buffers. One
 * transaction: a load that fails leaves no rows and every index as it was.
 */
async function loadedInBulk<T>(db: Db, tables: string[], load: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const indexes = await queryRows<{ name: string; definition: string }>(
      tx,
      sql`select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
          from pg_index i join pg_class c on c.oid = i.indexrelid
          where i.indrelid in (${sql.join(
            tables.map((table) => sql`${table}::regclass`),
            sql`, `,
          )}) and not i.indisunique`,
    );
    for (const { name } of indexes) await tx.execute(sql`drop index ${sql.identifier(name)}`);
    const loaded = await load(tx);
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const { definition } of indexes) await tx.execute(sql.raw(definition));
    return loaded;
  });
}

/**
 * Adds `count` analytics events spread over the directory's businesses and the last
 * 90 days (40% search impressions, 20% profile views, 40% page views, which name no
 * business), written by the database itself in batches of 1,000,000 (each makes the
 * array of every business's id it draws from: 1.7 s at 1,000,000 businesses, most of
 * the time of batches of 100,000), a load in bulk (loadedInBulk). An impression is
 * written where the server writes a search's (search_impressions, docs/decisions/044):
 * a row of one business each, the most rows the insights can have to read for them.
 */
export async function generateAnalyticsEvents(db: Db, { count }: { count: number }) {
  const batch = 1_000_000;
  await loadedInBulk(db, ['analytics_events', 'search_impressions'], async (tx) => {
    for (let start = 0; start < count; start += batch) {
      const size = Math.min(batch, count - start);
      await tx.execute(sql`
        with ids as (select array_agg(id) as ids from businesses),
        picks as (
          select kind, ids[1 + floor(pick * cardinality(ids))::int] as business_id, pick,
                 now() - age * interval '90 days' as created_at
          from (select random() as kind, random() as pick, random() as age
                from generate_series(1, ${size})) drawn, ids
        ),
        impressions as (
          insert into search_impressions (page, business_ids, created_at)
          select 'home', array[business_id], created_at from picks
          where kind < 0.4 and business_id is not null)
        insert into analytics_events (business_id, event_type, page, created_at)
        select case when kind < 0.6 then business_id end,
               (case when kind < 0.6 then 'profile_view' else 'page_view' end)::analytics_event_type,
               case when kind >= 0.6 then (array['/', '/listings', '/jobs', '/about'])[1 + floor(pick * 4)::int] end,
               created_at
        from picks where kind >= 0.4`);
    }
  });
}

/**
 * Generated `search_result` events moved where the server writes a search's impressions
 * (search_impressions, docs/decisions/044), as migration 0031 moved the stored ones: a
 * row of one business each, the most rows the insights can have to read for them.
 */
export async function moveSearchImpressions(db: Db) {
  await db.execute(sql`
    with moved as (
      delete from analytics_events where event_type = 'search_result' and business_id is not null
      returning page, search_term, business_id, event_count, created_at)
    insert into search_impressions (page, search_term, business_ids, event_count, created_at)
    select page, search_term, array[business_id], event_count, created_at from moved`);
}

/** Job titles for generated postings: each says its trade, as a real posting would. */
const JOB_TITLES = [
  'Line Cook',
  'Shift Manager',
  'Dental Assistant',
  'Bookkeeper',
  'Electrician Apprentice',
  'Sales Associate',
  'HVAC Technician',
  'Receptionist',
  'Delivery Driver',
  'Marketing Coordinator',
];

/**
 * Adds one approved, open job posting for every `every`-th business (the job board's
 * reads need postings to search), written by the database in one statement: a title,
 * one of the job categories and types, the business's city, a salary range.
 */
export async function generateJobs(db: Db, { every = 20 }: { every?: number } = {}) {
  const nth = (list: readonly string[]) =>
    sql`(${JSON.stringify(list)}::jsonb ->> (m % ${list.length})::int)`;
  await db.execute(sql`
    with picked as (
      select id, name, city, n / ${every} as m
      from (select id, name, city, row_number() over (order by id) as n from businesses) numbered
      where n % ${every} = 0
    )
    insert into jobs (business_id, company_name, title, category, job_type, location,
                      salary_min, salary_max, description, status, approved_at)
    select id, name, ${nth(JOB_TITLES)}, ${nth(JOB_CATEGORIES)}, ${nth(JOB_TYPES)}::job_type,
           coalesce(city, 'Bryan') || ', TX',
           30000 + (m % 20) * 1000, 40000 + (m % 20) * 1500,
           'Join ' || name || ' in ' || coalesce(city, 'Bryan') || '. Steady hours, training on the job.',
           'approved', now()
    from picked`);
}

async function main() {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '10000' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
    },
  });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1) throw new Error('--count must be a positive integer');
  const url = values['database-url'];
  if (!url && !values['data-dir']) throw new Error('give --database-url or --data-dir');
  const database: Database = url ? openPostgres(url) : await openPglite(values['data-dir']);
  try {
    await migrateDatabase(database);
    const started = performance.now();
    const written = await generateBusinesses(database.db, { count });
    const seconds = (performance.now() - started) / 1000;
    console.log(`inserted ${written} businesses in ${seconds.toFixed(1)} s (${database.kind})`);
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
