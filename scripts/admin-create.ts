/**
 * Creates an administrator: the only way to make one (DESIGN decision 7).
 *   npm run admin:create -- --email you@example.com --password 'S3cure&Pass' [--name 'Pat Admin']
 * On the embedded database, stop the server first (it holds the data directory).
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailField, passwordField, requiredText } from '#domain/validation.js';
import { fastPasswordHashWarning, loadConfig } from '#server/config.js';
import { runCli } from './run-cli.js';

const Args = z.object({
  email: emailField('Email'),
  password: passwordField('Password'),
  name: requiredText('Name', 100),
});

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string', default: 'Administrator' },
    },
  });
  const parsed = Args.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(issue.message);
    console.error(
      "Usage: npm run admin:create -- --email you@example.com --password 'S3cure&Pass'",
    );
    process.exit(2);
  }
  // Loaded only for valid input: the database and auth library take seconds to import.
  const { openDatabase } = await import('#server/db/open.js');
  const { createAdmin } = await import('#server/platform/auth/create-admin.js');
  const config = loadConfig();
  const warning = fastPasswordHashWarning(config);
  if (warning) console.error(warning);
  const opened = await openDatabase(config);
  try {
    const admin = await createAdmin({ config, db: opened.database.db, ...parsed.data });
    console.log(`Admin created: ${admin.email}`);
  } finally {
    await opened.close();
  }
}

runCli(main);
