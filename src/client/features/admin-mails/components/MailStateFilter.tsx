import { t } from '@shared/i18n/console/mails';
import { messages } from '@shared/i18n/messages';
import { MAIL_STATES, type StaffMail } from '@shared/schemas/admin-mails';

interface Props {
  status: StaffMail['status'] | undefined;
  onChange: (status: StaffMail['status'] | undefined) => void;
}

/** One state of the outbox, or every mail. */
export function MailStateFilter({ status, onChange }: Props) {
  return (
    <div className="admin-toolbar">
      <div className="field">
        <label htmlFor="mail-status">{t('filter.label')}</label>
        <select
          id="mail-status"
          value={status ?? ''}
          onChange={(e) => onChange((e.target.value || undefined) as StaffMail['status'] | undefined)}
        >
          <option value="">{t('filter.all')}</option>
          {MAIL_STATES.map((s) => (
            <option key={s} value={s}>
              {messages.mail.states[s]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
