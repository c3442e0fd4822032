import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { analyticsEvents } from '../../db/schema/index.js';
import { type Logger, serializeError } from '../../platform/logger.js';

/**
 * Analytics written in batches (issue 13 point 2). A search's impressions, a profile
 * view and a page view are queued in memory and written together, one statement for
 * every request of the last FLUSH_DELAY_MS, so no request waits for its counts: 50
 * impressions written by the search itself were most of a cached search's time.
 *
 * Alike events (same business, type, page and referrer) are counted as they are queued
 * and written as one row with their number, `event_count`, and readers sum the counts.
 * A search's impressions are one row of search_impressions, the businesses it showed in
 * an array (docs/decisions/044): fifty rows a search cost the database seven times the
 * CPU; alike searches (same page, words and businesses) are counted the same way.
 *
 * What this gives up: counts reach the database up to FLUSH_DELAY_MS late, so another
 * server's reader sees them that much later (this server's readers flush first), and a
 * crash loses the queue, at most a fraction of a second of counts, never a business or
 * an account. A failed write is logged and its events dropped, as a failed write always
 * was: counting must never fail a page.
 */

export interface AnalyticsEventRow {
  businessId?: string | null;
  eventType: (typeof analyticsEvents.$inferInsert)['eventType'];
  page?: string | null;
  referrer?: string | null;
  searchTerm?: string | null;
}

/** A search's impressions: the businesses it showed, one row (docs/decisions/044). */
export interface SearchImpressionRow {
  page?: string | null;
  searchTerm?: string | null;
  businessIds: string[];
}

/** Alike events, and how many of them are waiting. */
interface CountedEvent {
  event: AnalyticsEventRow;
  count: number;
}

/** Alike searches (same page, words and businesses), and how many are waiting. */
interface CountedSearch {
  search: SearchImpressionRow;
  count: number;
}

/** How long an event waits for others before they are written together. */
const FLUSH_DELAY_MS = 200;
/** A statement writes at most this many rows (of events; of searches, of up to 50 businesses each). */
const ROWS_PER_STATEMENT = 1_000;
const SEARCHES_PER_STATEMENT = 200;
/**
 * Beyond this many distinct rows waiting (the database is down or far behind), new
 * kinds of events are dropped; more of a kind already waiting only add to its count.
 */
const MAX_QUEUED_ROWS = 50_000;

interface Queue {
  rows: Map<string, CountedEvent>;
  searches: Map<string, CountedSearch>;
  logger: Logger;
  timer: NodeJS.Timeout | null;
  /** The write in progress; writes go one after another. */
  writing: Promise<void>;
  dropped: number;
}

/** One queue per database (tests run many databases in one process). */
const queues = new WeakMap<Db, Queue>();

/**
 * What makes events alike: every column but the count and the time. Each text is led
 * by its length (-1 for none), so no page or referrer can pass for another pair.
 */
function keyOf({ eventType, businessId, page, referrer, searchTerm }: AnalyticsEventRow): string {
  return `${eventType} ${businessId ?? '-'} ${page?.length ?? -1}:${page ?? ''}${referrer?.length ?? -1}:${referrer ?? ''}${searchTerm?.length ?? -1}:${searchTerm ?? ''}`;
}

/** The database's queue, its flush scheduled within FLUSH_DELAY_MS. */
function queueOf(db: Db, logger: Logger): Queue {
  let queue = queues.get(db);
  if (!queue) {
    queue = {
      rows: new Map(),
      searches: new Map(),
      logger,
      timer: null,
      writing: Promise.resolve(),
      dropped: 0,
    };
    queues.set(db, queue);
  }
  queue.logger = logger;
  if (!queue.timer) {
    const flush = () => void flushAnalyticsEvents(db);
    queue.timer = setTimeout(flush, FLUSH_DELAY_MS);
    // A queue alone does not keep the process alive; shutdown flushes it.
    queue.timer.unref();
  }
  return queue;
}

/** Whether another distinct row fits in the queue (MAX_QUEUED_ROWS). */
const hasRoom = (queue: Queue) => queue.rows.size + queue.searches.size < MAX_QUEUED_ROWS;

/** Queues events to be written within FLUSH_DELAY_MS; never throws, never waits. */
export function queueAnalyticsEvents(db: Db, logger: Logger, events: AnalyticsEventRow[]): void {
  if (events.length === 0) return;
  const queue = queueOf(db, logger);
  for (const event of events) {
    const key = keyOf(event);
    const waiting = queue.rows.get(key);
    if (waiting) waiting.count += 1;
    else if (hasRoom(queue)) queue.rows.set(key, { event, count: 1 });
    else queue.dropped += 1;
  }
}

