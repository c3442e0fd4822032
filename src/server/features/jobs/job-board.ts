/**
 * The open jobs in memory (issue 27): every job the board lists, in its order (newest
 * first, then by id, as PostgreSQL sorted them), so that a search of the board is a pass
 * over a few thousand texts instead of three ILIKE scans and a count in the database
 * (13 ms of the server's CPU a search on PGlite at 10,000 businesses). A search's words
 * are looked for only in the jobs that have every three-letter run of them (TrigramPostings,
 * made with the board). Built again for every directory version (a job
 * or business changed) and when the next listed job closes by itself (jobs.service.ts).
 */
import type { JobCard } from '#domain/jobs.js';
import type { Page } from '#domain/paging.js';
import { keptIn, keptRecent } from '../../platform/kept-in.js';
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
 * lower case) and, outside the JS heap, an entry for each job of each three-letter run it
 * has (TrigramPostings): 50,000 generated jobs (1,000,000 businesses, 6,100,000 characters)
 * hold 4,600,000 entries, 18 MB.
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
  private readonly trigrams: TrigramPostings;
  private readonly lists: FilterLists;
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
    this.trigrams = new TrigramPostings(this.texts);
    this.lists = this.filterLists();
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
  ): Candidates | null {
    const lists = [
      q ? this.containingTrigramsOf(q) : null,
      location ? this.inPlace(location) : null,
      filter.category ? (this.lists.category.get(filter.category) ?? []) : null,
      filter.type ? (this.lists.type.get(filter.type) ?? []) : null,
      filter.bilingual ? this.lists.bilingual : null,
    ];
    let fewest: Candidates | null = null;
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
    if (!found) {
      found = [];
      for (let at = 0; at < this.texts.length; at++) {
        if (this.texts[at].location.includes(location)) found.push(at);
      }
    }
    keptRecent(this.places, location, found, KEPT_PLACES);
    return found;
  }

  /**
   * The jobs (in board order) whose title, description and company name hold every
   * three-letter run of `text` between them: all that can contain it, checked whole
   * after. Null for a text under three letters (every job is a candidate then).
   */
  private containingTrigramsOf(text: string): Candidates | null {
    if (text.length < 3) return null;
    const lists: Uint32Array[] = [];
    for (let i = 0; i + 3 <= text.length; i++) {
      const list = this.trigrams.jobsWith(text, i);
      if (list.length === 0) return list;
      lists.push(list);
    }
    lists.sort((a, b) => a.length - b.length);
    let found: Candidates = lists[0];
    for (let k = 1; k < lists.length && found.length > 0; k++) {
      const list = lists[k];
      const both: number[] = [];
      let j = 0;
      for (let f = 0; f < found.length; f++) {
        const at = found[f];
        while (j < list.length && list[j] < at) j++;
        if (j === list.length) break;
        if (list[j] === at) both.push(at);
      }
      found = both;
    }
    return found;
  }
}

/** Jobs (their places in the board's order) that can match, checked whole after. */
type Candidates = readonly number[] | Uint32Array;

/**
 * For each three-letter run of the jobs' searched texts (title, description, company),
 * the jobs that hold it, in board order: one list of every job of every run, cut by a
 * table of where each run's jobs start, both typed arrays. A run is known by a hash of
 * its three code units into a table of `size` places, so a few runs share a place, and
 * a list can name a job that has a run sharing the place rather than the run itself:
 * the board checks every candidate's texts whole anyway. At 50,000 open jobs a list a
 * run (a Map of arrays keyed by the three characters as one number) was 3.5 s of the
 * first search's CPU and set off an 8 s collection of a server holding 1,000,000
 * businesses (bench/README); this is two passes over the texts and no JS object a run.
 */
class TrigramPostings {
  private readonly starts: Uint32Array;
  private readonly jobs: Uint32Array;
  private readonly shift: number;

  constructor(texts: readonly Texts[]) {
    let characters = 0;
    for (const { title, description, companyName } of texts)
      characters += title.length + description.length + companyName.length;
    // About a place for every eight characters, between 1,024 and 65,536 places.
    const bits = Math.min(16, Math.max(10, Math.ceil(Math.log2(characters / 8 + 1))));
    const size = 2 ** bits;
    this.shift = 32 - bits;
    // Two passes over the texts, each job once a place however often it has the run:
    // how many jobs each place has, then the jobs laid out in those counts.
    const last = new Int32Array(size);
    const eachPlace = (visit: (place: number, at: number) => void) => {
      last.fill(-1);
      for (let at = 0; at < texts.length; at++) {
        const { title, description, companyName } = texts[at];
        for (const text of [title, description, companyName]) {
          for (let i = 0; i + 3 <= text.length; i++) {
            const place = this.placeOf(text, i);
            if (last[place] === at) continue;
            last[place] = at;
            visit(place, at);
          }
        }
      }
    };
    const counts = new Uint32Array(size + 1);
    eachPlace((place) => counts[place + 1]++);
    for (let place = 0; place < size; place++) counts[place + 1] += counts[place];
    this.starts = counts;
    const jobs = new Uint32Array(counts[size]);
    const next = counts.slice(0, size);
    eachPlace((place, at) => {
      jobs[next[place]++] = at;
    });
    this.jobs = jobs;
  }

  /** The jobs (in board order) that can hold the run of three code units at `text[i]`. */
  jobsWith(text: string, i: number): Uint32Array {
    const place = this.placeOf(text, i);
    return this.jobs.subarray(this.starts[place], this.starts[place + 1]);
  }

  /** Fibonacci hashing of the three code units (each past 255 folds onto the others). */
  private placeOf(text: string, i: number): number {
    const key = (text.charCodeAt(i) << 16) ^ (text.charCodeAt(i + 1) << 8) ^ text.charCodeAt(i + 2);
    return Math.imul(key, 0x9e3779b1) >>> this.shift;
  }
}
