import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../shared/i18n/intl-formats';

/** A calendar day `YYYY-MM-DD` as the reader's language writes it (the day itself, no time zone). */
function dayText(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dateTimeFormat(language, { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }).format(date);
}

/** A unit's first and last day: "Nov 2, 2026 – Nov 13, 2026", in `<time>` elements. */
export function UnitDates({ startsOn, endsOn }: { startsOn: string; endsOn: string }) {
  const { t, i18n } = useTranslation();
  return (
    <span className="unit-dates">
      {t('skillPlansWeb.dates.from')} <time dateTime={startsOn}>{dayText(startsOn, i18n.language)}</time> {t('skillPlansWeb.dates.to')}{' '}
      <time dateTime={endsOn}>{dayText(endsOn, i18n.language)}</time>
    </span>
  );
}
