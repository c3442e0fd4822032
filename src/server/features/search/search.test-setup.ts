import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { BusinessCard } from '#domain/businesses.js';
import type { Page } from '#domain/paging.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

export interface ErrorBody {
  error: { code: string; message: string };
}

/**
 * What the directory's search test files share: their own database and app (call once
 * per file, at module level), a city made up for a test, and helpers that read the API.
 * Tests that look at the whole table (featured, cities) get a database of their own;
 * the rest keep to a city made up for the test.
 */
export async function searchTestSetup() {
  const shared = await createTestContext();
  const { app, database } = shared;
  const db = database.db;

  /**
   * A city no other test uses. Letters only: a random hex suffix such as '168c63' would
   * be a word that a search for '1' rightly matches (the '" or 1=1 --' case in search-bad-input.test.ts).
   */
  const uniqueCity = (label: string) =>
    `${label} ${[...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;

  async function getJson<T>(ctx: Pick<TestContext, 'app'>, path: string, status = 200) {
    const res = await ctx.app.request(path);
    expect(res.status, `${path} -> ${res.status}`).toBe(status);
    return (await res.json()) as T;
  }

  const search = (params: Record<string, string>) =>
    getJson<Page<BusinessCard>>(shared, `/api/businesses/search?${new URLSearchParams(params)}`);
  const names = (page: Page<{ name: string }>) => page.items.map((i) => i.name);

  const PLAN_ORDER = ['texas_gold', 'silver', 'free'];
  function expectPlansInTierOrder(cards: { plan: string }[]) {
    const ranks = cards.map((c) => PLAN_ORDER.indexOf(c.plan));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  }
  return {
    shared,
    app,
    database,
    db,
    uniqueCity,
    getJson,
    search,
    names,
    PLAN_ORDER,
    expectPlansInTierOrder,
  };
}
