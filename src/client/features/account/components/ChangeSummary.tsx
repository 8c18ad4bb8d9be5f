import { t } from '@shared/i18n/learner/account';
import { messages } from '@shared/i18n/messages';
import {
  mailChanged,
  mobileChanged,
  passwordSupplied,
  type RegistrationInput,
  type RegistrationSwitches,
} from '@shared/rules/registration-change';
import type { RegisteredInfo } from '@shared/schemas/user';

interface Props {
  switches: RegistrationSwitches;
  info: RegisteredInfo;
  draft: RegistrationInput;
}

/** The desktop check page's list (SPEC.md §2 /pc/changecheck): each item, 変更なし where it stays. */
export function ChangeSummary({ switches, info, draft }: Props) {
  const { unchanged } = messages.registration;
  const rows: [string, string][] = [
    ...(switches.isMailAddressEnabled
      ? [[t('mailAddress'), mailChanged(draft, info) ? draft.mailAddress! : unchanged] as [string, string]]
      : []),
    ...(switches.isPasswordEnabled
      ? [
          [
            t('summary.password'),
            passwordSupplied(draft)
              ? t('summary.passwordHidden', { dots: '●'.repeat(draft.password!.length) })
              : unchanged,
          ] as [string, string],
        ]
      : []),
    ...(switches.isMobilePhoneEnabled
      ? [
          [t('mobileNumber'), mobileChanged(draft, info) ? draft.mobileNumber! : unchanged] as [
            string,
            string,
          ],
        ]
      : []),
  ];
  return (
    <table className="change-summary">
      <caption className="visually-hidden">{t('summary.caption')}</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td className={value === unchanged ? 'change-unchanged' : undefined}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
