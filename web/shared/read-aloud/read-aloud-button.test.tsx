// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render as renderWithoutText, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n-setup';
import { profilePreferencesStore } from '../profile-preferences/profile-preferences-store';
import { ReadAloudButton } from './read-aloud-button';
import { speechLanguageOf } from './speech-language';

const render = (element: ReactElement) => renderWithoutText(<I18nextProvider i18n={createI18n()}>{element}</I18nextProvider>);

/** A fake speech synthesis: jsdom has none, and a real voice cannot be heard by a test. */
class FakeSpeech {
  spoken: SpeechSynthesisUtterance[] = [];
  cancelled = 0;
  speak(utterance: SpeechSynthesisUtterance) {
    this.spoken.push(utterance);
  }
  cancel() {
    this.cancelled += 1;
  }
}

class FakeUtterance {
  lang = '';
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly text: string) {}
}

let speech: FakeSpeech;
beforeEach(() => {
  speech = new FakeSpeech();
  Object.defineProperty(window, 'speechSynthesis', { value: speech, configurable: true });
  Object.defineProperty(globalThis, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
  act(() => profilePreferencesStore.getState().update({ enableAudio: true }));
});
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(window, 'speechSynthesis');
  Reflect.deleteProperty(globalThis, 'SpeechSynthesisUtterance');
  act(() => profilePreferencesStore.getState().update({ enableAudio: true }));
});

describe('the read-aloud button (issue 31 item 4), with a fake speech synthesis', () => {
  it('reads the text aloud in the edition’s language; a second press stops it; the end of speech releases the button', async () => {
    const user = userEvent.setup();
    render(<ReadAloudButton text="What is 3 + 4?" />);
    const button = screen.getByRole('button', { name: 'Read aloud' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(speech.spoken.map((utterance) => [(utterance as unknown as FakeUtterance).text, utterance.lang])).toEqual([['What is 3 + 4?', 'en-US']]);
    expect(screen.getByRole('button', { name: 'Stop reading' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Stop reading' }));
    expect(speech.spoken).toHaveLength(1);
    expect(speech.cancelled).toBeGreaterThanOrEqual(2);
    await user.click(screen.getByRole('button', { name: 'Read aloud' }));
    act(() => speech.spoken[1]!.onend?.(new Event('end') as SpeechSynthesisEvent));
    expect(screen.getByRole('button', { name: 'Read aloud' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('is not there when the reader turned audio off (enableAudio), nor when the browser cannot speak', () => {
    act(() => profilePreferencesStore.getState().update({ enableAudio: false }));
    const { unmount } = render(<ReadAloudButton text="What is 3 + 4?" />);
    expect(screen.queryByRole('button', { name: 'Read aloud' })).toBeNull();
    unmount();
    act(() => profilePreferencesStore.getState().update({ enableAudio: true }));
    Reflect.deleteProperty(window, 'speechSynthesis');
    render(<ReadAloudButton text="What is 3 + 4?" />);
    expect(screen.queryByRole('button', { name: 'Read aloud' })).toBeNull();
  });

  it('speaks each edition’s English, and Spanish questions in Spanish', () => {
    expect(['US', 'UK', 'CA', 'AU', 'IL', null].map((edition) => speechLanguageOf(edition))).toEqual(['en-US', 'en-GB', 'en-CA', 'en-AU', 'en-US', 'en-US']);
    expect(speechLanguageOf('UK', 'spa')).toBe('es-ES');
  });
});
