import { useCallback, useEffect, useRef, useState } from 'react';
import { SCRATCHPAD_WATCH, SCRATCHPAD_WATCH_PUSH, type ScratchpadStroke } from '../../../events/scratchpad/scratchpad-contract';
import { HttpError } from '../http/http-error';
import { usePushEvent } from '../realtime/realtime-context';
import { liveBatches } from './live-batches';
import { scratchpadLiveApi, type ScratchpadLiveApi } from './scratchpad-live-api';

/**
 * The student's side of the live watch (docs/scratchpad.md "The live watch"): whether a teacher watches the pad
 * (asked once, then told by SCRATCHPAD_WATCH pushes; it ends at the watch's end), and, while watched, the pad's
 * changes sent as batches (`POST /scratchpad/live`, at most one per SCRATCHPAD_WATCH.batchMs). A 403 `not_watched`
 * ends it early (the watch was stopped while a push was missed). Needs the realtime provider of a signed-in user.
 */
export function useScratchpadLive(questionKey: string, api: ScratchpadLiveApi = scratchpadLiveApi) {
  const [watchedUntil, setWatchedUntil] = useState<string | null>(null);
  const latestPad = useRef<readonly ScratchpadStroke[]>([]);
  const latestKey = useRef(questionKey);
  useEffect(() => {
    latestKey.current = questionKey;
  });

  useEffect(() => {
    const controller = new AbortController();
    api.watched({ signal: controller.signal }).then((view) => setWatchedUntil(view.watchedUntil), () => {});
    return () => controller.abort();
  }, [api]);
  usePushEvent('general', SCRATCHPAD_WATCH_PUSH, (message) => setWatchedUntil(typeof message.watchedUntil === 'string' ? message.watchedUntil : null));

  // The watch ends at its end unless renewed (a renewal's push moves watchedUntil first).
  useEffect(() => {
    if (watchedUntil === null) return;
    const timer = setTimeout(() => setWatchedUntil((until) => (until === watchedUntil ? null : until)), Math.max(0, Date.parse(watchedUntil) - Date.now()));
    return () => clearTimeout(timer);
  }, [watchedUntil]);
  const watched = watchedUntil !== null;

  const batches = useRef<ReturnType<typeof liveBatches> | null>(null);
  useEffect(() => {
    if (!watched) return;
    const sender = liveBatches(
      (strokes) =>
        api.send(latestKey.current, strokes).catch((error: unknown) => {
          if (error instanceof HttpError && error.errorKey === 'scratchpad.not_watched') setWatchedUntil(null);
        }),
      SCRATCHPAD_WATCH.batchMs,
    );
    batches.current = sender;
    sender.change(latestPad.current); // the teacher sees the pad as it is when the watch starts
    return () => {
      sender.stop();
      batches.current = null;
    };
  }, [watched, api]);

  const onDraw = useCallback((strokes: readonly ScratchpadStroke[]) => {
    latestPad.current = strokes;
    batches.current?.change(strokes);
  }, []);
  return { watched, onDraw };
}