/** Queues a search's impressions, one row, as queueAnalyticsEvents queues events. */
export function queueSearchImpressions(db: Db, logger: Logger, search: SearchImpressionRow): void {
  if (search.businessIds.length === 0) return;
  const queue = queueOf(db, logger);
  const { page, searchTerm, businessIds } = search;
  const key = `${page?.length ?? -1}:${page ?? ''}${searchTerm?.length ?? -1}:${searchTerm ?? ''}${businessIds.join(' ')}`;
  const waiting = queue.searches.get(key);
  if (waiting) waiting.count += 1;
  else if (hasRoom(queue)) queue.searches.set(key, { search, count: 1 });
  else queue.dropped += businessIds.length;
}

/**
 * Writes every queued event now and waits for it: readers of the counts call this
 * first, so this server's own requests are counted in what they read, and shutdown
 * calls it before the database closes.
 */
export async function flushAnalyticsEvents(db: Db): Promise<void> {
  const queue = queues.get(db);
  if (!queue) return;
  if (queue.timer) {
    clearTimeout(queue.timer);
    queue.timer = null;
  }
  const rows = [...queue.rows.values()];
  const searches = [...queue.searches.values()];
  queue.rows.clear();
  queue.searches.clear();
  const { logger } = queue;
  if (queue.dropped) {
    logger.warn('analytics events dropped: the queue was full', { dropped: queue.dropped });
    queue.dropped = 0;
  }
  queue.writing = queue.writing.then(async () => {
    await writeInChunks(rows, ROWS_PER_STATEMENT, (chunk) => insertAnalyticsEvents(db, chunk), {
      logger,
      failed: 'analytics events not recorded',
      counted: 'events',
    });
    await writeInChunks(
      searches,
      SEARCHES_PER_STATEMENT,
      (chunk) => insertSearchImpressions(db, chunk),
      {
        logger,
        failed: 'search impressions not recorded',
        counted: 'searches',
      },
    );
  });
  await queue.writing;
}

/** Writes `rows` `size` at a time; a chunk that fails is logged with how many it held, and dropped. */
async function writeInChunks<Row extends { count: number }>(
  rows: Row[],
  size: number,
  write: (chunk: Row[]) => Promise<void>,
  { logger, failed, counted }: { logger: Logger; failed: string; counted: string },
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    const chunk = rows.slice(start, start + size);
    try {
      await write(chunk);
    } catch (error) {
      logger.error(failed, {
        [counted]: chunk.reduce((sum, row) => sum + row.count, 0),
        error: serializeError(error),
      });
    }
  }
}

/**
 * One statement whose commit does not wait for the disk (synchronous_commit off for
 * its own transaction only): what a crash could lose is the same fraction of a second
 * the queue already risks.
 */
async function insertAnalyticsEvents(db: Db, rows: CountedEvent[]): Promise<void> {
  const values = rows.map(({ event, count }) => ({
    business_id: event.businessId ?? null,
    event_type: event.eventType,
    page: event.page ?? null,
    referrer: event.referrer ?? null,
    search_term: event.searchTerm ?? null,
    event_count: count,
  }));
  await db.execute(sql`
    with commit_without_waiting as (select set_config('synchronous_commit', 'off', true))
    insert into analytics_events (business_id, event_type, page, referrer, search_term, event_count)
    select e.business_id, e.event_type::analytics_event_type, e.page, e.referrer, e.search_term, e.event_count
    from commit_without_waiting,
         json_to_recordset(${JSON.stringify(values)}::json)
           as e(business_id uuid, event_type text, page text, referrer text, search_term text, event_count integer)`);
}

/** The searches' rows, written as insertAnalyticsEvents writes events. */
async function insertSearchImpressions(db: Db, searches: CountedSearch[]): Promise<void> {
  const values = searches.map(({ search, count }) => ({
    page: search.page ?? null,
    search_term: search.searchTerm ?? null,
    business_ids: search.businessIds,
    event_count: count,
  }));
  await db.execute(sql`
    with commit_without_waiting as (select set_config('synchronous_commit', 'off', true))
    insert into search_impressions (page, search_term, business_ids, event_count)
    select e.page, e.search_term, e.business_ids, e.event_count
    from commit_without_waiting,
         json_to_recordset(${JSON.stringify(values)}::json)
           as e(page text, search_term text, business_ids uuid[], event_count integer)`);
}
