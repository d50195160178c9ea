'use client';

import { useSaveAtOnce, type SaveOutcome } from '@/components/forms/useSaveAtOnce';
import fieldStyles from '@/components/ui/Field.module.css';
import { apiFetch } from '@/lib/api-client';
import {
  frequencyOf,
  notificationFlags,
  notificationFrequencies,
  withFrequency,
  type NotificationFlag,
  type NotificationSettings as Settings,
} from '@/lib/forms/profile';
import { profileText } from '@/lib/messages/profile';
import { userInfoResponseSchema } from '@/lib/vst/profile';
import styles from './Profile.module.css';

const SAVE_ACTION = '/api/vst/profile/changeNotificationSetting';

async function send(next: Settings): Promise<SaveOutcome<Settings>> {
  const result = await apiFetch(SAVE_ACTION, { method: 'POST', body: next, schema: userInfoResponseSchema });
  return result.ok
    ? { ok: true, confirmed: result.data.userInfo.notificationSettings, message: profileText.settingSaved }
    : { ok: false, message: `${profileText.settingNotSaved}: ${result.message}` };
}

/**
 * Each change is saved at once. The screen shows the change straight away and goes back to
 * what the provider last confirmed if saving fails; the outcome is said in the status line either way.
 */
export function NotificationSettings({ initial }: { initial: Settings }) {
  const { value: settings, status, save } = useSaveAtOnce(initial, send);

  const frequency = frequencyOf(settings);
  const toggle = (flag: NotificationFlag) => save({ ...settings, [flag]: settings[flag] ? 0 : 1 });

  return (
    <section className={styles.panel} aria-labelledby="notifications-heading">
      <div className={styles.panelHeader}>
        <h2 id="notifications-heading">{profileText.notificationsHeading}</h2>
        <p role="status" className={styles.saved}>{status}</p>
      </div>
      <fieldset className={styles.choices}>
        <legend className={fieldStyles.label}>{profileText.frequencyLegend}</legend>
        {notificationFrequencies.map((option) => (
          <label key={option} className={fieldStyles.check}>
            <input
              type="radio"
              name="notification-frequency"
              value={option}
              checked={frequency === option}
              onChange={() => save(withFrequency(settings, option))}
            />
            <span>{profileText.frequencies[option]}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.choices}>
        <legend className={fieldStyles.label}>{profileText.flagsLegend}</legend>
        {notificationFlags.map((flag) => (
          <label key={flag} className={`${fieldStyles.check} ${styles.switchRow}`}>
            <input type="checkbox" role="switch" checked={settings[flag] === 1} onChange={() => toggle(flag)} />
            <span>{profileText.flags[flag]}</span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
