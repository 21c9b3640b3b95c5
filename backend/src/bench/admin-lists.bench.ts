/**
 * `npm run bench:admin -w backend`: seeds 100,000 accounts and 20,000 rooms (with members and
 * queued songs) into a fresh database and times the admin lists with every filter and sort.
 * Prints the figures; asserts nothing (the target is under 150 ms a page on a 2-core machine).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/karaoke_bench npm run bench:admin -w backend
 *
 * Without DATABASE_URL it runs on an in-memory embedded database. The named database is wiped.
 */
import { performance } from 'node:perf_hooks';
import { DataSource } from 'typeorm';
import { AdminService } from '../admin/admin.service.js';
import type { AdminRoomsQueryDto, AdminUsersQueryDto } from '../admin/dto/admin.dto.js';
import { createApp } from '../app.factory.js';
import { loadConfig } from '../config/env.js';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const ROOMS = Number(process.env.BENCH_ROOMS ?? 20_000);
const RUNS = 7;

async function seed(db: DataSource): Promise<void> {
  await db.query(
    `INSERT INTO "users" ("username", "displayName", "role", "subscriptionTier", "createdAt", "lastActive")
     SELECT 'bench-user-' || g, 'Bench Singer ' || g, CASE WHEN g % 500 = 0 THEN 'admin' ELSE 'user' END,
            (ARRAY[1, 1, 1, 2, 2, 3, 999])[1 + g % 7],
            now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute',
            CASE WHEN g % 10 = 0 THEN NULL ELSE now() - (g % 720) * interval '1 hour' END
       FROM generate_series(1, $1::int) g`,
    [USERS],
  );
  const [{ first }] = await db.query(`SELECT min("userId") AS first FROM "users" WHERE "username" LIKE 'bench-user-%'`);
  await db.query(
    `INSERT INTO "rooms" ("roomId", "code", "name", "ownerId", "createdAt", "lastActivity", "endedAt", "endReason")
     SELECT 'bench-room-' || g, upper(lpad(to_hex(g), 6, '0')), 'Party ' || g || CASE WHEN g % 3 = 0 THEN ' karaoke night' ELSE '' END,
            $2::int + (g * 5) % $3::int, now() - (g % 200) * interval '1 day', now() - (g % 48) * interval '1 hour',
            CASE WHEN g % 2 = 0 THEN now() - (g % 100) * interval '1 day' END, CASE WHEN g % 2 = 0 THEN 'expired' END
       FROM generate_series(1, $1::int) g`,
    [ROOMS, first, USERS],
  );
  // A third of the accounts are in one of the live rooms; 40,000 songs wait in queues.
  await db.query(`UPDATE "users" SET "roomId" = 'bench-room-' || (1 + 2 * ("userId" % ($1::int / 2))) WHERE "userId" % 3 = 0`, [ROOMS]);
  await db.query(
    `INSERT INTO "queue_items" ("roomId", "videoId", "title", "thumbnail", "duration", "addedBy", "addedById", "position")
     SELECT 'bench-room-' || (1 + 2 * (g % ($1::int / 2))), 'vid' || lpad(g::text, 8, '0'), 'Song ' || g, '', '3:00', 'Bench',
            $2::int + g % $3::int, 1 + g / ($1::int / 2)
       FROM generate_series(0, 39999) g`,
    [ROOMS, first, USERS],
  );
  await db.query('ANALYZE');
}

async function time(label: string, run: () => Promise<{ pagination: { total: number } }>): Promise<string> {
  await run(); // warm-up
  const ms: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    total = (await run()).pagination.total;
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return (
    `${label.padEnd(62)} ${ms[Math.floor(RUNS / 2)].toFixed(1).padStart(7)} ms median ` +
    `${ms[RUNS - 1].toFixed(1).padStart(7)} ms max   ${String(total).padStart(6)} rows`
  );
}

async function main(): Promise<void> {
  const config = loadConfig({
    ...process.env,
    DATA_DIR: process.env.DATABASE_URL ? undefined : 'memory://',
    REDIS_URL: undefined,
    LOG_LEVEL: 'error',
    BETA_CODES: 'BENCH',
  });
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    const name = url.pathname.slice(1);
    url.pathname = '/postgres';
    const admin = new DataSource({ type: 'postgres', url: url.toString() });
    await admin.initialize();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.destroy();
  }
  const app = await createApp({ config, runWorkers: false, runSchedules: false, logger: false, frontendRoots: { frontend: '/none', admin: '/none' } });
  try {
    const db = app.get(DataSource);
    const started = performance.now();
    await seed(db);
    console.log(
      `Seeded ${USERS} accounts and ${ROOMS} rooms in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
        `on ${config.databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}, Node ${process.versions.node}\n`,
    );
    const service = app.get(AdminService);
    const users = (q: Partial<AdminUsersQueryDto>) => () => service.listUsers(q as AdminUsersQueryDto);
    const rooms = (q: Partial<AdminRoomsQueryDto>) => () => service.listRooms(q as AdminRoomsQueryDto);
    const lines = [
      await time('users: first page (createdAt desc, 25)', users({})),
      await time('users: page 2000 of 25', users({ page: 2000 })),
      await time('users: 500 a page, sorted by username asc', users({ pageSize: 500, sortBy: 'username', sortOrder: 'asc' })),
      await time('users: search "singer 4242"', users({ search: 'singer 4242' })),
      await time('users: tier 2, role user, in a room', users({ tier: 2, role: 'user', hasRoom: true })),
      await time(
        'users: registered in a 30-day window, by lastActive',
        users({ registrationDateFrom: '2026-06-01', registrationDateTo: '2026-06-30', sortBy: 'lastActive' }),
      ),
      await time(
        'users: active in the last day, tier 3, 100 a page',
        users({ lastActiveFrom: new Date(Date.now() - 86_400_000).toISOString(), tier: 3, pageSize: 100 }),
      ),
      await time('rooms: first page (createdAt desc, 25)', rooms({})),
      await time('rooms: page 400 of 25', rooms({ page: 400 })),
      await time('rooms: sorted by userCount desc', rooms({ sortBy: 'userCount', sortOrder: 'desc' })),
      await time('rooms: search "karaoke", active', rooms({ search: 'karaoke', isActive: true })),
      await time('rooms: owner "bench-user-12", 50 a page', rooms({ ownerUsername: 'bench-user-12', pageSize: 50 })),
      await time(
        'rooms: 3 to 10 people, created in 60 days, by queueCount',
        rooms({ minUsers: 3, maxUsers: 10, creationDateFrom: new Date(Date.now() - 60 * 86_400_000).toISOString(), sortBy: 'queueCount' }),
      ),
      await time('rooms: 500 a page, by ownerUsername', rooms({ pageSize: 500, sortBy: 'ownerUsername', sortOrder: 'asc' })),
    ];
    for (const line of lines) console.log(line);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
