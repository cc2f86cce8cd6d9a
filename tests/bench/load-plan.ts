// What the load driver is asked to do, and what it reports. Plain data: it
// crosses into the load worker thread.

/**
 * One client connection's sequence of requests. Lanes run concurrently; each
 * sends its next request when its previous answer arrived (closed loop), cycling
 * through its bodies, so a lane can own one user and alternate its choices.
 */
export interface LoadLane {
  headers: Record<string, string>;
  bodies: string[];
}

export interface LoadPlan {
  url: string;
  method: 'POST' | 'GET';
  lanes: LoadLane[];
  /** Requests sent (across all lanes) before measuring, then waited for. */
  warmup: number;
  /** Requests measured, across all lanes. */
  total: number;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  /** Per measured request, in milliseconds, in completion order. */
  latenciesMs: Float64Array;
  /** Requests answered with a status other than 2xx, or that failed. */
  failures: number;
  /** The first failure, to print. */
  firstFailure: string | null;
}
