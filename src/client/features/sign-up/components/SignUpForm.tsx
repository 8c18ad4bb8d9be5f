import { useId, useState, type FormEvent } from 'react';
import { t } from '@shared/i18n/learner/sign-up';
import { japanDateKey } from '@shared/rules/japan-time';
import { studentNumberHint, studentNumberPlaceholder } from '@shared/rules/login-validation';
import { TYPED_NUMBER_MAX, cleanDigits } from '@shared/rules/digit-input';
import {
  FURIGANA_MAX_LENGTH,
  MOBILE_NUMBER_DIGITS,
  signUpFieldMessages,
  signUpWarnings,
  signUpWarningText,
  type SignUpFields,
} from '@shared/rules/sign-up';
import type { ProviderInfo, SiteOption } from '@shared/schemas/provider';
import { Alert } from '@client/components/ui/Alert';
import { FieldError, describedBy } from '@client/components/ui/FieldError';
import { useFirstInvalidFocus } from '@client/lib/use-first-invalid-focus';
import { failureText } from '@client/lib/refusal-text';
import { signUp } from '../api/sign-up';
import { BirthDateSelect, birthDateOf, type BirthDateParts } from './BirthDateSelect';
import { PrivacyPolicy } from './PrivacyPolicy';

interface Props {
  /** the school and site of the page, as on the login page */
  request: { serviceCode?: string; site: string; authority?: string };
  siteOption: SiteOption;
  school: ProviderInfo;
  onSignedUp: (birthDate: string) => void;
}

