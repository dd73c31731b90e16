// Starts the API: builds the app (which migrates), seeds demo data on an empty database, listens
// on PORT and closes gracefully on SIGINT/SIGTERM.
import { buildApp } from './app';
import { seedDemoData, seedDemoFiles } from './db/seed';

async function main() {
  const app = await buildApp();
  const { config } = app;
  if (config.seedDemo) {
    const seeded = await seedDemoData(app.db);
    if (seeded) {
      await seedDemoFiles(app);
      app.log.info('Seeded the demo data (sign-ins are listed in README.md)');
    }
  }
  let isClosing = false;
  const close = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info(`${signal} received, closing`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  console.log(`Listening on http://localhost:${config.port}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
