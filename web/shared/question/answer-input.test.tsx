// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/i18n-setup';
import { AnswerInput, type AnswerType } from './answer-input';
import { QuestionDisplay } from './question-display';

afterEach(cleanup);

function Harness({ answerType, choices, locked = false, onEnter }: { answerType: AnswerType; choices?: string[]; locked?: boolean; onEnter?: () => void }) {
  const [value, setValue] = useState('');
  return (
    <I18nextProvider i18n={createI18n()}>
      <AnswerInput answerType={answerType} choices={choices ?? null} value={value} onChange={setValue} locked={locked} {...(onEnter ? { onEnter } : {})} />
      <output data-testid="value">{value}</output>
    </I18nextProvider>
  );
}

describe('the shared answer input', () => {
  it('is a plain text field for a short-text question, with its own hint', async () => {
    render(<Harness answerType="text" />);
    const field = screen.getByRole('textbox', { name: 'Your answer' });
    expect(field).toHaveAttribute('inputmode', 'text');
    expect(field).toHaveAccessibleDescription('Type your answer.');
    await userEvent.type(field, 'photosynthesis');
    expect(screen.getByTestId('value')).toHaveTextContent('photosynthesis');
  });

  it('asks for a number or a fraction with the matching hint and keyboard', () => {
    render(<Harness answerType="number" />);
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveAccessibleDescription('Type a number.');
    cleanup();
    render(<Harness answerType="fraction" />);
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveAccessibleDescription('Type a fraction such as 3/4, or a mixed number such as 1 1/2.');
  });

  it('offers the choices as radio buttons; Enter on one submits; locked ones cannot change', async () => {
    const onEnter = vi.fn();
    render(<Harness answerType="choice" choices={['10', '12']} onEnter={onEnter} />);
    expect(screen.getByRole('group', { name: 'Choose an answer' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '12' }));
    expect(screen.getByTestId('value')).toHaveTextContent('12');
    await userEvent.keyboard('{Enter}');
    expect(onEnter).toHaveBeenCalledTimes(1);
    cleanup();
    render(<Harness answerType="choice" choices={['10', '12']} locked />);
    expect(screen.getByRole('radio', { name: '10' })).toBeDisabled();
  });

  it('shows the prompt with its line breaks and the picture', () => {
    render(
      <I18nextProvider i18n={createI18n()}>
        <QuestionDisplay prompt={'Read the clock.\nWhat time is it?'} art={{ kind: 'clock', hour: 3, minute: 0 }} promptTestId="prompt" />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('prompt').textContent).toBe('Read the clock.\nWhat time is it?');
    expect(screen.getByRole('img', { name: 'Analogue clock' })).toBeInTheDocument();
  });
});
