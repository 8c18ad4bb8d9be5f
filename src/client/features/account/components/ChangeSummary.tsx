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
      ? [['メールアドレス', mailChanged(draft, info) ? draft.mailAddress! : unchanged] as [string, string]]
      : []),
    ...(switches.isPasswordEnabled
      ? [
          [
            'パスワード',
            passwordSupplied(draft) ? `${'●'.repeat(draft.password!.length)}（表示しません）` : unchanged,
          ] as [string, string],
        ]
      : []),
    ...(switches.isMobilePhoneEnabled
      ? [['携帯電話番号', mobileChanged(draft, info) ? draft.mobileNumber! : unchanged] as [string, string]]
      : []),
  ];
  return (
    <table className="change-summary">
      <caption className="visually-hidden">変更内容</caption>
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
