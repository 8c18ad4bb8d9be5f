import { useId } from 'react';
import { ja, t } from '@shared/i18n/learner/sign-up';
import { FieldError, describedBy } from '@client/components/ui/FieldError';

/** The policy's sections, in the catalogue's order. */
const SECTIONS = Object.keys(ja.privacyPolicy) as (keyof typeof ja.privacyPolicy)[];

interface Props {
  schoolName: string;
  phoneNumber: string;
  consent: boolean;
  onConsentChange: (consent: boolean) => void;
  /** the box's own message when it must be ticked (warning 34) */
  message?: string;
}

/** The school's privacy policy, to open and read, and the 同意する box of SPEC.md §2. */
export function PrivacyPolicy({ schoolName, phoneNumber, consent, onConsentChange, message }: Props) {
  const consentId = useId();
  return (
    <fieldset className="sign-up-group">
      <legend>{t('privacyTitle')}</legend>
      <details className="sign-up-policy">
        <summary>{t('readPolicy')}</summary>
        <dl>
          {SECTIONS.map((section) => (
            <div key={section}>
              <dt>{t(`privacyPolicy.${section}.heading`)}</dt>
              <dd>{t(`privacyPolicy.${section}.body`, { school: schoolName, phone: phoneNumber })}</dd>
            </div>
          ))}
        </dl>
      </details>
      <label className="sign-up-consent" htmlFor={consentId}>
        <input
          id={consentId}
          type="checkbox"
          name="privacyConsent"
          checked={consent}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy(message && `${consentId}-error`)}
          onChange={(e) => onConsentChange(e.target.checked)}
        />
        {t('consent')}
      </label>
      <FieldError id={`${consentId}-error`} message={message} />
    </fieldset>
  );
}
