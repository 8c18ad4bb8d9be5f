import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { t as tCommon } from '@shared/i18n/common';
import { t } from '@shared/i18n/console/sites';
import { t as tSearch } from '@shared/i18n/learner/point-search';
import {
  ACCOUNT_TYPES,
  SITE_LIMITS,
  type EditableSiteOptions,
  type StaffSites,
} from '@shared/schemas/admin-sites';
import { paths } from '@client/config/paths';
import { networkLines, siteFieldId, type SiteDraft, type SiteField } from '../hooks/use-site-form';

type Menu = EditableSiteOptions['menu'];
type Reservation = EditableSiteOptions['reservation'];
type Registered = EditableSiteOptions['registredInfo'];

/** The menu switches in the order the learner's menu shows their sections. */
const MENU_SWITCHES: readonly (keyof Menu)[] = [
  'useReservation',
  'useFixedPlanNotice',
  'useNotification',
  'useBusStopReg',
  'useBusOperationStatus',
  'useChangeRegistered',
];

/** SPEC.md §2 order: category, area, address, course, in the words the learner reads. */
const SEARCHES: readonly [keyof Reservation, Parameters<typeof tSearch>[0]][] = [
  ['isCategoryBusStopSerachEnabled', 'searches.category'],
  ['isAreaBusStopSerachEnabled', 'searches.area'],
  ['isAddressBusStopSerachEnabled', 'searches.address'],
  ['isCourseBusStopSerachEnabled', 'searches.course'],
];

const EXTRAS: readonly [keyof Reservation, Parameters<typeof tCommon>[0]][] = [
  ['isPassengerOptionEnabled', 'extras.passenger'],
  ['isChildSheetOptionEnabled', 'extras.childSheet'],
  ['isJitensyaOptionEnabled', 'extras.jitensya'],
];

const REGISTERED: readonly (keyof Registered)[] = [
  'isPasswordEnabled',
  'isMobilePhoneEnabled',
  'isMailAddressEnabled',
];

interface Props {
  data: StaffSites;
  draft: SiteDraft;
  invalid: SiteField | null;
  busy: boolean;
  update: (change: Partial<SiteDraft>) => void;
  setOptions: (change: (options: EditableSiteOptions) => EditableSiteOptions) => void;
  onSubmit: () => void;
  onDelete: () => void;
}

function Check(props: {
  id: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <div className="field settings-check">
      <input
        id={props.id}
        type="checkbox"
        checked={props.checked}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <label htmlFor={props.id}>{props.label}</label>
    </div>
  );
}

/**
 * One site's options in the groups the office thinks in: sign-in (with the kiosk's networks),
 * the menu, the point searches, the booking extras, what is shown (on 学校の設定) and the point
 * registration. The server checks each field; its refusal names it and it takes the focus.
 */
