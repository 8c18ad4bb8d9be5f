import { useState } from 'react';
import { t } from '@shared/i18n/console/learners';
import type { SilentLink } from '@shared/schemas/admin-learners';
import { formatTime } from '@shared/rules/japan-time';
import { Alert } from '@client/components/ui/Alert';
import { failureText, isRefusal } from '@client/lib/refusal-text';
import { useStaffAction } from '@client/lib/use-staff-action';
import { SiteSelect } from './SiteSelect';
import { issueSilentLink } from '../api/learner-actions';

/**
 * A one-time sign-in link for a learner who cannot sign in (PRODUCT.md §3): valid five minutes,
 * once; shown to copy into a mail or SMS, never stored.
 */
export function SilentLinkPanel({ learnerId, sites }: { learnerId: number; sites: string[] }) {
  const [area, setArea] = useState<'sp' | 'pc'>('sp');
  const [site, setSite] = useState(sites[0] ?? '');
  const [link, setLink] = useState<SilentLink | null>(null);
  const [copied, setCopied] = useState(false);
  const issuing = useStaffAction({
    // 105 is worded for a learner at a wrong address; here the site list is out of date
    problemText: (error) => (isRefusal(error, 105) ? t('link.unknownSite', { site }) : failureText(error)),
  });
  const issue = async () => {
    setCopied(false);
    setLink(null);
    const issued = await issuing.run(() => issueSilentLink(learnerId, area, site));
    if (issued) setLink(issued);
  };
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard?.writeText(link.url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <section className="admin-panel" aria-labelledby="link-title">
      <h2 id="link-title">{t('link.title')}</h2>
      <p className="hint">{t('link.hint')}</p>
      <div className="admin-toolbar">
        <div className="field">
          <label htmlFor="link-area">{t('link.area')}</label>
          <select
            id="link-area"
            value={area}
            onChange={(e) => setArea(e.target.value === 'pc' ? 'pc' : 'sp')}
          >
            <option value="sp">{t('link.phone')}</option>
            <option value="pc">{t('link.desktop')}</option>
          </select>
        </div>
        <SiteSelect id="link-site" label={t('link.site')} sites={sites} value={site} onChange={setSite} />
        <button
          type="button"
          className="button button-primary"
          disabled={site === ''}
          onClick={() => void issue()}
        >
          {t('link.issue')}
        </button>
      </div>
      {issuing.problem && <Alert>{issuing.problem}</Alert>}
      {link && (
        <div className="field">
          <label htmlFor="link-url">{t('link.url', { time: formatTime(new Date(link.expiresAt)) })}</label>
          <input id="link-url" readOnly value={link.url} onFocus={(e) => e.target.select()} />
          <button type="button" className="button button-small" onClick={() => void copy()}>
            {copied ? t('link.copied') : t('link.copy')}
          </button>
        </div>
      )}
    </section>
  );
}
