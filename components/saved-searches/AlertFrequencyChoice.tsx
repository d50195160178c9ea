'use client';

import { useSaveAtOnce, type SaveOutcome } from '@/components/forms/useSaveAtOnce';
import fieldStyles from '@/components/ui/Field.module.css';
import { apiFetch } from '@/lib/api-client';
import { savedSearchText } from '@/lib/messages/saved-searches';
import { alertFrequencies, savedSearchResponseSchema, type AlertFrequency } from '@/lib/vst/saved-searches';
import styles from './SavedSearches.module.css';

type AlertFrequencyChoiceProps = { id: number; name: string; frequency: AlertFrequency };

/**
 * A search's alerts, instant, daily or off, saved as soon as one is chosen (as the profile's
 * notification settings are). The choice shows at once and goes back to what the provider last
 * confirmed if saving fails; the outcome is said in the status line either way.
 */
export function AlertFrequencyChoice({ id, name, frequency: initial }: AlertFrequencyChoiceProps) {
  async function send(next: AlertFrequency): Promise<SaveOutcome<AlertFrequency>> {
    const result = await apiFetch('/api/vst/profile/savedSearches/update', {
      method: 'POST',
      body: { id, frequency: next },
      schema: savedSearchResponseSchema,
    });
    if (!result.ok) return { ok: false, message: `${savedSearchText.alertsNotChanged}: ${result.message}` };
    const confirmed = result.data.saved_search.frequency;
    return { ok: true, confirmed, message: savedSearchText.alertsChanged(name, confirmed) };
  }

  const { value: frequency, status, save } = useSaveAtOnce(initial, send);

  return (
    <fieldset className={styles.choices}>
      <legend className={fieldStyles.label}>
        {savedSearchText.alertsLegend}
        <span className="visually-hidden"> {savedSearchText.alertsFor(name)}</span>
      </legend>
      {alertFrequencies.map((option) => (
        <label key={option} className={fieldStyles.check}>
          <input type="radio" name={`alerts-${id}`} value={option} checked={frequency === option} onChange={() => save(option)} />
          <span>{savedSearchText.frequencies[option]}</span>
        </label>
      ))}
      <p role="status" className={styles.status}>{status}</p>
    </fieldset>
  );
}
