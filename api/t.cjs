const t=Date.now();
const { PGlite } = require('@electric-sql/pglite');
(async()=>{ const db = new PGlite(); await db.waitReady; console.log('ready', Date.now()-t); const r = await db.query('select 1 as x'); console.log(r.rows, Date.now()-t);
const dump = await db.dumpDataDir('gzip'); console.log('dump', dump.size, Date.now()-t);
const db2 = new PGlite({loadDataDir: dump}); await db2.waitReady; console.log('load', Date.now()-t);
})();
