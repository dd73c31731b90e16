#!/usr/bin/env node
// npm start: install, build, then run the server, which migrates, seeds demo data on an empty
// database and serves the API, the shell and every remote on one address.
import { install, buildAll, startServer, waitForHttp, DEMO_SIGN_INS } from './lib.mjs';

const port = process.env.PORT ?? '8080';
if (!process.env.SKIP_BUILD) {
  install();
  buildAll();
}
const server = startServer({ env: { PORT: port, NODE_ENV: process.env.NODE_ENV ?? 'development', DATA_DIR: process.env.DATA_DIR ?? './data' } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

const address = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
waitForHttp(`http://127.0.0.1:${port}/api/v1/app/config`, 180000)
  .then(() => {
    const lines = [
      '',
      `  Contract Hub is running at ${address}`,
      '',
      '  Demo sign-ins (password Demo!2026):',
      ...DEMO_SIGN_INS.map(([who, email]) => `    ${email.padEnd(30)} ${who}`),
      '',
      process.env.SMTP_URL
        ? '  Mail is sent through SMTP_URL.'
        : [
            '  Without SMTP_URL, mail (sign-in codes, invitations, resets) is printed here and kept in the outbox.',
            `  Sign in as operator@demo.test at ${address}/superadmin-login with the code printed here,`,
            `  then read every other mail at ${address}/api/dev/mailbox (operators only).`,
          ].join('\n'),
      '',
    ];
    console.log(lines.join('\n'));
  })
  .catch((e) => console.error(e.message));
