import { useState } from 'react';
import { t } from '@shared/i18n/console/sites';
import type { EditableSiteOptions, StaffSite, StaffSites } from '@shared/schemas/admin-sites';
import { BusinessFailure } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { writeFailureText } from '@client/lib/refusal-text';
import { useStaffAction } from '@client/lib/use-staff-action';
import { deleteSite, saveSite } from '../api/sites';

/** The fields a refusal can be about; each takes the focus and is marked invalid. */
export type SiteField = 'code' | 'accountType' | 'passwordMin' | 'networks' | 'approvalArea' | 'binCdType';

/** The field each refusal is about (890–899). */
const FIELD_OF_CODE: Record<number, SiteField> = {
  890: 'code',
  891: 'code',
  893: 'accountType',
  894: 'passwordMin',
  895: 'networks',
  901: 'networks',
  896: 'networks',
  897: 'approvalArea',
  898: 'approvalArea',
  899: 'binCdType',
};

export const siteFieldId = (field: SiteField) => `site-${field}`;

/** The site as typed: numbers and the network lines as texts, so a half-typed value stays on screen. */
export interface SiteDraft {
  site: string;
  /** false: a site not yet added */
  existing: boolean;
  options: EditableSiteOptions;
  passwordMin: string;
  passwordMax: string;
  binCdType: string;
  /** one network a line */
  networks: string;
}

const draftOf = (site: StaffSite, existing = true): SiteDraft => ({
  site: existing ? site.site : '',
  existing,
  options: site.options,
  passwordMin: String(site.options.account.password.minLength),
  passwordMax: String(site.options.account.password.maxLength),
  binCdType: String(site.options.busStopRegistredInfo.binCdType),
  networks: site.allowedNetworks.join('\n'),
});

/** Whole numbers as typed; anything else is sent as -1, which the server refuses with the field's text. */
const whole = (text: string) => (/^\s*\d{1,4}\s*$/.test(text) ? Number(text) : -1);

/** The options as they would be saved: what the preview shows and what is sent. */
export function optionsOf(draft: SiteDraft): EditableSiteOptions {
  return {
    ...draft.options,
    account: {
      ...draft.options.account,
      password: { minLength: whole(draft.passwordMin), maxLength: whole(draft.passwordMax) },
    },
    busStopRegistredInfo: { ...draft.options.busStopRegistredInfo, binCdType: whole(draft.binCdType) },
  };
}

export const networkLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/**
 * サイトの設定's state: the site chosen (or a new one, started from the chosen site's options),
 * its draft and the two staff actions. The server checks every field (890–900); its refusal is
 * shown above the form and the field concerned takes the focus.
 */
export function useSiteForm(data: StaffSites) {
  const first = data.sites[0]!;
  const [draft, setDraft] = useState<SiteDraft>(() => draftOf(first));
  const [invalid, setInvalid] = useState<SiteField | null>(null);
  const action = useStaffAction({
    invalidates: [queryKeys.admin.sites, queryKeys.admin.schoolSettings],
    problemText: writeFailureText,
    onError: (error) => {
      const field = error instanceof BusinessFailure ? FIELD_OF_CODE[Number(error.error.code)] : undefined;
      setInvalid(field ?? null);
      if (field) document.getElementById(siteFieldId(field))?.focus();
    },
  });
  const choose = (site: StaffSite) => {
    action.clear();
    setInvalid(null);
    setDraft(draftOf(site));
  };
  const startNew = () => {
    action.clear();
    setInvalid(null);
    const from = data.sites.find((s) => s.site === draft.site) ?? first;
    setDraft(draftOf(from, false));
  };
  const update = (change: Partial<SiteDraft>) => setDraft((d) => ({ ...d, ...change }));
  const setOptions = (change: (options: EditableSiteOptions) => EditableSiteOptions) =>
    setDraft((d) => ({ ...d, options: change(d.options) }));

  const submit = () =>
    action.run(async () => {
      setInvalid(null);
      const site = draft.site.trim();
      const saved = await saveSite({
        site,
        create: !draft.existing,
        options: optionsOf(draft),
        allowedNetworks: networkLines(draft.networks),
      });
      const now = saved.sites.find((s) => s.site === site);
      if (now) setDraft(draftOf(now));
      return draft.existing ? t('saved', { site }) : t('created', { site });
    });

  const remove = () => {
    if (!window.confirm(t('deleteConfirm', { site: draft.site }))) return Promise.resolve(undefined);
    const site = draft.site;
    return action.run(async () => {
      const left = await deleteSite(site);
      setDraft(draftOf(left.sites[0]!));
      return t('deleted', { site });
    });
  };

  return { draft, update, setOptions, invalid, action, choose, startNew, submit, remove };
}