/** The sign-up form of SPEC.md §2 /sp/signup; the rules are the server's (`rules/sign-up`). */
export function SignUpForm({ request, siteOption, school, onSignedUp }: Props) {
  const rules = siteOption.account;
  const [seitoNo, setSeitoNo] = useState('');
  const [furiganaFamily, setFuriganaFamily] = useState('');
  const [furiganaGiven, setFuriganaGiven] = useState('');
  const [mobileNumber, setMobileNumber] = useState('');
  const [birth, setBirth] = useState<BirthDateParts>({ year: '', month: '', day: '' });
  const [privacyConsent, setPrivacyConsent] = useState(false);
  const [fieldMessages, setFieldMessages] = useState<Partial<Record<keyof SignUpFields, string>>>({});
  const { ref: formRef, focusFirstInvalid } = useFirstInvalidFocus();
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const ids = {
    seitoNo: useId(),
    furiganaFamily: useId(),
    furiganaGiven: useId(),
    furigana: useId(),
    mobileNumber: useId(),
  };
  const today = japanDateKey(new Date());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // numbers typed with hyphens, spaces or full-width digits are cleaned, and shown so, before the checks
    const fields: SignUpFields = {
      seitoNo: cleanDigits(seitoNo),
      furiganaFamily,
      furiganaGiven,
      mobileNumber: cleanDigits(mobileNumber),
      birthDate: birthDateOf(birth),
      privacyConsent,
    };
    setSeitoNo(fields.seitoNo);
    setMobileNumber(fields.mobileNumber);
    const codes = signUpWarnings(fields, rules, today);
    setFieldMessages(signUpFieldMessages(fields, codes, rules));
    if (codes.length > 0) {
      setMessage(signUpWarningText(codes));
      focusFirstInvalid();
      return;
    }
    setMessage(null);
    setPending(true);
    signUp({ ...request, ...fields }).then(
      () => onSignedUp(fields.birthDate),
      (error: unknown) => {
        setPending(false);
        // transport failures were already shown by the API client's banner
        setMessage(failureText(error));
      },
    );
  };

  const isInvalid = (field: keyof SignUpFields) => (fieldMessages[field] ? true : undefined);
  const errorId = (field: 'seitoNo' | 'furiganaFamily' | 'furiganaGiven' | 'mobileNumber') =>
    fieldMessages[field] && `${ids[field]}-error`;
  const digits = rules.seitoNo.maxLength;
  return (
    <form ref={formRef} className="sign-up-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={ids.seitoNo}>{t('studentNumber')}</label>
        <input
          id={ids.seitoNo}
          name="seitoNo"
          inputMode={rules.accountType === 1 ? 'numeric' : 'text'}
          autoComplete="username"
          maxLength={TYPED_NUMBER_MAX}
          placeholder={studentNumberPlaceholder(rules)}
          aria-describedby={describedBy(errorId('seitoNo'), `${ids.seitoNo}-hint`)}
          aria-invalid={isInvalid('seitoNo')}
          value={seitoNo}
          onChange={(e) => setSeitoNo(e.target.value.trim())}
        />
        <FieldError id={`${ids.seitoNo}-error`} message={fieldMessages.seitoNo} />
        <p id={`${ids.seitoNo}-hint`} className="hint">
          {studentNumberHint(rules)}
          {t('studentNumberDigits', { digits })}
        </p>
      </div>
      <fieldset className="sign-up-group">
        <legend>{t('furigana')}</legend>
        <div className="sign-up-names">
          <div className="field">
            <label htmlFor={ids.furiganaFamily}>{t('familyName')}</label>
            <input
              id={ids.furiganaFamily}
              name="furiganaFamily"
              maxLength={FURIGANA_MAX_LENGTH}
              placeholder={t('familyNameExample')}
              aria-describedby={describedBy(errorId('furiganaFamily'), `${ids.furigana}-hint`)}
              aria-invalid={isInvalid('furiganaFamily')}
              value={furiganaFamily}
              onChange={(e) => setFuriganaFamily(e.target.value)}
            />
            <FieldError id={`${ids.furiganaFamily}-error`} message={fieldMessages.furiganaFamily} />
          </div>
          <div className="field">
            <label htmlFor={ids.furiganaGiven}>{t('givenName')}</label>
            <input
              id={ids.furiganaGiven}
              name="furiganaGiven"
              maxLength={FURIGANA_MAX_LENGTH}
              placeholder={t('givenNameExample')}
              aria-describedby={describedBy(errorId('furiganaGiven'), `${ids.furigana}-hint`)}
              aria-invalid={isInvalid('furiganaGiven')}
              value={furiganaGiven}
              onChange={(e) => setFuriganaGiven(e.target.value)}
            />
            <FieldError id={`${ids.furiganaGiven}-error`} message={fieldMessages.furiganaGiven} />
          </div>
        </div>
        <p id={`${ids.furigana}-hint`} className="hint">
          {t('furiganaHint', { max: FURIGANA_MAX_LENGTH })}
        </p>
      </fieldset>
      <div className="field">
        <label htmlFor={ids.mobileNumber}>{t('mobileNumber')}</label>
        <input
          id={ids.mobileNumber}
          name="mobileNumber"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={TYPED_NUMBER_MAX}
          placeholder="09012345678"
          aria-describedby={describedBy(errorId('mobileNumber'), `${ids.mobileNumber}-hint`)}
          aria-invalid={isInvalid('mobileNumber')}
          value={mobileNumber}
          onChange={(e) => setMobileNumber(e.target.value)}
        />
        <FieldError id={`${ids.mobileNumber}-error`} message={fieldMessages.mobileNumber} />
        <p id={`${ids.mobileNumber}-hint`} className="hint">
          {t('mobileNumberHint', { digits: MOBILE_NUMBER_DIGITS })}
        </p>
      </div>
      <BirthDateSelect value={birth} onChange={setBirth} today={today} message={fieldMessages.birthDate} />
      <PrivacyPolicy
        schoolName={school.name}
        phoneNumber={school.phoneNumber}
        consent={privacyConsent}
        onConsentChange={setPrivacyConsent}
        message={fieldMessages.privacyConsent}
      />
      {message && <Alert>{message}</Alert>}
      <button type="submit" className="button button-primary" disabled={pending}>
        {pending ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
