// Export jobs in tests: start the export (202 + job id), run the due jobs, read the download-created
// event the job emitted to the user, and fetch the file with its one-time token.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DOWNLOAD_EVENTS, type DownloadCreatedEvent } from 'shared-contract';
import type { RequestOptions, TestClient } from './client';

/** Records what the app emits to users' sockets (tests run without socket.io) until restore(). */
export function recordUserEvents(app: FastifyInstance) {
  const events: { userId: number; event: string; payload: unknown }[] = [];
  const spy = jest.spyOn(app.realtime, 'notifyUser').mockImplementation((userId, event, payload) => {
    events.push({ userId, event, payload });
  });
  return { events, restore: () => spy.mockRestore() };
}

export type ExportRun = { started: LightMyRequestResponse; jobId: number; event: DownloadCreatedEvent; userId: number; file: LightMyRequestResponse };

export async function exportThroughJob(app: FastifyInstance, client: TestClient, url: string, query?: RequestOptions['query']): Promise<ExportRun> {
  const recorder = recordUserEvents(app);
  try {
    const started = await client.get(url, { query });
    if (started.statusCode !== 202) throw new Error(`export answered ${started.statusCode}: ${started.body}`);
    const jobId = started.json().data.id as number;
    await app.jobs.runDue();
    const created = recorder.events.find((e) => e.event === DOWNLOAD_EVENTS.created && (e.payload as DownloadCreatedEvent).job_id === jobId);
    if (!created) throw new Error(`no ${DOWNLOAD_EVENTS.created} event for job ${jobId}`);
    const event = created.payload as DownloadCreatedEvent;
    const file = await client.get(`/api/v2/downloads/${event.id}/download`, { query: { token: event.token } });
    return { started, jobId, event, userId: created.userId, file };
  } finally {
    recorder.restore();
  }
}
