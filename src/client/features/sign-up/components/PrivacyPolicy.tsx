import { useId } from 'react';
import { signUpMessages } from '@shared/i18n/learner/sign-up';

interface Props {
  schoolName: string;
  phoneNumber: string;
  consent: boolean;
  onConsentChange: (consent: boolean) => void;
  invalid: boolean;
}

/** The school's privacy policy, to open and read, and the 同意する box of SPEC.md §2. */
export function PrivacyPolicy({ schoolName, phoneNumber, consent, onConsentChange, invalid }: Props) {
  const consentId = useId();
  const fill = (text: string) => text.replaceAll('{school}', schoolName).replaceAll('{phone}', phoneNumber);
  return (
    <fieldset className="sign-up-group">
      <legend>{signUpMessages.privacyTitle}</legend>
      <details className="sign-up-policy">
        <summary>内容を読む</summary>
        <dl>
          {signUpMessages.privacyPolicy.map((item) => (
            <div key={item.heading}>
              <dt>{item.heading}</dt>
              <dd>{fill(item.body)}</dd>
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
          aria-invalid={invalid || undefined}
          onChange={(e) => onConsentChange(e.target.checked)}
        />
        {signUpMessages.consent}
      </label>
    </fieldset>
  );
}
