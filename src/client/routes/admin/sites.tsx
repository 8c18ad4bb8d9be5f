import { useState } from 'react';
import { t } from '@shared/i18n/console/sites';
import { formatTime, japanDateKey } from '@shared/rules/japan-time';
import type { StaffSites } from '@shared/schemas/admin-sites';
import { ActionOutcome } from '@client/components/layouts/admin/ActionOutcome';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { Loading } from '@client/components/ui/Loading';
import { useBookableDaysNow, useSites } from '@client/features/admin-sites/api/sites';
import { PhoneMenuPreview } from '@client/features/admin-sites/components/PhoneMenuPreview';
import { SiteForm } from '@client/features/admin-sites/components/SiteForm';
import { optionsOf, useSiteForm } from '@client/features/admin-sites/hooks/use-site-form';
import { SpConditionForm } from '@client/features/reservation/components/SpConditionForm';
import '@client/styles/admin-settings.css';
import '@client/styles/admin-sites.css';

function SitesEditor({ data }: { data: StaffSites }) {
  const form = useSiteForm(data);
  const [now] = useState(() => new Date());
  const days = useBookableDaysNow(japanDateKey(now), formatTime(now));
  const options = optionsOf(form.draft);
  return (
    <>
      <div className="admin-toolbar" role="group" aria-label={t('list.label')}>
        {data.sites.map((site) => (
          <button
            key={site.site}
            type="button"
            className="button button-small"
            aria-pressed={form.draft.existing && form.draft.site === site.site}
            onClick={() => form.choose(site)}
          >
            {t('list.entry', {
              site: site.site,
              kind: site.options.account.passwordRequired
                ? t('list.withPassword')
                : t('list.withoutPassword'),
            })}
          </button>
        ))}
        <button
          type="button"
          className="button button-small"
          aria-pressed={!form.draft.existing}
          onClick={form.startNew}
        >
          {t('list.add')}
        </button>
      </div>
      <ActionOutcome done={form.action.done} problem={form.action.problem} focus={!form.action.problem} />
      <div className="sites-layout">
        <div>
          <h2>{form.draft.existing ? t('editing', { site: form.draft.site }) : t('newSite')}</h2>
          <SiteForm
            data={data}
            draft={form.draft}
            invalid={form.invalid}
            busy={form.action.busy}
            update={form.update}
            setOptions={form.setOptions}
            onSubmit={() => void form.submit()}
            onDelete={() => void form.remove()}
          />
        </div>
        <PhoneMenuPreview
          options={options}
          booking={
            // until the days come, nothing rather than the form's "no bookable days"
            days.data && (
              <SpConditionForm
                days={days.data}
                options={options.reservation}
                initial={null}
                onSubmit={() => undefined}
              />
            )
          }
        />
      </div>
    </>
  );
}

/** サイトの設定 (issue 23 §5, admins): the sites learners sign in through, their options, and the phone menu they give. */
export default function AdminSites() {
  const sites = useSites();
  if (sites.isPending) return <Loading screen />;
  if (sites.isError) return <AdminQueryProblem error={sites.error} title={t('title')} />;
  return (
    <section>
      <h1 className="page-title">{t('title')}</h1>
      <p className="hint">{t('intro')}</p>
      <SitesEditor data={sites.data} />
    </section>
  );
}
