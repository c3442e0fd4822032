/**
 * The floor /api/health is compared with (issue 13 point 6): a bare node:http server
 * answering `select 1` through a pg pool of the same size the app uses, no framework,
 * no logging. Started by http-bench.ts with DATABASE_URL and PORT; prints "listening".
 */
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
});
const body = JSON.stringify({ status: 'ok', database: 'postgres' });
createServer(async (_req, res) => {
  try {
    await pool.query('select 1');
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  } catch {
    res.writeHead(503).end();
  }
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
