import { useId, useState, type FormEvent } from 'react';
import { t } from '@shared/i18n/learner/sign-up';
import { japanDateKey } from '@shared/rules/japan-time';
import { studentNumberHint, studentNumberPlaceholder } from '@shared/rules/login-validation';
import {
  FURIGANA_MAX_LENGTH,
  MOBILE_NUMBER_DIGITS,
  SIGN_UP_WARNINGS,
  signUpWarnings,
  signUpWarningText,
  type SignUpFields,
} from '@shared/rules/sign-up';
import type { ProviderInfo, SiteOption } from '@shared/schemas/provider';
import { Alert } from '@client/components/ui/Alert';
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

/** Digits only: full-width digits become half-width and hyphens or spaces typed out of habit go. */
const digitsOf = (text: string) => text.normalize('NFKC').replace(/[^0-9]/g, '');

/** The sign-up form of SPEC.md §2 /sp/signup; the rules are the server's (`rules/sign-up`). */
export function SignUpForm({ request, siteOption, school, onSignedUp }: Props) {
  const rules = siteOption.account;
  const [seitoNo, setSeitoNo] = useState('');
  const [furiganaFamily, setFuriganaFamily] = useState('');
  const [furiganaGiven, setFuriganaGiven] = useState('');
  const [mobileNumber, setMobileNumber] = useState('');
  const [birth, setBirth] = useState<BirthDateParts>({ year: '', month: '', day: '' });
  const [privacyConsent, setPrivacyConsent] = useState(false);
  const [invalid, setInvalid] = useState<number[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const ids = { seitoNo: useId(), family: useId(), given: useId(), furigana: useId(), mobile: useId() };
  const today = japanDateKey(new Date());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields: SignUpFields = {
      seitoNo,
      furiganaFamily,
      furiganaGiven,
      mobileNumber,
      birthDate: birthDateOf(birth),
      privacyConsent,
    };
    const codes = signUpWarnings(fields, rules, today);
    setInvalid(codes);
    if (codes.length > 0) {
      setMessage(signUpWarningText(codes));
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

  const isInvalid = (field: keyof typeof SIGN_UP_WARNINGS) =>
    invalid.includes(SIGN_UP_WARNINGS[field]) || undefined;
  const digits = rules.seitoNo.maxLength;
  return (
    <form className="sign-up-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={ids.seitoNo}>{t('studentNumber')}</label>
        <input
          id={ids.seitoNo}
          name="seitoNo"
          inputMode={rules.accountType === 1 ? 'numeric' : 'text'}
          autoComplete="username"
          maxLength={digits}
          placeholder={studentNumberPlaceholder(rules)}
          aria-describedby={`${ids.seitoNo}-hint`}
          aria-invalid={isInvalid('seitoNo')}
          value={seitoNo}
          onChange={(e) => setSeitoNo(e.target.value.trim())}
        />
        <p id={`${ids.seitoNo}-hint`} className="hint">
          {studentNumberHint(rules)}
          {t('studentNumberDigits', { digits })}
        </p>
      </div>
      <fieldset className="sign-up-group">
        <legend>{t('furigana')}</legend>
        <div className="sign-up-names">
          <div className="field">
            <label htmlFor={ids.family}>{t('familyName')}</label>
            <input
              id={ids.family}
              name="furiganaFamily"
              maxLength={FURIGANA_MAX_LENGTH}
              placeholder={t('familyNameExample')}
              aria-describedby={`${ids.furigana}-hint`}
              aria-invalid={isInvalid('furiganaFamily')}
              value={furiganaFamily}
              onChange={(e) => setFuriganaFamily(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={ids.given}>{t('givenName')}</label>
            <input
              id={ids.given}
              name="furiganaGiven"
              maxLength={FURIGANA_MAX_LENGTH}
              placeholder={t('givenNameExample')}
              aria-describedby={`${ids.furigana}-hint`}
              aria-invalid={isInvalid('furiganaGiven')}
              value={furiganaGiven}
              onChange={(e) => setFuriganaGiven(e.target.value)}
            />
          </div>
        </div>
        <p id={`${ids.furigana}-hint`} className="hint">
          {t('furiganaHint', { max: FURIGANA_MAX_LENGTH })}
        </p>
      </fieldset>
      <div className="field">
        <label htmlFor={ids.mobile}>{t('mobileNumber')}</label>
        <input
          id={ids.mobile}
          name="mobileNumber"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="09012345678"
          aria-describedby={`${ids.mobile}-hint`}
          aria-invalid={isInvalid('mobileNumber')}
          value={mobileNumber}
          onChange={(e) => setMobileNumber(digitsOf(e.target.value))}
        />
        <p id={`${ids.mobile}-hint`} className="hint">
          {t('mobileNumberHint', { digits: MOBILE_NUMBER_DIGITS })}
        </p>
      </div>
      <BirthDateSelect
        value={birth}
        onChange={setBirth}
        today={today}
        invalid={Boolean(isInvalid('birthDate'))}
      />
      <PrivacyPolicy
        schoolName={school.name}
        phoneNumber={school.phoneNumber}
        consent={privacyConsent}
        onConsentChange={setPrivacyConsent}
        invalid={Boolean(isInvalid('privacyConsent'))}
      />
      {message && <Alert>{message}</Alert>}
      <button type="submit" className="button button-primary" disabled={pending}>
        {pending ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
