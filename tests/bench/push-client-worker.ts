import { parentPort, workerData } from 'node:worker_threads';
import { PushClientGroup, type PushClientSpec, type PushListen } from './push-client-group';
import type { PushClientReply, PushClientRequest } from './push-clients';

// One thread's share of the simulated browsers (see push-clients.ts): connects
// them, then answers the main thread's requests for a batch's arrivals.

const { wsUrl, clients, connectBatch, listen } = workerData as { wsUrl: string; clients: PushClientSpec[]; connectBatch: number; listen?: PushListen };
const group = new PushClientGroup(clients, listen);
const reply = (message: PushClientReply) => parentPort!.postMessage(message);

parentPort!.on('message', (request: PushClientRequest) => {
  if (request.type === 'arrivals') {
    void group.arrivalsOf(request.batchId, request.timeoutMs).then((arrivals) =>
      reply({ type: 'arrivals', id: request.id, arrivals, unreadable: group.unreadable }),
    );
  } else if (request.type === 'all') {
    reply({ type: 'all', id: request.id, batches: group.takeAll(), unreadable: group.unreadable, outOfOrder: group.outOfOrder });
  } else {
    void group.close().then(() => reply({ type: 'closed' }));
  }
});

group.connect(wsUrl, connectBatch).then(
  () => reply({ type: 'connected' }),
  (error: unknown) => reply({ type: 'failed', error: error instanceof Error ? error.message : String(error) }),
);