export function SiteForm({ data, draft, invalid, busy, update, setOptions, onSubmit, onDelete }: Props) {
  const { account, menu, reservation, registredInfo, busStopRegistredInfo } = draft.options;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const invalidOf = (field: SiteField) => invalid === field || undefined;
  const setAccount = (change: Partial<EditableSiteOptions['account']>) =>
    setOptions((o) => ({ ...o, account: { ...o.account, ...change } }));
  const setMenu = (key: keyof Menu, on: boolean) =>
    setOptions((o) => ({ ...o, menu: { ...o.menu, [key]: on } }));
  const setReservation = (key: keyof Reservation, on: boolean) =>
    setOptions((o) => ({ ...o, reservation: { ...o.reservation, [key]: on } }));
  const setRegistered = (key: keyof Registered, on: boolean) =>
    setOptions((o) => ({ ...o, registredInfo: { ...o.registredInfo, [key]: on } }));
  const nobodyCanSignIn = !account.passwordRequired && networkLines(draft.networks).length === 0;
  const limits = { min: SITE_LIMITS.minPassword, max: SITE_LIMITS.maxPassword };
  const group = (legend: string, hint: string | null, children: ReactNode, id: string) => (
    <fieldset className="admin-panel" aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend>{legend}</legend>
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children}
    </fieldset>
  );

  return (
    <form
      noValidate
      className="site-form"
      onSubmit={submit}
      aria-label={draft.existing ? t('editing', { site: draft.site }) : t('newSite')}
    >
      {!draft.existing && (
        <div className="field">
          <label htmlFor={siteFieldId('code')}>{t('code')}</label>
          <input
            id={siteFieldId('code')}
            className="site-code"
            value={draft.site}
            autoComplete="off"
            aria-invalid={invalidOf('code')}
            aria-describedby={`${siteFieldId('code')}-hint`}
            onChange={(e) => update({ site: e.target.value })}
          />
          <p className="hint" id={`${siteFieldId('code')}-hint`}>
            {t('codeHint')}
          </p>
        </div>
      )}
      {group(
        t('signIn.legend'),
        null,
        <>
          <div className="field">
            <label htmlFor={siteFieldId('accountType')}>{t('signIn.accountType')}</label>
            <select
              id={siteFieldId('accountType')}
              value={account.accountType}
              aria-invalid={invalidOf('accountType')}
              onChange={(e) => setAccount({ accountType: Number(e.target.value) })}
            >
              {ACCOUNT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`signIn.accountTypes.${type}`)}
                </option>
              ))}
            </select>
          </div>
          <p className="hint">{t('signIn.digits', { digits: data.seitoNoLength })}</p>
          <Check
            id="site-passwordRequired"
            label={t('signIn.passwordRequired')}
            checked={account.passwordRequired}
            onChange={(on) => setAccount({ passwordRequired: on })}
          />
          <p className="hint">{t('signIn.passwordRequiredHint')}</p>
          <div className="site-pair">
            <div className="field">
              <label htmlFor={siteFieldId('passwordMin')}>{t('signIn.passwordMin', limits)}</label>
              <input
                id={siteFieldId('passwordMin')}
                inputMode="numeric"
                value={draft.passwordMin}
                aria-invalid={invalidOf('passwordMin')}
                onChange={(e) => update({ passwordMin: e.target.value })}
              />
            </div>
            <div className="field">
              <label htmlFor="site-passwordMax">{t('signIn.passwordMax', limits)}</label>
              <input
                id="site-passwordMax"
                inputMode="numeric"
                value={draft.passwordMax}
                aria-invalid={invalidOf('passwordMin')}
                onChange={(e) => update({ passwordMax: e.target.value })}
              />
            </div>
          </div>
          <div className="field">
            <label htmlFor={siteFieldId('networks')}>{t('signIn.networks')}</label>
            <textarea
              id={siteFieldId('networks')}
              rows={4}
              spellCheck={false}
              value={draft.networks}
              aria-invalid={invalidOf('networks')}
              aria-describedby={`${siteFieldId('networks')}-hint${nobodyCanSignIn ? ' site-networks-empty' : ''}`}
              onChange={(e) => update({ networks: e.target.value })}
            />
            <p className="hint" id={`${siteFieldId('networks')}-hint`}>
              {t('signIn.networksHint')}
            </p>
            {nobodyCanSignIn && (
              <p className="site-warning" id="site-networks-empty">
                {t('signIn.networksEmpty')}
              </p>
            )}
          </div>
        </>,
        'site-sign-in',
      )}
      {group(
        t('menu.legend'),
        t('menu.hint'),
        <>
          {MENU_SWITCHES.map((key) => (
            <Check
              key={key}
              id={`site-menu-${key}`}
              label={t(`menu.${key}`)}
              checked={menu[key]}
              onChange={(on) => setMenu(key, on)}
            />
          ))}
          <fieldset
            className="site-subgroup"
            disabled={!account.passwordRequired || !menu.useChangeRegistered}
          >
            <legend>{t('menu.registered')}</legend>
            {REGISTERED.map((key) => (
              <Check
                key={key}
                id={`site-registered-${key}`}
                label={t(`menu.${key}`)}
                checked={registredInfo[key]}
                onChange={(on) => setRegistered(key, on)}
              />
            ))}
          </fieldset>
          {!account.passwordRequired && <p className="hint">{t('menu.noPasswordNote')}</p>}
        </>,
        'site-menu',
      )}
      {group(
        t('searches.legend'),
        t('searches.hint'),
        SEARCHES.map(([key, label]) => (
          <Check
            key={key}
            id={`site-search-${key}`}
            label={tSearch(label)}
            checked={reservation[key]}
            onChange={(on) => setReservation(key, on)}
          />
        )),
        'site-searches',
      )}
      {group(
        t('extras.legend'),
        t('extras.hint'),
        EXTRAS.map(([key, label]) => (
          <Check
            key={key}
            id={`site-extra-${key}`}
            label={tCommon(label)}
            checked={reservation[key]}
            onChange={(on) => setReservation(key, on)}
          />
        )),
        'site-extras',
      )}
      {group(
        t('view.legend'),
        t('view.hint'),
        <Link to={paths.admin.settings}>{t('view.link')}</Link>,
        'site-view',
      )}
      {group(
        t('points.legend'),
        null,
        <>
          <div className="field">
            <label htmlFor={siteFieldId('approvalArea')}>{t('points.approvalArea')}</label>
            <select
              id={siteFieldId('approvalArea')}
              value={busStopRegistredInfo.selectAreaMastRegisterBusStop}
              aria-invalid={invalidOf('approvalArea')}
              aria-describedby={`${siteFieldId('approvalArea')}-hint`}
              onChange={(e) =>
                setOptions((o) => ({
                  ...o,
                  busStopRegistredInfo: {
                    ...o.busStopRegistredInfo,
                    selectAreaMastRegisterBusStop: e.target.value,
                  },
                }))
              }
            >
              {data.areas.map((area) => (
                <option key={area.areaCd} value={area.areaCd}>
                  {t('points.area', { areaCd: area.areaCd, name: area.name })}
                </option>
              ))}
            </select>
            <p className="hint" id={`${siteFieldId('approvalArea')}-hint`}>
              {t('points.approvalAreaHint')}
            </p>
          </div>
          <div className="field">
            <label htmlFor={siteFieldId('binCdType')}>
              {t('points.binCdType', { min: SITE_LIMITS.minBinCdType, max: SITE_LIMITS.maxBinCdType })}
            </label>
            <input
              id={siteFieldId('binCdType')}
              className="site-code"
              inputMode="numeric"
              value={draft.binCdType}
              aria-invalid={invalidOf('binCdType')}
              aria-describedby={`${siteFieldId('binCdType')}-hint`}
              onChange={(e) => update({ binCdType: e.target.value })}
            />
            <p className="hint" id={`${siteFieldId('binCdType')}-hint`}>
              {t('points.binCdTypeHint')}
            </p>
          </div>
        </>,
        'site-points',
      )}
      <div className="admin-toolbar">
        <button type="submit" className="button button-primary" aria-disabled={busy}>
          {busy ? t('saving') : draft.existing ? t('save') : t('create')}
        </button>
        {draft.existing && (
          <button
            type="button"
            className="button"
            aria-disabled={busy || data.sites.length === 1}
            aria-describedby={data.sites.length === 1 ? 'site-last' : undefined}
            onClick={() => data.sites.length > 1 && onDelete()}
          >
            {t('delete')}
          </button>
        )}
        {draft.existing && data.sites.length === 1 && (
          <p className="hint" id="site-last">
            {t('lastSite')}
          </p>
        )}
      </div>
    </form>
  );
}
