import { useState } from 'react';
import { OfflineError } from '../api/client';
import { useI18n } from '../i18n/use-i18n';

/**
 * A form's submission state: `run(task)` marks it busy, shows the message the task returns (an API
 * failure's `msg`, or a validation message) and a generic one when it throws; offline failures
 * already showed their toast.
 */
export function useSubmit() {
  const { t } = useI18n();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  /** `task` resolves to the message to show when it failed (a string), anything else when it went through. */
  async function run(task: () => Promise<unknown>) {
    setError('');
    setBusy(true);
    try {
      const failed = await task();
      if (typeof failed === 'string' && failed) setError(failed);
    } catch (failure) {
      if (!(failure instanceof OfflineError)) setError(t('status.loadFailed'));
    } finally {
      setBusy(false);
    }
  }
  return { error, busy, run, setError };
}
