import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfilePreferences } from '../profile-preferences/profile-preferences-store';
import { useSession } from '../session/session-store';
import { speechLanguageOf } from './speech-language';
import './read-aloud.css';

export interface ReadAloudButtonProps {
  /** What is read: the question's prompt, the lesson's text, the message's words. */
  text: string;
  /** The subject the text belongs to, when known (Spanish is read in Spanish). */
  subject?: string;
  testId?: string;
}

/** The browser's speech synthesis, where it has one (jsdom and some embedded browsers do not). */
const synthesis = (): SpeechSynthesis | null => (typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null);

/**
 * A speaker button that reads `text` aloud with the browser's speech synthesis
 * (issue 31 item 4), in the edition's language. Shown only while the reader's
 * `enableAudio` preference is on and the browser can speak; a second press
 * stops it, and leaving the page stops it too.
 */
export function ReadAloudButton({ text, subject, testId = 'read-aloud' }: ReadAloudButtonProps) {
  const { t } = useTranslation();
  const enabled = useProfilePreferences((preferences) => preferences.enableAudio);
  const edition = useSession((state) => (state.session?.signedIn ? state.session.edition : null));
  const [speaking, setSpeaking] = useState(false);
  useEffect(
    () => () => {
      if (speaking) synthesis()?.cancel();
    },
    [speaking],
  );
  const speech = synthesis();
  if (!enabled || speech === null || text.trim() === '') return null;

  const toggle = () => {
    speech.cancel();
    if (speaking) {
      setSpeaking(false);
      return;
    }
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = speechLanguageOf(edition, subject);
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    setSpeaking(true);
    speech.speak(utterance);
  };

  return (
    <button type="button" className="read-aloud" data-testid={testId} aria-pressed={speaking} aria-label={speaking ? t('readAloud.stop') : t('readAloud.read')} onClick={toggle}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M4 9v6h4l5 4V5L8 9H4z" />
        {speaking ? <path d="M16 9h2v6h-2zM19.5 9h2v6h-2z" /> : <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" strokeWidth="2" />}
      </svg>
    </button>
  );
}
