import { performance } from 'node:perf_hooks';
import { createServerApp } from '../../server/appFactory';
(async () => {
  const { app } = await createServerApp({ env: { ...process.env, DATA_DIR: '/tmp/server-speed-bench', LOG_LEVEL: 'error', SCHEDULER: 'off', FEEDS_AUTOSTART: 'off', WEB_DIST: '/tmp/none', RATE_LIMIT_SEASONALITY_PER_MINUTE: '10000' }, envDir: null });
  await app.ready();
  const { createSession } = await import('../../server/infra/auth/sessions');
  const user = await app.db.selectFrom('users').select('id').where('username', '=', 'bench').executeTakeFirstOrThrow();
  const token = (await createSession(app.db, app.config, user.id)).token;
  let longest = 0; let last = performance.now();
  const probe = setInterval(() => { const n = performance.now(); longest = Math.max(longest, n - last - 10); last = n; }, 10);
  const body = JSON.parse(process.env.BODY ?? '{}');
  for (let i = 0; i < 3; i++) {
    longest = 0; last = performance.now();
    const t0 = performance.now();
    const r = await app.inject({ method: 'POST', url: process.env.CALL, headers: { authorization: `Bearer ${token}` }, payload: body });
    await new Promise((d) => setTimeout(d, 30));
    console.log(r.statusCode, (performance.now() - t0).toFixed(0), 'ms, block', longest.toFixed(0), r.body.slice(0, 100));
  }
  clearInterval(probe);
  await app.close();
})();
