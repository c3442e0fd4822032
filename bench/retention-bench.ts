/**
 * What the retention pass of the maintenance tick costs (issue 30 point 5, decision
 * 030), on PGlite and on PostgreSQL: `--applications` applications with a resume file
 * each (local storage), spread over jobs of which half closed past the retention period
 * and half are open. Timed: the pass that deletes the due half (rows, then files), and
 * the pass right after, which finds nothing: what every maintenance tick pays.
 *
 *   npx tsx bench/retention-bench.ts [--applications 20000] [--per-job 10]
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { queryRows } from '#server/db/client.js';
import { deleteExpiredApplications } from '#server/features/jobs/application-retention.service.js';
import { createLogger } from '#server/platform/logger.js';
import { createStorage } from '#server/platform/storage/create-storage.js';
import { benchConfig, onPglite, onPostgres } from './bench-databases.js';
import { generateBusinesses } from './generate-businesses.js';

const { values } = parseArgs({
  options: {
    applications: { type: 'string', default: '20000' },
    'per-job': { type: 'string', default: '10' },
  },
});
const total = Number(values.applications);
const perJob = Number(values['per-job']);
const jobCount = Math.ceil(total / perJob);
const RESUME = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(10 * 1024)]);

interface Row {
  database: string;
  applications: number;
  due: number;
  deleteMs: number;
  perSecond: number;
  idleMs: number;
  left: number;
}

const measure =
  (name: string) =>
  async (database: Parameters<Parameters<typeof onPglite>[1]>[0], dataDir: string) => {
    const { db } = database;
    const config = benchConfig(dataDir);
    const storage = createStorage(config);
    const logger = createLogger('silent', () => {});
    await generateBusinesses(db, { count: 10 });
    // Half the jobs closed 200 days ago (past the 180), half open.
    await db.execute(sql`
      insert into jobs (business_id, company_name, title, category, location, description,
                        status, closed_at)
      select (select id from businesses order by id limit 1), 'Bench Co', 'Job ' || n,
             'Other', 'Bryan, TX', 'A benchmark job.',
             (case when n % 2 = 0 then 'filled' else 'approved' end)::job_status,
             case when n % 2 = 0 then now() - interval '200 days' end
      from generate_series(1, ${jobCount}) n`);
    const jobs = await queryRows<{ id: string }>(db, sql`select id from jobs order by id`);
    // Each application's resume is written as applyToJob writes it, then its row.
    const keys: string[] = [];
    for (let i = 0; i < total; i++) {
      const key = `resumes/${jobs[i % jobs.length].id}/${Date.now()}-${randomBytes(6).toString('hex')}.pdf`;
      await storage.put('private', key, RESUME, 'application/pdf');
      keys.push(key);
    }
    await db.execute(sql`
      insert into job_applications (job_id, applicant_name, applicant_email, cover_letter,
                                    resume_path, resume_file_name, application_method)
      select j.id, 'Applicant ' || k.n, 'applicant' || k.n || '@example.com',
             repeat('A cover letter. ', 40), k.key, 'cv.pdf', 'on_site'
      from unnest(string_to_array(${keys.join(',')}, ',')) with ordinality as k(key, n)
      join (select id, row_number() over (order by id) - 1 as i from jobs) j
        on j.i = (k.n - 1) % ${jobs.length}`);
    await db.execute(sql`analyze`);
    const [{ due }] = await queryRows<{ due: number }>(
      db,
      sql`select count(*)::int as due from job_applications a join jobs j on j.id = a.job_id
          where j.closed_at is not null`,
    );

    let started = performance.now();
    const deleted = await deleteExpiredApplications({ db, storage, config, logger });
    const deleteMs = performance.now() - started;
    started = performance.now();
    await deleteExpiredApplications({ db, storage, config, logger });
    const idleMs = performance.now() - started;
    const [{ left }] = await queryRows<{ left: number }>(
      db,
      sql`select count(*)::int as left from job_applications`,
    );
    if (deleted.applications !== due || deleted.resumes !== due || left !== total - due) {
      throw new Error(`${name}: deleted ${JSON.stringify(deleted)} of ${due}, ${left} left`);
    }
    return {
      database: name,
      applications: total,
      due,
      deleteMs,
      perSecond: (due / deleteMs) * 1000,
      idleMs,
      left,
    } satisfies Row;
  };

const rows: Row[] = [];
rows.push(await onPglite('retention', measure('PGlite')));
rows.push(await onPostgres('retention', { max: 4 }, measure('PostgreSQL')));

console.log(
  `\n### Retention pass, ${total.toLocaleString('en-US')} applications (${perJob} per job, half due), ` +
    `Node ${process.version}\n`,
);
console.log(
  '| database | due | delete pass ms | applications/s (rows + files) | next pass ms (nothing due) | left |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows) {
  console.log(
    `| ${r.database} | ${r.due.toLocaleString('en-US')} | ${r.deleteMs.toFixed(0)} | ${r.perSecond.toFixed(0)} | ${r.idleMs.toFixed(1)} | ${r.left.toLocaleString('en-US')} |`,
  );
}
