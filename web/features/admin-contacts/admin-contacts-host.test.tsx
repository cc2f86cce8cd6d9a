// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminContactsData } from '../../../events/admin-contacts';
import { HttpError } from '../../shared/http/http-error';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { shouldShowAdminContacts, updateForm, type AdminContactsApi } from './admin-contacts-api';
import { AdminContactsHost } from './admin-contacts-host';

afterEach(cleanup);

const data: AdminContactsData = {
  roleToContactId: { PRIMARY: 'c_price' },
  contactIdToModel: { c_price: { firstName: 'Jordan', lastName: 'Price', email: 'jordan.price@maple.example.org', phoneNumber: '' } },
};

function fakeApi(overrides: Partial<AdminContactsApi> = {}): AdminContactsApi & { saved: unknown[] } {
  const saved: unknown[] = [];
  return {
    saved,
    fetchContacts: vi.fn(async () => data),
    saveContacts: vi.fn(async (rostering, implementation) => {
      saved.push({ rostering, implementation });
    }),
    dismiss: vi.fn(async () => undefined),
    ...overrides,
  };
}

function renderHost(props: Partial<Parameters<typeof AdminContactsHost>[0]> & { api: AdminContactsApi }) {
  return render(
    <I18nextProvider i18n={createI18n()}>
      <AdminContactsHost role="school_administrator" userId="u_admin_lee" hasCookie={() => true} reload={vi.fn()} logError={vi.fn()} {...props} />
    </I18nextProvider>,
  );
}

describe('the administrator contacts modal', () => {
  it('opens with the cookie and the data loaded; a person walks it with a new rostering contact and same-as-rostering, and saving closes it', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderHost({ api });
    expect(await screen.findByTestId('admin-contacts')).toBeInTheDocument();
    expect(screen.getByTestId('admin-contacts-option-c_price')).toBeChecked();
    expect(screen.queryByTestId('admin-contacts-back')).toBeNull();
    await user.click(screen.getByTestId('admin-contacts-option-new'));
    expect(screen.getByTestId('admin-contacts-next')).toBeDisabled();
    await user.type(screen.getByTestId('admin-contacts-rostering-firstName'), 'Robin');
    await user.type(screen.getByTestId('admin-contacts-rostering-email'), 'robin.hale@maple.example.org');
    await user.click(screen.getByTestId('admin-contacts-next'));
    expect(screen.getByTestId('admin-contacts-step')).toHaveTextContent('Implementation contact');
    await user.click(screen.getByTestId('admin-contacts-option-same'));
    await user.click(screen.getByTestId('admin-contacts-next'));
    expect(screen.getByTestId('admin-contacts-summary-rostering')).toHaveTextContent('Robin robin.hale@maple.example.org');
    expect(screen.getByTestId('admin-contacts-summary-implementation')).toHaveTextContent('Robin robin.hale@maple.example.org');
    expect(screen.getByTestId('admin-contacts-back')).toBeInTheDocument();
    await user.click(screen.getByTestId('admin-contacts-save'));
    await waitFor(() => expect(screen.queryByTestId('admin-contacts')).toBeNull());
    expect(api.saved).toEqual([{ rostering: { model: { firstName: 'Robin', lastName: '', email: 'robin.hale@maple.example.org', phoneNumber: '' } }, implementation: { sameAsRostering: true } }]);
  });

  it('shows a field error after blur and clears it on focus', async () => {
    const user = userEvent.setup();
    renderHost({ api: fakeApi() });
    await user.click(await screen.findByTestId('admin-contacts-option-new'));
    await user.type(screen.getByTestId('admin-contacts-rostering-phoneNumber'), '12');
    await user.tab();
    expect(await screen.findByTestId('admin-contacts-rostering-phoneNumber-error')).toHaveTextContent('5 to 15 digits');
    expect(screen.getByTestId('admin-contacts-rostering-phoneNumber')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByTestId('admin-contacts-rostering-phoneNumber'));
    expect(screen.queryByTestId('admin-contacts-rostering-phoneNumber-error')).toBeNull();
  });

  it('a failed save reloads the page', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    renderHost({ api: fakeApi({ saveContacts: vi.fn(async () => Promise.reject(new HttpError(500, 'app.error.unexpected'))) }), reload });
    await user.click(await screen.findByTestId('admin-contacts-next'));
    await user.click(screen.getByTestId('admin-contacts-next'));
    await user.click(screen.getByTestId('admin-contacts-save'));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('a non-OK fetch logs its status and shows nothing', async () => {
    const logError = vi.fn();
    renderHost({ api: fakeApi({ fetchContacts: vi.fn(async () => Promise.reject(new HttpError(503, 'app.error.unexpected'))) }), logError });
    await waitFor(() => expect(logError).toHaveBeenCalledWith(expect.any(String), 503));
    expect(screen.queryByTestId('admin-contacts')).toBeNull();
  });

  it('does not fetch without the cookie, nor for anyone but an administrator', async () => {
    const api = fakeApi();
    renderHost({ api, hasCookie: () => false });
    renderHost({ api, role: 'teacher' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.fetchContacts).not.toHaveBeenCalled();
  });

  it('closing without saving stops it for the session through the cookie call', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderHost({ api });
    await user.click(await screen.findByTestId('admin-contacts-close'));
    expect(screen.queryByTestId('admin-contacts')).toBeNull();
    expect(api.dismiss).toHaveBeenCalledTimes(1);
  });

  it('reads the cookie and writes the update form as spec §7 names its fields', () => {
    expect(shouldShowAdminContacts('a=1; should-show-admin-contacts=true')).toBe(true);
    expect(shouldShowAdminContacts('should-show-admin-contacts=false')).toBe(false);
    const form = updateForm({ model: data.contactIdToModel.c_price! }, { sameAsRostering: true });
    expect(JSON.parse(form.get('rosteringContactModel') as string)).toEqual(data.contactIdToModel.c_price);
    expect(form.get('useRosteringContactForImplementation')).toBe('true');
    const byId = updateForm({ contactId: 'c1' }, { contactId: 'c2' });
    expect([...byId.keys()]).toEqual(['rosteringContactId', 'implementationContactId']);
  });
});
