import { instantReview, instantReviewStreams, type InstantReviewEvent, type InstantReviewState } from '../../events/instant-review';
import type { FeatureLog } from '../features/feature-log';

/** A review's state folded from its stream (the log is the truth: a reload or a restart loses nothing). */
export function reviewState(log: FeatureLog, qrmSessionId: string): InstantReviewState {
  let state = instantReview.initialState();
  for (const event of log.store.readStream(instantReviewStreams.session(qrmSessionId), 0)) state = instantReview.evolve(state, event as unknown as InstantReviewEvent);
  return state;
}
