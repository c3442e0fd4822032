import { SQL_TEMPLATE_COLUMNS } from '#domain/imports.js';
import { CopyBlock } from './copy-block';

const TYPES: Partial<Record<(typeof SQL_TEMPLATE_COLUMNS)[number], string>> = {
  reviews: 'integer',
  rating: 'numeric(2,1)',
  years_in_business: 'integer',
  gbp_set_up: 'boolean',
};

const HEADER_LINE = SQL_TEMPLATE_COLUMNS.join(',');

const STAGING_SQL = `CREATE TABLE staging_businesses (
${SQL_TEMPLATE_COLUMNS.map((column) => `  ${column} ${TYPES[column] ?? 'text'}`).join(',\n')}
);

\\copy staging_businesses FROM 'listings.csv' WITH (FORMAT csv, HEADER true)`;

// A slug the businesses table accepts (lower-case words joined by dashes) made unique
// by a random suffix; rows whose name and city are already listed, or whose category
// is not one of ours, are left out rather than failing the whole statement.
const INSERT_SQL = `INSERT INTO businesses (slug, ${SQL_TEMPLATE_COLUMNS.join(', ')})
SELECT coalesce(nullif(trim(both '-' from regexp_replace(lower(name), '[^a-z0-9]+', '-', 'g')), ''), 'business')
         || '-' || substr(md5(random()::text), 1, 6),
       name, category, address, city, coalesce(state, 'TX'), zip_code, phone, website, email,
       description, coalesce(reviews, 0), rating, years_in_business, hours, coalesce(gbp_set_up, false)
FROM staging_businesses
WHERE name IS NOT NULL
  AND (category IS NULL OR category IN (SELECT name FROM categories))
ON CONFLICT DO NOTHING;

DROP TABLE staging_businesses;`;

const CLI_DRY_RUN = 'npm run import -- listings.csv --dry-run';
const CLI_RUN = 'npm run import -- listings.csv';

/**
 * SQL Method: for files too large for the page. The command-line importer is the
 * better road (same checks, recorded and undoable); the database's SQL editor works
 * too, through a staging table.
 */
export function SqlMethod() {
  return (
    <div className="flex flex-col gap-6 text-sm text-stone-700">
      <section aria-labelledby="import-cli-heading" className="flex flex-col gap-3">
        <h3 id="import-cli-heading" className="text-base font-semibold text-stone-900">
          From the command line
        </h3>
        <p>
          On the server, in the app's folder, check the file first: the dry run says what each row
          would do and writes nothing. Then run it for real. Each row is checked as on this page,
          and the import shows in Recent imports, where it can be undone.
        </p>
        <CopyBlock id="import-cli-dry-run" title="Check the file (dry run)" text={CLI_DRY_RUN} />
        <CopyBlock id="import-cli-run" title="Import it" text={CLI_RUN} />
      </section>

      <section aria-labelledby="import-sql-heading" className="flex flex-col gap-3">
        <h3 id="import-sql-heading" className="text-base font-semibold text-stone-900">
          Through the database's SQL editor
        </h3>
        <p>
          Give the file this first line (the columns, in this order), load it into a staging table
          with psql, then insert the rows into the directory. Rows added this way skip the page's
          checks and are not recorded as an import, so they cannot be undone here.
        </p>
        <CopyBlock id="import-sql-columns" title="Column template" text={HEADER_LINE} />
        <CopyBlock id="import-sql-staging" title="Staging table (psql)" text={STAGING_SQL} />
        <CopyBlock id="import-sql-insert" title="Insert into the directory" text={INSERT_SQL} />
      </section>
    </div>
  );
}
