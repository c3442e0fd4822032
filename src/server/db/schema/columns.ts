import { text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/** A row's id: a random UUID the database assigns. */
export const uuidId = () => uuid('id').primaryKey().defaultRandom();

/** When a row was written: set by the database. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When a row last changed: set on every update made through Drizzle. */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** When a row was written and when it last changed, for the tables that keep both. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** The user who did something to a row (uploaded, decided, linked); null once the account goes. */
export const byUser = (name: string) =>
  text(name).references(() => user.id, { onDelete: 'set null' });
