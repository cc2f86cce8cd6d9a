import { useCallback, useEffect, useState } from 'react';
import type { AdminContactsData } from '../../../events/admin-contacts';
import { HttpError } from '../../shared/http/http-error';
import { httpAdminContactsApi, shouldShowAdminContacts, type AdminContactsApi } from './admin-contacts-api';
import { AdminContactsWizard } from './admin-contacts-wizard';

export interface AdminContactsHostProps {
  /** The signed-in user's role (spec §6: school and district administrators see the modal). */
  role: string | null;
  userId: string | null;
  /** Replaceable in tests. */
  api?: AdminContactsApi;
  hasCookie?: () => boolean;
  reload?: () => void;
  logError?: (message: string, status: number) => void;
}

const isAdministrator = (role: string | null) => role === 'school_administrator' || role === 'district_administrator';

/**
 * Spec §4: the contacts modal opens only with the should-show-admin-contacts
 * cookie and the modal data loaded. A non-OK fetch logs its status and shows
 * nothing; saving closes it; any save failure reloads the page.
 */
export function AdminContactsHost({
  role,
  userId,
  api = httpAdminContactsApi,
  hasCookie = () => shouldShowAdminContacts(document.cookie),
  reload = () => window.location.reload(),
  logError = (message, status) => console.error(message, status),
}: AdminContactsHostProps) {
  const [data, setData] = useState<AdminContactsData | null>(null);
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    setData(null);
    setClosed(false);
    if (!isAdministrator(role) || userId === null || !hasCookie()) return;
    let current = true;
    api.fetchContacts().then(
      (loaded) => {
        if (current) setData(loaded);
      },
      (error: unknown) => logError('Admin contacts fetch failed with status', error instanceof HttpError ? error.status : 0),
    );
    return () => {
      current = false;
    };
  }, [role, userId]);
  const close = useCallback(() => setClosed(true), []);
  const dismiss = useCallback(() => {
    setClosed(true);
    void api.dismiss();
  }, [api]);
  if (data === null || closed) return null;
  return <AdminContactsWizard data={data} api={api} onSaved={close} onFailed={reload} onDismiss={dismiss} />;
}
