import { useTranslation } from 'react-i18next';
import { ageFraction, isExpired, messageAge, wholeMinutes } from './message-age';

export interface AgePieProps {
  creationDate: number;
  /** Now, on the server's clock. */
  serverNow: number;
  expirationIntervalMs: number;
}

const RADIUS = 5;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The time indicator (spec §2.24): a pie that fills with the message's age
 * relative to the expiration interval. A stroke as wide as the circle's
 * diameter, dashed to the fraction, draws the slice.
 */
export function AgePie({ creationDate, serverNow, expirationIntervalMs }: AgePieProps) {
  const { t } = useTranslation();
  const fraction = ageFraction(creationDate, serverNow, expirationIntervalMs);
  const age = messageAgeText(t, creationDate, serverNow);
  const label = isExpired(creationDate, serverNow, expirationIntervalMs)
    ? `${age}. ${t('liveMessages.expired')}`
    : t('liveMessages.ageLabel', { age, minutes: wholeMinutes(expirationIntervalMs) });
  return (
    <svg
      className="age-pie"
      viewBox="0 0 20 20"
      width="20"
      height="20"
      role="img"
      aria-label={label}
      data-testid="age-pie"
      data-fraction={fraction.toFixed(3)}
    >
      <title>{label}</title>
      <circle className="age-pie-face" cx="10" cy="10" r="9.25" />
      <circle
        className="age-pie-slice"
        cx="10"
        cy="10"
        r={RADIUS}
        fill="none"
        strokeWidth={RADIUS * 2}
        strokeDasharray={`${(fraction * CIRCUMFERENCE).toFixed(3)} ${CIRCUMFERENCE.toFixed(3)}`}
        transform="rotate(-90 10 10)"
      />
    </svg>
  );
}

/** "Just now", "1 minute ago", "12 minutes ago". */
export function messageAgeText(t: (key: string, options?: Record<string, unknown>) => string, creationDate: number, serverNow: number): string {
  const minutes = wholeMinutes(messageAge(creationDate, serverNow));
  return minutes === 0 ? t('liveMessages.justNow') : t('liveMessages.minutesAgo', { count: minutes });
}
