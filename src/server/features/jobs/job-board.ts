/**
 * The open jobs in memory (issue 27): every job the board lists, in its order (newest
 * first, then by id, as PostgreSQL sorted them), so that a search of the board is a pass
 * over a few thousand texts instead of three ILIKE scans and a count in the database
 * (13 ms of the server's CPU a search on PGlite at 10,000 businesses). Built again for
 * every directory version (a job or business changed) and when the next listed job
 * closes by itself (jobs.service.ts).
 */
import type { JobCard } from '#domain/jobs.js';
import type { Page } from '#domain/paging.js';
import type { JobBoardFilter } from './jobs.queries.js';

/** The texts a board search reads of a job, in lower case (ILIKE ignores case). */
interface Texts {
  title: string;
  description: string;
  companyName: string;
  location: string;
}

/**
 * Past this many open jobs the database answers the board (jobs.service.ts): the board
 * keeps about 2 KB a job.
 */
export const MOST_JOBS_IN_MEMORY = 20_000;

export class JobBoard {
  private readonly texts: Texts[];

  /** `cards`: the open jobs in the board's order. */
  constructor(private readonly cards: readonly JobCard[]) {
    this.texts = cards.map((card) => ({
      title: card.title.toLowerCase(),
      description: card.description.toLowerCase(),
      companyName: card.companyName.toLowerCase(),
      location: card.location.toLowerCase(),
    }));
  }

  /** A page of the jobs the filter matches (listOpenJobs' conditions), and how many match. */
  page(filter: JobBoardFilter, limit: number, offset: number): Page<JobCard> {
    const q = filter.q?.toLowerCase();
    const location = filter.location?.toLowerCase();
    const items: JobCard[] = [];
    let total = 0;
    for (let at = 0; at < this.cards.length; at++) {
      const card = this.cards[at];
      const texts = this.texts[at];
      if (
        (q &&
          !texts.title.includes(q) &&
          !texts.description.includes(q) &&
          !texts.companyName.includes(q)) ||
        (location && !texts.location.includes(location)) ||
        (filter.category && card.category !== filter.category) ||
        (filter.type && card.jobType !== filter.type) ||
        (filter.bilingual && !card.bilingual)
      ) {
        continue;
      }
      if (total >= offset && items.length < limit) items.push(this.cards[at]);
      total++;
    }
    return { items, total };
  }
}
