import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveClassroomStudent } from '../../../events/practice';
import { SCRATCHPAD_STROKES_PUSH, SCRATCHPAD_WATCH, type ScratchpadStroke } from '../../../events/scratchpad/scratchpad-contract';
import { HttpError } from '../../shared/http/http-error';
import { usePushEvent } from '../../shared/realtime/realtime-context';
import { ScratchpadDrawing } from '../../shared/scratchpad/scratchpad-drawing';
import { scratchpadLiveApi, scratchpadStrokesPushSchema, type ScratchpadLiveApi } from '../../shared/scratchpad/scratchpad-live-api';
import '../../shared/scratchpad/scratchpad-text';
import { StudentDialog } from './student-dialog';

type WatchedStudent = Pick<LiveClassroomStudent, 'userId' | 'displayName'>;

export interface ScratchpadWatchDialogProps {
  /** The student whose pad is watched; null: closed. */
  student: WatchedStudent | null;
  onClose(): void;
  /** Where focus goes back to once closed: the tile's "Watch scratchpad". */
  returnFocusTo(): HTMLElement | null;
  /** Tests pass fake calls. */
  api?: ScratchpadLiveApi;
}

/**
 * A student's scratchpad, live (Radix dialog; docs/scratchpad.md "The live watch"): opening it starts the watch
 * (renewed while open), the student's strokes arrive as SCRATCHPAD_STROKES pushes on the teacher channel and are
 * drawn as they come, and closing it stops the watch.
 */
export function ScratchpadWatchDialog({ student, onClose, returnFocusTo, api = scratchpadLiveApi }: ScratchpadWatchDialogProps) {
  const { t } = useTranslation();
  return (
    <StudentDialog
      open={student !== null}
      title={t('scratchpad.live.title', { name: student?.displayName ?? '' })}
      closeLabel={t('scratchpad.live.close')}
      testId={{ dialog: 'scratchpad-watch-dialog', close: 'scratchpad-watch-close' }}
      className="scratchpad-watch-dialog"
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      {student !== null ? <LivePad key={student.userId} student={student} api={api} /> : null}
    </StudentDialog>
  );
}

type Watch = { phase: 'starting' } | { phase: 'watching'; padHidden: boolean } | { phase: 'failed'; errorKey: string };

function LivePad({ student, api }: { student: WatchedStudent; api: ScratchpadLiveApi }) {
  const { t } = useTranslation();
  const [watch, setWatch] = useState<Watch>({ phase: 'starting' });
  const [strokes, setStrokes] = useState<readonly ScratchpadStroke[] | null>(null);

  // Watching while open: started at once, renewed before it ends, stopped on closing.
  useEffect(() => {
    let open = true;
    const start = () =>
      api.watch(student.userId).then(
        (view) => open && setWatch({ phase: 'watching', padHidden: view.padHidden }),
        (error: unknown) => open && setWatch({ phase: 'failed', errorKey: error instanceof HttpError ? error.errorKey : '' }),
      );
    void start();
    const renewal = setInterval(() => void start(), SCRATCHPAD_WATCH.renewMinutes * 60_000);
    return () => {
      open = false;
      clearInterval(renewal);
      api.stopWatching(student.userId).catch(() => {});
    };
  }, [api, student.userId]);

  usePushEvent('teacher', SCRATCHPAD_STROKES_PUSH, (message) => {
    const push = scratchpadStrokesPushSchema.safeParse(message);
    if (push.success && push.data.studentUserId === student.userId) setStrokes(push.data.strokes);
  });

  const name = student.displayName;
  if (watch.phase === 'failed') {
    return (
      <p className="form-error" role="alert" data-testid="scratchpad-watch-failed">
        {t([watch.errorKey, 'scratchpad.live.failed'])}
      </p>
    );
  }
  return (
    <div className="scratchpad-watch-body">
      <p role="status" data-testid="scratchpad-watch-status">
        {watch.phase === 'starting'
          ? t('scratchpad.live.starting')
          : watch.padHidden
            ? t('scratchpad.live.hidden', { name })
            : strokes === null
              ? t('scratchpad.live.waiting', { name })
              : t('scratchpad.live.drawing', { name })}
      </p>
      {strokes !== null ? <ScratchpadDrawing strokes={strokes} testId="scratchpad-watch-drawing" /> : null}
    </div>
  );
}
