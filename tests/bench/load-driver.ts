import { Worker } from 'node:worker_threads';
import type { LoadPlan, LoadResult } from './load-plan';

const workerUrl = new URL('./load-worker.ts', import.meta.url).href;

/**
 * Runs a load plan from a worker thread and resolves with its measurements.
 * The worker is started through tsx's ESM API: a worker does not inherit the
 * TypeScript loader that `tsx` gave the main thread.
 */
export function driveLoad(plan: LoadPlan): Promise<LoadResult> {
  const tsxApi = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(workerUrl)}); });`;
  const worker = new Worker(bootstrap, { eval: true, workerData: plan });
  return new Promise<LoadResult>((resolve, reject) => {
    worker.once('message', (result: LoadResult) => resolve(result));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`load worker exited (${code}) before reporting`)));
  }).finally(() => void worker.terminate());
}
