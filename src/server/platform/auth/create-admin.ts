import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { session, user } from '../../db/schema/auth.js';
import { AppError } from '../app-error.js';
import { createAuth } from './auth.js';

export async function createAdmin({
  config,
  db,
  email,
  password,
  name,
}: {
  config: Config;
  db: Db;
  email: string;
  password: string;
  name: string;
}) {
  const [existing] = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${email.toLowerCase()}`);
  if (existing) throw new AppError('conflict', `A user with the e-mail ${email} already exists.`);

  const auth = createAuth({ config, db });
  const result = await auth.api.signUpEmail({ body: { email, password, name } });
  // The library signs the new user in; an admin made from the command line has no session.
  await db.delete(session).where(eq(session.userId, result.user.id));
  const [admin] = await db
    .update(user)
    .set({ userType: 'admin', emailVerified: true })
    .where(eq(user.id, result.user.id))
    .returning({ id: user.id, email: user.email, userType: user.userType });
  return admin;
}
