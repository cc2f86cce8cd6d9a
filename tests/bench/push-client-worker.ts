import { parentPort, workerData } from 'node:worker_threads';
import { PushClientGroup, type PushClientSpec } from './push-client-group';
import type { PushClientReply, PushClientRequest } from './push-clients';

// One thread's share of the simulated browsers (see push-clients.ts): connects
// them, then answers the main thread's requests for a batch's arrivals.

const { wsUrl, clients, connectBatch } = workerData as { wsUrl: string; clients: PushClientSpec[]; connectBatch: number };
const group = new PushClientGroup(clients);
const reply = (message: PushClientReply) => parentPort!.postMessage(message);

parentPort!.on('message', (request: PushClientRequest) => {
  if (request.type === 'arrivals') {
    void group.arrivalsOf(request.batchId, request.timeoutMs).then((arrivals) =>
      reply({ type: 'arrivals', id: request.id, arrivals, unreadable: group.unreadable }),
    );
  } else {
    void group.close().then(() => reply({ type: 'closed' }));
  }
});

group.connect(wsUrl, connectBatch).then(
  () => reply({ type: 'connected' }),
  (error: unknown) => reply({ type: 'failed', error: error instanceof Error ? error.message : String(error) }),
);
