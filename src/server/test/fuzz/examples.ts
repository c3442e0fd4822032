/**
 * Bodies known to be accepted, for the endpoints whose schemas have rules across
 * fields (a posting's dates and application method, an event's start and end, a
 * claim's matching passwords) that values drawn field by field seldom meet. The fuzz
 * sends each as it is and with one field drawn again, so these endpoints' services see
 * accepted and nearly accepted requests, not only refusals. Any other endpoint is
 * fuzzed from its schema alone.
 */
import { claimBody } from '../accounts.js';
import { eventInput } from '../events.js';

const posting = () => ({
  title: 'Line Cook',
  category: 'Hospitality',
  location: 'Bryan, TX',
  description: 'Cook breakfast and lunch for a busy diner.',
  requiredSkills: ['Knife skills', 'Food safety'],
  customQuestions: ['Can you work weekends?'],
});

export const EXAMPLES: Partial<Record<string, () => Record<string, unknown>>> = {
  'POST /api/portal/jobs': posting,
  'PUT /api/portal/jobs/:id': posting,
  'POST /api/portal/events': () => ({ ...eventInput() }),
  'PUT /api/portal/events/:id': () => ({ ...eventInput() }),
  'POST /api/account/claim': () => ({ ...claimBody() }),
};
