// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { room12 } from '../../shared/classes/classes-with-students-fixture';
import { HttpError } from '../../shared/http/http-error';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { ComposeMessagePage, type ComposeApi } from './compose-message-page';

const classes = [room12];

function renderCompose(send: ComposeApi['sendMessage'] = async () => ({ batchId: 'b1' }), sender: 'teacher' | 'administrator' = 'teacher') {
  const api: ComposeApi = { fetchRecipients: async () => classes, sendMessage: vi.fn(send) };
  const onSent = vi.fn();
  render(
    <I18nextProvider i18n={createI18n()}>
      <ComposeMessagePage sender={sender} onSent={onSent} api={api} />
    </I18nextProvider>,
  );
  return { api, onSent, user: userEvent.setup() };
}

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(cleanup);

describe('composing a live message', () => {
  it('sends a typed message to ticked students and reports the batch', async () => {
    const { api, onSent, user } = renderCompose();
    await user.type(screen.getByTestId('compose-message'), 'Line <b>one</b>{Enter}Line two');
    expect(screen.getByTestId('compose-preview').innerHTML).toContain('Line <b>one</b><br>Line two');
    await user.click(await screen.findByTestId('compose-student-u_ava_b'));
    await user.click(screen.getByTestId('compose-send'));
    expect(api.sendMessage).toHaveBeenCalledWith('Line <b>one</b><br>Line two', { studentUserIds: ['u_ava_b'] }, expect.any(String));
    await vi.waitFor(() => expect(onSent).toHaveBeenCalledWith('b1'));
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ button: 'teacher_send_live_message', module: 'live_message_compose' }));
  });

  it('fills the message from a preset and sends it to a whole class', async () => {
    const { api, user } = renderCompose(undefined, 'administrator');
    const presets = screen.getAllByTestId('compose-preset');
    expect(presets.map((button) => button.textContent)).toEqual([
      'Great work today!',
      'Please check your answers.',
      'Time to wrap up.',
      'Raise your hand if you need help.',
    ]);
    await user.click(presets[2]!);
    expect(screen.getByTestId('compose-message')).toHaveValue('Time to wrap up.');
    await user.selectOptions(await screen.findByTestId('compose-class'), 'class_g4_room12');
    expect(screen.getByTestId('compose-student-u_noah_c')).toBeChecked();
    expect(screen.getByTestId('compose-student-u_noah_c')).toBeDisabled();
    await user.click(screen.getByTestId('compose-send'));
    expect(api.sendMessage).toHaveBeenCalledWith('Time to wrap up.', { classId: 'class_g4_room12' }, expect.any(String));
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ button: 'admin_pick_preset_message', click_text: 'Time to wrap up.' }),
      expect.objectContaining({ button: 'admin_send_live_message' }),
    ]);
  });

  it('asks for a message and for recipients before sending anything', async () => {
    const { api, user } = renderCompose();
    await screen.findByTestId('compose-class');
    await user.click(screen.getByTestId('compose-send'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please write a message.');
    await user.type(screen.getByTestId('compose-message'), 'Hello');
    await user.click(screen.getByTestId('compose-send'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a class or at least one student.');
    expect(api.sendMessage).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and lets the sender try again", async () => {
    const { onSent, user } = renderCompose(async () => {
      throw new HttpError(403, 'live_message.student_not_in_reach');
    });
    await user.type(screen.getByTestId('compose-message'), 'Hello');
    await user.click(await screen.findByTestId('compose-student-u_noah_c'));
    await user.click(screen.getByTestId('compose-send'));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can only send messages to your own students.');
    expect(screen.getByTestId('compose-send')).toHaveAttribute('aria-disabled', 'false');
    expect(onSent).not.toHaveBeenCalled();
  });

  it('sends the same message again with the same Idempotency-Key, and an edited one with a new key', async () => {
    const { api, user } = renderCompose(async () => {
      throw new HttpError(0, 'app.error.network');
    });
    await user.type(screen.getByTestId('compose-message'), 'Hello');
    await user.click(await screen.findByTestId('compose-student-u_ava_b'));
    await user.click(screen.getByTestId('compose-send'));
    await screen.findByRole('alert');
    await user.click(screen.getByTestId('compose-send'));
    await user.type(screen.getByTestId('compose-message'), '!');
    await user.click(screen.getByTestId('compose-send'));
    const keys = vi.mocked(api.sendMessage).mock.calls.map((call) => call[2]);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
