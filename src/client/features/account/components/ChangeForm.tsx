import { useId, useState, type FormEvent } from 'react';
import { t } from '@shared/i18n/learner/account';
import { messages } from '@shared/i18n/messages';
import { TYPED_NUMBER_MAX, cleanDigits } from '@shared/rules/digit-input';
import {
  registrationFieldMessages,
  registrationWarningText,
  registrationWarnings,
  type RegistrationField,
  type RegistrationInput,
  type RegistrationSwitches,
} from '@shared/rules/registration-change';
import type { RegisteredInfo } from '@shared/schemas/user';
import { Alert } from '@client/components/ui/Alert';
import { FieldError, describedBy } from '@client/components/ui/FieldError';
import { useFirstInvalidFocus } from '@client/lib/use-first-invalid-focus';

interface Props {
  switches: RegistrationSwitches;
  password: { minLength: number; maxLength: number };
  info: RegisteredInfo;
  /** SPEC.md §2: the smartphone's mail field takes 256 characters, the desktop's 255 */
  mailMaxLength: number;
  /** the desktop asks for the new password twice (warning 3 when they differ) */
  withReentry: boolean;
  /** what the learner entered before (back from the desktop check page) */
  initial?: RegistrationInput | null;
  submitLabel: string;
  pending?: boolean;
  /** a refusal of the server, already worded */
  failure?: string | null;
  onSubmit: (input: RegistrationInput) => void;
}

/** The fields of the change of registration (SPEC.md §2), each only if the site lets it be changed. */
export function ChangeForm(props: Props) {
  const { switches, info, withReentry } = props;
  const [mailAddress, setMailAddress] = useState(props.initial?.mailAddress ?? info.mailAddress);
  const [password, setPassword] = useState(props.initial?.password ?? '');
  const [passwordConfirm, setPasswordConfirm] = useState(props.initial?.passwordConfirm ?? '');
  const [mobileNumber, setMobileNumber] = useState(props.initial?.mobileNumber ?? info.mobileNumber);
  const [warning, setWarning] = useState<string | null>(null);
  const [fieldMessages, setFieldMessages] = useState<Partial<Record<RegistrationField, string>>>({});
  const { ref: formRef, focusFirstInvalid } = useFirstInvalidFocus();
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // 「０９０－１２３４－５６７８」 is 09012345678: cleaned, and shown so, before the checks
    const mobile = cleanDigits(mobileNumber);
    setMobileNumber(mobile);
    const input: RegistrationInput = {
      ...(switches.isMailAddressEnabled ? { mailAddress } : {}),
      ...(switches.isPasswordEnabled ? { password, ...(withReentry ? { passwordConfirm } : {}) } : {}),
      ...(switches.isMobilePhoneEnabled ? { mobileNumber: mobile } : {}),
    };
    const rules = { switches, password: props.password };
    const codes = registrationWarnings(input, info, rules);
    setFieldMessages(registrationFieldMessages(input, codes, rules));
    if (codes.length > 0) {
      setWarning(registrationWarningText(codes));
      focusFirstInvalid();
      return;
    }
    setWarning(null);
    props.onSubmit(input);
  };

  const error = warning ?? props.failure;
  const { minLength, maxLength } = props.password;
  const invalid = (field: RegistrationField) => (fieldMessages[field] ? true : undefined);
  const errorId = (field: RegistrationField) => fieldMessages[field] && `${id}-${field}-error`;
  return (
    <form ref={formRef} className="change-form" onSubmit={submit} noValidate>
      {error && <Alert>{error}</Alert>}
      {switches.isMailAddressEnabled && (
        <div className="field">
          <label htmlFor={`${id}-mail`}>{t('mailAddress')}</label>
          <input
            id={`${id}-mail`}
            name="mailAddress"
            type="email"
            autoComplete="email"
            maxLength={props.mailMaxLength}
            aria-invalid={invalid('mailAddress')}
            aria-describedby={describedBy(errorId('mailAddress'), `${id}-mail-hint`)}
            value={mailAddress}
            onChange={(e) => setMailAddress(e.target.value.trim())}
          />
          <FieldError id={`${id}-mailAddress-error`} message={fieldMessages.mailAddress} />
          <div id={`${id}-mail-hint`} className="hint">
            {info.pendingMailAddress && (
              <p>{messages.registration.pending.replace('{mailAddress}', info.pendingMailAddress)}</p>
            )}
            <p>{messages.registration.mailNote}</p>
          </div>
        </div>
      )}
      {switches.isPasswordEnabled && (
        <div className="field">
          <label htmlFor={`${id}-password`}>{t('newPassword')}</label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="new-password"
            maxLength={maxLength}
            aria-invalid={invalid('password')}
            aria-describedby={describedBy(errorId('password'), `${id}-password-hint`)}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <FieldError id={`${id}-password-error`} message={fieldMessages.password} />
          <p id={`${id}-password-hint`} className="hint">
            {t('newPasswordHint', { min: minLength, max: maxLength })}
          </p>
        </div>
      )}
      {switches.isPasswordEnabled && withReentry && (
        <div className="field">
          <label htmlFor={`${id}-password-confirm`}>{t('newPasswordAgain')}</label>
          <input
            id={`${id}-password-confirm`}
            name="passwordConfirm"
            type="password"
            autoComplete="new-password"
            maxLength={maxLength}
            aria-invalid={invalid('passwordConfirm')}
            aria-describedby={describedBy(errorId('passwordConfirm'))}
            value={passwordConfirm}
            onChange={(e) => setPasswordConfirm(e.target.value)}
          />
          <FieldError id={`${id}-passwordConfirm-error`} message={fieldMessages.passwordConfirm} />
        </div>
      )}
      {switches.isMobilePhoneEnabled && (
        <div className="field">
          <label htmlFor={`${id}-mobile`}>{t('mobileNumber')}</label>
          <input
            id={`${id}-mobile`}
            name="mobileNumber"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={TYPED_NUMBER_MAX}
            placeholder="09012345678"
            aria-invalid={invalid('mobileNumber')}
            aria-describedby={describedBy(errorId('mobileNumber'), `${id}-mobile-hint`)}
            value={mobileNumber}
            onChange={(e) => setMobileNumber(e.target.value.trim())}
          />
          <FieldError id={`${id}-mobileNumber-error`} message={fieldMessages.mobileNumber} />
          <p id={`${id}-mobile-hint`} className="hint">
            {t('mobileNumberHint')}
          </p>
        </div>
      )}
      <button type="submit" className="button button-primary" disabled={props.pending}>
        {props.pending ? t('sending') : props.submitLabel}
      </button>
    </form>
  );
}
