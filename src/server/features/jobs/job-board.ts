/**
 * The open jobs in memory (issue 27): every job the board lists, in its order (newest
 * first, then by id, as PostgreSQL sorted them), so that a search of the board is a pass
 * over a few thousand texts instead of three ILIKE scans and a count in the database
 * (13 ms of the server's CPU a search on PGlite at 10,000 businesses). A search's words
 * are looked for only in the jobs that have every three-letter run of them (an index of
 * those runs, made on the first search). Built again for every directory version (a job
 * or business changed) and when the next listed job closes by itself (jobs.service.ts).
 */
import type { JobCard } from '#domain/jobs.js';
import type { Page } from '#domain/paging.js';
import { keptIn } from '../../platform/kept-in.js';
import type { JobBoardFilter } from './jobs.queries.js';

/** The texts a board search reads of a job, in lower case (ILIKE ignores case). */
interface Texts {
  title: string;
  description: string;
  companyName: string;
  location: string;
}

/**
 * Past this many open jobs, or this many characters of their texts (title, description,
 * company, place: a quarter of a description's 10,000 at 6,400 jobs), the database
 * answers the board (jobs.service.ts). The board keeps the texts twice (as written and in
 * lower case) and a list entry for each three-letter run of each job's: 50,000 generated
 * jobs (1,000,000 businesses, 7,000,000 characters) hold about 60 MB.
 */
export const MOST_JOBS_IN_MEMORY = 60_000;
export const MOST_JOB_CHARACTERS_IN_MEMORY = 16_000_000;

/** Places (job locations searched for) whose jobs the board keeps a list of. */
const KEPT_PLACES = 256;

interface FilterLists {
  category: Map<string, number[]>;
  type: Map<string, number[]>;
  bilingual: number[];
}

export class JobBoard {
  private readonly texts: Texts[];
  private trigrams?: Map<number, number[]>;
  private lists?: FilterLists;
  /** inPlace's lists, the most recently asked for last. */
  private readonly places = new Map<string, number[]>();

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
    const consider = (at: number) => {
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
        return;
      }
      if (total >= offset && items.length < limit) items.push(card);
      total++;
    };
    const candidates = this.fewestCandidates(q, location, filter);
    if (candidates) for (const at of candidates) consider(at);
    else for (let at = 0; at < this.cards.length; at++) consider(at);
    return { items, total };
  }

  /**
   * The shortest list (in board order) of jobs that can match, from what the filter
   * names: the jobs holding the text's three-letter runs, in the place, of the
   * category, of the type, bilingual. Null when it names none (every job can match).
   * Each is checked whole after. At 50,000 open jobs a search without words walked
   * every job's texts (about 1.4 ms of the server's CPU a search).
   */
  private fewestCandidates(
    q: string | undefined,
    location: string | undefined,
    filter: JobBoardFilter,
  ): readonly number[] | null {
    this.lists ??= this.filterLists();
    const lists = [
      q ? this.containingTrigramsOf(q) : null,
      location ? this.inPlace(location) : null,
      filter.category ? (this.lists.category.get(filter.category) ?? []) : null,
      filter.type ? (this.lists.type.get(filter.type) ?? []) : null,
      filter.bilingual ? this.lists.bilingual : null,
    ];
    let fewest: readonly number[] | null = null;
    for (const list of lists) if (list && (!fewest || list.length < fewest.length)) fewest = list;
    return fewest;
  }

  /** The jobs of each category and type, and the bilingual ones, in board order. */
  private filterLists(): FilterLists {
    const lists: FilterLists = { category: new Map(), type: new Map(), bilingual: [] };
    this.cards.forEach((card, at) => {
      keptIn(lists.category, card.category, () => []).push(at);
      keptIn(lists.type, card.jobType, () => []).push(at);
      if (card.bilingual) lists.bilingual.push(at);
    });
    return lists;
  }

  /**
   * The jobs whose location holds `location` (lower case), in board order: found once and
   * kept (the last KEPT_PLACES asked for; visitors ask for a town or two of the region).
   */
  private inPlace(location: string): readonly number[] {
    let found = this.places.get(location);
    if (found) this.places.delete(location);
    else {
      found = [];
      for (let at = 0; at < this.texts.length; at++) {
        if (this.texts[at].location.includes(location)) found.push(at);
      }
      if (this.places.size >= KEPT_PLACES) this.places.delete(this.places.keys().next().value!);
    }
    this.places.set(location, found);
    return found;
  }

  /**
   * The jobs (in board order) whose title, description and company name hold every
   * three-letter run of `text` between them: all that can contain it, checked whole
   * after. Null for a text under three letters (every job is a candidate then).
   */
  private containingTrigramsOf(text: string): number[] | null {
    const keys = trigramKeys(text);
    if (keys.size === 0) return null;
    this.trigrams ??= this.trigramPostings();
    const lists: number[][] = [];
    for (const key of keys) {
      const list = this.trigrams.get(key);
      if (!list) return [];
      lists.push(list);
    }
    lists.sort((a, b) => a.length - b.length);
    let found = lists[0];
    for (const list of lists.slice(1)) {
      const both: number[] = [];
      let j = 0;
      for (const at of found) {
        while (j < list.length && list[j] < at) j++;
        if (j === list.length) break;
        if (list[j] === at) both.push(at);
      }
      found = both;
      if (found.length === 0) break;
    }
    return found;
  }

  /** For each three-letter run in a job's searched texts, the jobs that have it, in order. */
  private trigramPostings(): Map<number, number[]> {
    const postings = new Map<number, number[]>();
    this.texts.forEach((texts, at) => {
      const keys = trigramKeys(texts.title);
      for (const key of trigramKeys(texts.description)) keys.add(key);
      for (const key of trigramKeys(texts.companyName)) keys.add(key);
      for (const key of keys) keptIn(postings, key, () => []).push(at);
    });
    return postings;
  }
}

/** Each run of three UTF-16 code units of the text, as one number. */
function trigramKeys(text: string): Set<number> {
  const keys = new Set<number>();
  for (let i = 0; i + 3 <= text.length; i++) {
    keys.add(
      text.charCodeAt(i) * 0x1_0000_0000 +
        text.charCodeAt(i + 1) * 0x1_0000 +
        text.charCodeAt(i + 2),
    );
  }
  return keys;
}
