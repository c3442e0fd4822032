import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was written: set by the database. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When a row last changed: set on every update made through Drizzle. */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
