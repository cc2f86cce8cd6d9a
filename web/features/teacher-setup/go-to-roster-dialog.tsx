import { useTranslation } from 'react-i18next';
import { SetupDialogFrame } from './setup-dialog-frame';

export const ROSTER_PATH = '/roster/view';

export interface GoToRosterDialogProps {
  isTrial: boolean;
  isNewTrial: boolean;
  durationDays: number;
  onGoToRoster(): void;
  onClose(): void;
}

/** Spec §2.3 go-to-roster modal: three titles (new trial with its length, trial teacher, teacher), a description and a button to the roster. */
export function GoToRosterDialog({ isTrial, isNewTrial, durationDays, onGoToRoster, onClose }: GoToRosterDialogProps) {
  const { t } = useTranslation();
  const title = isNewTrial ? t('teacherSetup.roster.title.newTrial', { days: durationDays }) : isTrial ? t('teacherSetup.roster.title.trialTeacher') : t('teacherSetup.roster.title.teacher');
  return (
    <SetupDialogFrame title={title} description={t('teacherSetup.roster.description')} testId="teacher-setup-roster-dialog" onClose={onClose}>
      <div className="teacher-setup-actions">
        <a
          href={ROSTER_PATH}
          className="button button-primary"
          data-testid="teacher-setup-go-to-roster"
          onClick={(event) => {
            event.preventDefault();
            onGoToRoster();
          }}
        >
          {t('teacherSetup.roster.button')}
        </a>
      </div>
    </SetupDialogFrame>
  );
}
